import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useId } from 'react';
import { CONTACT } from '@/config/contact-details';
import { t as common, OPENING_HOURS } from '../i18n/common';
import { t } from '../i18n/info';

/**
 * 'Contact Info' (INFO-06..INFO-08): phone, e-mail, address, business hours, the 24/7 online chat
 * note and an empty map placeholder. The chat note and the hours are B's texts as given (AMB-16).
 */
export function InfoContactTab() {
  const detailsId = useId();
  const hoursId = useId();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-6">
        <section aria-labelledby={detailsId} className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 id={detailsId} className="text-lg font-semibold text-slate-900">
            {t('getInTouch')}
          </h2>
          <address className="mt-4 flex flex-col gap-3 text-slate-700 not-italic">
            <p className="flex items-center gap-3">
              <Phone className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="sr-only">{t('phoneLabel')}</span>
              <a href={CONTACT.phoneHref} dir="ltr" className="hover:underline">
                {CONTACT.phone}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <Mail className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="sr-only">{t('emailLabel')}</span>
              <a href={`mailto:${CONTACT.email}`} dir="ltr" className="hover:underline">
                {CONTACT.email}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <MapPin className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="sr-only">{t('addressLabel')}</span>
              {common('address')}
            </p>
          </address>
        </section>
        <section aria-labelledby={hoursId} className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 id={hoursId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Clock className="size-5 text-brand-600" aria-hidden="true" />
            {t('businessHours')}
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-700">
            {OPENING_HOURS.map((row) => (
              <div key={row.days} className="contents">
                <dt className="font-medium">{row.days}</dt>
                <dd>
                  <bdi>{row.hours}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
            <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
            {t('chatSupport')}
          </p>
        </section>
      </div>
      {/* B§2: an empty map placeholder; no map service is loaded. */}
      <div
        role="img"
        aria-label={t('mapPlaceholder')}
        className="flex min-h-64 items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-100"
      >
        <MapPin className="size-10 text-slate-300" aria-hidden="true" />
      </div>
    </div>
  );
}
