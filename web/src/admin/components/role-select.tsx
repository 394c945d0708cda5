import { STAFF_ROLES } from '@the-gate/contract/staff-rules';
import type { ComponentProps } from 'react';
import { borderColour } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { ROLE_LABELS } from '../layout/nav-items';

/** A staff role to choose, as a native select (keyboard and screen readers know it everywhere). */
export function RoleSelect({
  invalid,
  className,
  ...props
}: ComponentProps<'select'> & { invalid?: boolean | undefined }) {
  return (
    <select
      className={cn(
        'h-10 rounded-lg border bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60',
        borderColour(invalid),
        className,
      )}
      {...props}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}
