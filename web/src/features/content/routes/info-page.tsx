import { ArrowRight, BookOpen, GraduationCap, Info, School } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/lib/router';
import { InfoConnectTab } from '../components/info-connect-tab';
import { InfoContactTab } from '../components/info-contact-tab';
import { InfoPromoBanner } from '../components/info-promo-banner';
import { t } from '../i18n/info';

const FACTS = [
  {
    icon: BookOpen,
    title: t('factProgramme'),
    text: t('factProgrammeText'),
  },
  {
    icon: GraduationCap,
    title: t('factAudience'),
    text: t('factAudienceText'),
  },
  {
    icon: School,
    title: t('factEgypt'),
    text: t('factEgyptText'),
  },
] as const;

function InfoAboutTab() {
  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-3xl space-y-3 text-slate-700">
        <h2 className="text-lg font-semibold text-slate-900">{t('whoWeAre')}</h2>
        <p>{t('whoWeAreText')}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {FACTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-5">
            <Icon className="size-6 text-brand-600" aria-hidden="true" />
            <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
      <div>
        <Button asChild variant="outline">
          <Link to={paths.about.href()}>
            {t('moreAbout')}
            <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * `/info`, the information center (B§2, INFO-01..INFO-08): a promo banner over three tabs. The
 * newsletter sign-up of the Connect tab comes from the inbox feature; the app hands it in.
 */
export function InfoPage({ newsletter }: { newsletter: ReactNode }) {
  useDocumentTitle(t('documentTitle'));
  return (
    <>
      <InfoPromoBanner />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10">
        <header className="max-w-3xl">
          <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900 sm:text-4xl">
            <Info className="size-8 shrink-0 text-brand-600" aria-hidden="true" />
            {t('title')}
          </h1>
          <p className="mt-2 text-slate-600">{t('intro')}</p>
        </header>
        <Tabs defaultValue="about">
          <TabsList aria-label={t('tabsLabel')} className="flex-wrap">
            <TabsTrigger value="about">{t('tabAbout')}</TabsTrigger>
            <TabsTrigger value="connect">{t('tabConnect')}</TabsTrigger>
            <TabsTrigger value="contact">{t('tabContact')}</TabsTrigger>
          </TabsList>
          <TabsContent value="about" margin="mt-6">
            <InfoAboutTab />
          </TabsContent>
          <TabsContent value="connect" margin="mt-6">
            <InfoConnectTab newsletter={newsletter} />
          </TabsContent>
          <TabsContent value="contact" margin="mt-6">
            <InfoContactTab />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
