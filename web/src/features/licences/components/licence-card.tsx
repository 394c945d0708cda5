import type { Licence, SeatHolder } from '@the-gate/contract/licences';
import type { PaymentItemType } from '@the-gate/contract/payment-rules';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Message } from '@/lib/i18n/message';
import { useRemoveSeat } from '../api/remove-seat';
import { useResendInvitation } from '../api/resend-invitation';
import { t } from '../i18n';
import { AddSeats } from './add-seats';
import { ConfirmDialog, focusedElement } from './confirm-dialog';
import { failureMessage, InviteForm } from './invite-form';
import { SeatHolders } from './seat-holders';

const TYPE_LABELS = {
  Material: t('typeMaterial'),
  Course: t('typeCourse'),
  MaterialGroup: t('typeMaterialGroup'),
  Exam: t('typeExam'),
} as const satisfies Record<PaymentItemType, string>;

const toast = (message: string) =>
  // The toast library loads on first use, not with the page (first-load budget; see app.tsx).
  void import('sonner').then(({ toast }) => toast.success(message));

/**
 * One licence of My Licences (issue 27 §5): its item, how many of its seats are used, the purchase it
 * came with, who holds each seat, and the ways to change that: invite, resend, remove, add seats.
 */
export function LicenceCard({ licence }: { licence: Licence }) {
  const headingId = `licence-${licence.id}`;
  const referenceId = `${headingId}-reference`;
  const resend = useResendInvitation(licence.id);
  const remove = useRemoveSeat(licence.id);
  const [removing, setRemoving] = useState<SeatHolder | null>(null);
  const removeButton = useRef<HTMLElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const full = licence.used >= licence.seats;

  async function resendTo(holder: SeatHolder) {
    setProblem(null);
    try {
      await resend.mutateAsync(holder.seatId);
      toast(t('resent', { email: holder.email }));
    } catch (error) {
      setProblem(failureMessage(error));
    }
  }

  async function confirmRemove() {
    const holder = removing;
    setRemoving(null);
    if (!holder) return;
    setProblem(null);
    try {
      await remove.mutateAsync(holder.seatId);
      toast(t('removed', { email: holder.email }));
    } catch (error) {
      setProblem(failureMessage(error));
    }
  }

  return (
    <article
      aria-labelledby={`${headingId} ${referenceId}`}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          {/* The catalogue's English title reads left to right inside an Arabic page too, in its own
              run (issue 26 §3); the heading stays on the page's side, as every card's does. */}
          <h2 id={headingId} className="min-w-0 text-lg font-semibold wrap-anywhere text-slate-900">
            <bdi>{licence.title}</bdi>
          </h2>
          <Badge>{TYPE_LABELS[licence.itemType]}</Badge>
        </div>
        <p className="font-medium text-slate-800">{t('seatsUsed', { used: licence.used, seats: licence.seats })}</p>
        <p id={referenceId} className="text-sm wrap-anywhere text-slate-500">
          <Message t={t} id="purchase" values={{ reference: licence.paymentReference }} components={{ 0: <bdi /> }} />
        </p>
      </header>
      <SeatHolders
        holders={licence.holders}
        resending={resend.isPending ? (resend.variables ?? null) : null}
        onResend={resendTo}
        onRemove={(holder) => {
          removeButton.current = focusedElement();
          setRemoving(holder);
        }}
      />
      <p role="alert" className="text-sm text-red-700 empty:hidden">
        {problem}
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        {full ? (
          <p className="self-start rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{t('full')}</p>
        ) : (
          <InviteForm licenceId={licence.id} />
        )}
        <AddSeats licence={licence} />
      </div>
      <ConfirmDialog
        title={removing && t('removeTitle', { email: removing.email })}
        description={t('removeDescription', { title: licence.title })}
        confirmLabel={t('removeConfirm')}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
        opener={removeButton.current}
      />
    </article>
  );
}
