import type { OrderStatus } from '@the-gate/contract/order-status';
import { Badge } from '@/components/ui/badge';

const VARIANTS = {
  Pending: 'accent',
  Completed: 'success',
  Failed: 'danger',
  Refunded: 'secondary',
  'Partially refunded': 'outline',
} as const satisfies Record<OrderStatus, string>;

/** A payment's order status (contract/src/order-status.ts) as a badge, the same in the list and the detail. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={VARIANTS[status] ?? 'secondary'} className="whitespace-nowrap">
      {status}
    </Badge>
  );
}
