import type { ItemStatus } from '@the-gate/contract/item-status';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { formatWhen } from '../lib/format-when';
import { StatusBadge } from './status-badge';

/** The cover column's header: read out, not shown (the pictures say nothing the title does not). */
export const coverHeader = () => <span className="sr-only">Cover</span>;

/** A row's name, linking to its edit page. */
export function TitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-brand-700 underline underline-offset-2">
      {children}
    </Link>
  );
}

/** A status column's cell (decision 018). */
export const statusCell = (info: { getValue: () => ItemStatus }) => <StatusBadge status={info.getValue()} />;

/** An "Updated" column's cell: the date as the back office writes it, the exact one for machines. */
export const updatedCell = (info: { getValue: () => string }) => (
  <time dateTime={info.getValue()} className="whitespace-nowrap">
    {formatWhen(info.getValue())}
  </time>
);

/** A price column's cell, kept on one line. */
export const PriceText = ({ children }: { children: ReactNode }) => (
  <span className="whitespace-nowrap">{children}</span>
);
