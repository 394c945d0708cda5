import { useEffect } from 'react';

/** A back-office page's heading, also its tab title. */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | Back office | The Gate`;
  }, [title]);
  return <h1 className="mb-6 text-2xl font-semibold">{title}</h1>;
}
