import { useEffect } from 'react';

/**
 * A back-office page's heading, also its tab title. `inline`: the heading shares its line with the
 * page's buttons, which space it from what follows.
 */
export function PageTitle({ title, inline = false }: { title: string; inline?: boolean }) {
  useEffect(() => {
    document.title = `${title} | Back office | The Gate`;
  }, [title]);
  return <h1 className={inline ? 'text-2xl font-semibold' : 'mb-6 text-2xl font-semibold'}>{title}</h1>;
}
