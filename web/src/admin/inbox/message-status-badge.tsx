import { MESSAGE_STATUS_LABELS, type MessageStatus } from '@the-gate/contract/admin-inbox';
import { Badge } from '@/components/ui/badge';

/** A message's New or Handled, the same in the inbox and on the message's page. */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <Badge variant={status === 'new' ? 'accent' : 'success'}>{MESSAGE_STATUS_LABELS[status]}</Badge>;
}
