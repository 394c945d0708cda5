import type { OrderStatus } from '@the-gate/contract/order-status';
import { Badge } from '@/components/ui/badge';
import { t } from '../i18n';

const VARIANTS = {
  Completed: 'success',
  Pending: 'accent',
  Failed: 'danger',
  Refunded: 'secondary',
  'Partially refunded': 'outline',
} as const satisfies Record<OrderStatus, string>;

const LABELS = {
  Completed: t('statusCompleted'),
  Pending: t('statusPending'),
  Failed: t('statusFailed'),
  Refunded: t('statusRefunded'),
  'Partially refunded': t('statusPartiallyRefunded'),
} as const satisfies Record<OrderStatus, string>;

/** A payment's status in words and colour; the words carry the meaning, the colour only helps. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={VARIANTS[status]}>{LABELS[status]}</Badge>;
}
