import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useId } from 'react';
import { CONTACT } from '@/config/contact-details';
import { t as common, OPENING_HOURS } from '../i18n/common';
import { t } from '../i18n/contact';

const ICON = 'mt-0.5 size-5 shrink-0 text-brand-600';

/**
 * The contact information block (CT-02): the footer's phone, e-mail and New Cairo office and the
 * business hours of B§9, from the one list the information center also shows. Technical support
 * keeps its own, shorter hours (the FAQ, AMB-16).
 */
export function ContactInformation() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('informationTitle')}
      </h2>
      <address className="mt-4 flex flex-col gap-4 text-slate-700 not-italic">
        <p className="flex gap-3">
          <Phone className={ICON} aria-hidden="true" />
          <span>
            <span className="block text-sm font-medium text-slate-900">{t('phone')}</span>
            <a href={CONTACT.phoneHref} dir="ltr" className="hover:text-brand-700 hover:underline">
              {CONTACT.phone}
            </a>
          </span>
        </p>
        <p className="flex gap-3">
          <Mail className={ICON} aria-hidden="true" />
          <span>
            <span className="block text-sm font-medium text-slate-900">{t('email')}</span>
            <a href={`mailto:${CONTACT.email}`} dir="ltr" className="break-all hover:text-brand-700 hover:underline">
              {CONTACT.email}
            </a>
          </span>
        </p>
        <p className="flex gap-3">
          <MapPin className={ICON} aria-hidden="true" />
          <span>
            <span className="block text-sm font-medium text-slate-900">{t('office')}</span>
            {common('address')}
          </span>
        </p>
      </address>
      <div className="mt-4 flex gap-3 text-slate-700">
        <Clock className={ICON} aria-hidden="true" />
        <div>
          <h3 className="text-sm font-medium text-slate-900">{t('officeHours')}</h3>
          <dl className="mt-1 grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5 text-sm">
            {OPENING_HOURS.map(({ days, hours }) => (
              <div key={days} className="contents">
                <dt>{days}</dt>
                <dd>
                  <bdi>{hours}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}

/** The map placeholder (CT-03): the spec has no map yet, only this box. */
export function MapPlaceholder() {
  return (
    <div className="flex min-h-56 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-100 p-6 text-center text-slate-600">
      <MapPin className="size-8 text-slate-400" aria-hidden="true" />
      <p className="font-medium">{t('mapComingSoon')}</p>
    </div>
  );
}
