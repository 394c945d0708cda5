import { type ReactNode, useId } from 'react';

/** An edit page's box of uploads ("Files", "Pictures", "Cover"), the same on every kind's page. */
export function UploadsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 md:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * An upload that, once the server took the file, has the page read the item again and then says
 * `saved` (every cover, picture and PDF upload of issue 24 §3).
 */
export const uploadThenReload =
  (send: (file: File) => Promise<unknown>, reload: () => Promise<unknown>, saved: string) => async (file: File) => {
    await send(file);
    await reload();
    return saved;
  };
