import { type ReactNode, useId } from 'react';

/** Both legal pages (B§9, TOS-02, PRV-06). */
export const LEGAL_LAST_UPDATED = 'April 14, 2025';
const LEGAL_LAST_UPDATED_ISO = '2025-04-14';

/** The page title, the date and the opening paragraph of a legal page. */
export function LegalHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="flex flex-col gap-3 border-b border-slate-200 pb-6">
      <h1 className="font-serif text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="text-sm text-slate-600">
        Last updated: <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time>
      </p>
      <div className="max-w-3xl text-slate-700">{children}</div>
    </header>
  );
}

/** Running text of a legal section: paragraphs, bullet lists and links, readable without a prose plugin. */
export const legalProse =
  'flex flex-col gap-3 text-slate-700 leading-relaxed [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1.5 [&_ul]:ps-5';

/** `id` makes the section an anchor target; sections without one cannot be linked to. */
type SectionProps = { id?: string; title: string; number?: number; children: ReactNode };

/**
 * One section under an h2. `scroll-mt` keeps its heading clear of the fixed navigation bar when an
 * anchor scrolls to it; `tabIndex={-1}` lets a quick-navigation link move focus there.
 */
export function LegalSection({ id, title, number, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={id ? -1 : undefined}
      className="scroll-mt-24 rounded-md focus:outline-none"
    >
      <h2 id={headingId} className="mb-3 text-xl font-semibold text-slate-900">
        {number === undefined ? title : `${number}. ${title}`}
      </h2>
      <div className={legalProse}>{children}</div>
    </section>
  );
}
