import { useId } from 'react';
import { t } from '../i18n';
import type { ConsultationControl } from '../lib/consultation-slot';

type Props = { consultation: ConsultationControl; title?: string; text?: string; topic?: string };

/** The closing call to action of the school pages: a line of text and 'Request a Consultation'. */
export function SchoolsConsultationBand({
  consultation: Consultation,
  title = t('bandTitle'),
  text = t('bandText'),
  topic,
}: Props) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="max-w-2xl">
        <h2 id={headingId} className="text-xl font-semibold sm:text-2xl">
          {title}
        </h2>
        <p className="mt-2 text-brand-100">{text}</p>
      </div>
      <Consultation topic={topic} triggerClassName="shrink-0" />
    </section>
  );
}
