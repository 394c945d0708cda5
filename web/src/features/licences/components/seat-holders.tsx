import type { SeatStatus } from '@the-gate/contract/licence-rules';
import type { SeatHolder } from '@the-gate/contract/licences';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { t } from '../i18n';

const STATUS = {
  Invited: { label: t('statusInvited'), variant: 'accent' },
  Active: { label: t('statusActive'), variant: 'success' },
} as const satisfies Record<SeatStatus, { label: string; variant: string }>;

type Props = {
  holders: SeatHolder[];
  /** The seat whose invitation is being sent again, to hold its button meanwhile. */
  resending: string | null;
  onResend: (holder: SeatHolder) => void;
  onRemove: (holder: SeatHolder) => void;
};

/**
 * Who holds a seat (issue 27 §5): each e-mail with its status in words (the colour only helps), the
 * buyer's own seat marked "You" and never removable, Resend while a seat is only Invited.
 */
export function SeatHolders({ holders, resending, onResend, onRemove }: Props) {
  return (
    <ul aria-label={t('holders')} className="divide-y divide-slate-100 border-y border-slate-100">
      {holders.map((holder) => (
        <li key={holder.seatId} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:gap-3">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
            <bdi className="min-w-0 text-sm wrap-anywhere text-slate-800">{holder.email}</bdi>
            <Badge variant={STATUS[holder.status].variant}>{STATUS[holder.status].label}</Badge>
            {holder.isBuyer && <Badge variant="secondary">{t('you')}</Badge>}
          </div>
          {!holder.isBuyer && (
            <div className="flex gap-2">
              {holder.status === 'Invited' && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('resendTo', { email: holder.email })}
                  disabled={resending === holder.seatId}
                  onClick={() => onResend(holder)}
                >
                  {t('resend')}
                </Button>
              )}
              <Button
                variant="ghostDanger"
                size="sm"
                aria-label={t('removeSeatOf', { email: holder.email })}
                onClick={() => onRemove(holder)}
              >
                {t('remove')}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
