import type { StaffRole } from '@the-gate/contract/staff-rules';
import { Badge } from '@/components/ui/badge';
import { ROLE_LABELS } from '../layout/nav-items';

/** An account's state as a badge (issue 25 §3): Active or Disabled, and a staff role when it has one. */
export function AccountBadge({ isActive, staffRole }: { isActive: boolean; staffRole: StaffRole | null }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge variant={isActive ? 'success' : 'danger'}>{isActive ? 'Active' : 'Disabled'}</Badge>
      {staffRole && <Badge variant="secondary">{ROLE_LABELS[staffRole]}</Badge>}
    </span>
  );
}
