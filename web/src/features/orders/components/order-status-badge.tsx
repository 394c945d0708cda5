import type { OrderStatus } from '@the-gate/contract/order-status';
import { Badge } from '@/components/ui/badge';

const VARIANTS = {
  Completed: 'success',
  Pending: 'accent',
  Failed: 'danger',
  Refunded: 'secondary',
  'Partially refunded': 'outline',
} as const satisfies Record<OrderStatus, string>;

/** A payment's status in words and colour; the words carry the meaning, the colour only helps. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={VARIANTS[status]}>{status}</Badge>;
}
