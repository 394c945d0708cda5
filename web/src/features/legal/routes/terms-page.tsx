import { ListChecks } from 'lucide-react';
import { useId } from 'react';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LegalHeader } from '../components/legal-document';
import { TermsSections } from '../components/terms-sections';
import { t } from '../i18n/terms';

/** B§2's four key points (TOS-03). */
export const TERMS_KEY_POINTS = [
  t('keyPointAge'),
  t('keyPointChanges'),
  t('keyPointLogin'),
  t('keyPointMisuse'),
] as const;

function KeyPoints() {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className="rounded-xl border border-brand-100 bg-brand-50 p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ListChecks className="size-5 text-brand-600" aria-hidden="true" />
        {t('keyPointsTitle')}
      </h2>
      <ul className="mt-3 flex list-disc flex-col gap-2 ps-5 text-slate-700 marker:text-brand-600">
        {TERMS_KEY_POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </aside>
  );
}

/** `/terms` (B§2, TOS-01..TOS-04): eleven numbered sections under the key points. */
export function TermsPage() {
  useDocumentTitle(t('documentTitle'));
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10 sm:py-14">
      <LegalHeader title={t('title')} englishHref={paths.terms.href()}>
        <p>{t('intro')}</p>
      </LegalHeader>
      <KeyPoints />
      <TermsSections />
    </article>
  );
}
