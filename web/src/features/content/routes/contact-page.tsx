import { type ReactNode, useId } from 'react';
import { Breadcrumb } from '@/components/breadcrumb';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ContactInformation, MapPlaceholder } from '../components/contact-details';
import { ContactFaq } from '../components/contact-faq';
import { t as common } from '../i18n/common';
import { t } from '../i18n/contact';

/**
 * `/contact` (B§2 "Contact page", CT-01..CT-05): the form, contact information, the map placeholder,
 * two FAQs. The form writes to the inbox, another feature, so the app hands it in as `form`.
 */
export function ContactPage({ form }: { form: ReactNode }) {
  useDocumentTitle(t('documentTitle'));
  const formHeadingId = useId();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
      <div>
        <Breadcrumb items={[{ label: common('home'), href: paths.home.href() }, { label: t('title') }]} />
        <header className="mt-4 max-w-3xl">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 text-slate-600">{t('intro')}</p>
        </header>
      </div>

      <div className="grid gap-8 lg:grid-cols-5">
        <section
          aria-labelledby={formHeadingId}
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-3"
        >
          <h2 id={formHeadingId} className="mb-5 text-xl font-semibold text-slate-900">
            {t('formTitle')}
          </h2>
          {form}
        </section>
        <div className="flex flex-col gap-6 lg:col-span-2">
          <ContactInformation />
          <MapPlaceholder />
        </div>
      </div>

      <ContactFaq />
    </div>
  );
}
