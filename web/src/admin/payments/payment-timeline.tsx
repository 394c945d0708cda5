import { formatWhen } from '../lib/format-when';
import type { TimelineEvent } from './api';
import { DetailSection } from './detail-section';

/**
 * What happened to the payment, oldest first (issue 25 §1): initiated, Paymob's callbacks and
 * inquiries, refunds, receipts; who did it when a member of staff did.
 */
export function TimelineSection({ events }: { events: TimelineEvent[] }) {
  return (
    <DetailSection title="Timeline">
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing recorded yet.</p>
      ) : (
        <ol className="space-y-3 border-s-2 border-slate-200 ps-4 text-sm">
          {events.map((event, index) => (
            // Events have no id; their order is the server's and never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: the timeline is append-only.
            <li key={index} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -start-[1.3rem] size-2.5 rounded-full border-2 border-white bg-brand-600"
              />
              <time dateTime={event.at} className="block text-slate-600">
                {formatWhen(event.at)}
              </time>
              <span className="block">{event.summary}</span>
              {event.actor && <span className="block text-slate-600">By {event.actor}</span>}
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
