import type { ReactNode } from 'react';

/**
 * An amount as the shop writes it ("EGP 1,500.00", "(−EGP 35.90)"): one piece that never breaks
 * across lines, neither at its space nor inside the number (issue 23 §7).
 */
export function Amount({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
}
