import type { ItemStatus } from '@the-gate/contract/item-status';
import { Badge } from '@/components/ui/badge';

/** A status as the back office names it (decision 018). */
export const STATUS_LABELS: Record<ItemStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

const STATUS_VARIANTS = { draft: 'accent', published: 'success', archived: 'secondary' } as const;

/** An item's status as a badge, the same in every list and edit page. */
export function StatusBadge({ status }: { status: ItemStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
