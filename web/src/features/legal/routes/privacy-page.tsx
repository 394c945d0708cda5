import { ShieldCheck } from 'lucide-react';
import { useEffect, useId } from 'react';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLocation } from '@/lib/router';
import { LegalHeader } from '../components/legal-document';
import { PrivacyFaq } from '../components/privacy-faq';
import { PrivacyQuickNav, scrollToSection } from '../components/privacy-quick-nav';
import { PRIVACY_ANCHORS, PrivacySections } from '../components/privacy-sections';
import { t } from '../i18n/privacy';

/** PRV-04: the data protection notice names GDPR and CCPA. */
function DataProtectionNotice() {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className="flex gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-6">
      <ShieldCheck className="size-6 shrink-0 text-emerald-700" aria-hidden="true" />
      <div>
        <h2 id={headingId} className="font-semibold text-slate-900">
          {t('protectionTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('protectionText')}</p>
      </div>
    </aside>
  );
}

/**
 * `/privacy` (B§2, PRV-01..PRV-06). An address that ends in one of the anchors, e.g. a link to
 * /privacy#children-privacy, lands on that section once the page is shown.
 */
export function PrivacyPage() {
  useDocumentTitle(t('documentTitle'));
  const { hash } = useLocation();

  useEffect(() => {
    const id = hash.slice(1);
    if (PRIVACY_ANCHORS.some((anchor) => anchor.id === id)) scrollToSection(id);
  }, [hash]);

  return (
    <article className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:py-14">
      <LegalHeader title={t('title')} englishHref={paths.privacy.href()}>
        <p>{t('intro')}</p>
      </LegalHeader>
      <div className="grid gap-10 lg:grid-cols-[14rem_1fr]">
        <PrivacyQuickNav className="lg:sticky lg:top-20 lg:self-start" />
        <div className="flex min-w-0 flex-col gap-10">
          <PrivacySections />
          <DataProtectionNotice />
          <PrivacyFaq />
        </div>
      </div>
    </article>
  );
}
