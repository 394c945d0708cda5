import { ExternalLink } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { SOCIAL_LINKS } from '@/config/contact-details';
import { t } from '../i18n/info';

/**
 * 'Connect With Us' (INFO-04, INFO-05): the four social pages and the newsletter sign-up. The
 * sign-up form writes to the inbox, another feature, so the app hands it in as `newsletter`.
 */
export function InfoConnectTab({ newsletter }: { newsletter: ReactNode }) {
  const socialId = useId();
  const newsletterId = useId();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby={socialId} className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id={socialId} className="text-lg font-semibold text-slate-900">
          {t('followTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('followText')}</p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-4 py-3 font-medium text-slate-800 hover:border-brand-200 hover:bg-brand-50 hover:text-brand-700"
              >
                {link.name}
                <ExternalLink className="size-4 text-slate-400" aria-hidden="true" />
                <span className="sr-only">{t('opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={newsletterId} className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id={newsletterId} className="text-lg font-semibold text-slate-900">
          {t('newsletterTitle')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">{t('newsletterText')}</p>
        {newsletter}
      </section>
    </div>
  );
}
