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

const FACTS = [
  {
    icon: BookOpen,
    title: 'One programme, done well',
    text: 'Cambridge Checkpoint English First Language for Years 5 to 8: worksheets, presentations, exams, digital books and study notes.',
  },
  {
    icon: GraduationCap,
    title: 'For students and teachers',
    text: "Practice by year and skill for students, and professional-development courses in the Teachers' Hub.",
  },
  {
    icon: School,
    title: 'Made in Egypt',
    text: 'Priced in Egyptian pounds, paid by card, delivered digitally the moment your payment is confirmed.',
  },
] as const;

function InfoAboutTab() {
  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-3xl space-y-3 text-slate-700">
        <h2 className="text-lg font-semibold text-slate-900">Who we are</h2>
        <p>
          The Gate is an online shop and learning hub for Cambridge Checkpoint English First Language. We write and
          curate the materials that students in Years 5 to 8 need to read closely, write with purpose and walk into
          their Checkpoint exams with confidence, and the resources their teachers need to get them there.
        </p>
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
            More about The Gate
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
  useDocumentTitle('Information Center | The Gate');
  return (
    <>
      <InfoPromoBanner />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10">
        <header className="max-w-3xl">
          <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900 sm:text-4xl">
            <Info className="size-8 shrink-0 text-brand-600" aria-hidden="true" />
            Information Center
          </h1>
          <p className="mt-2 text-slate-600">
            Everything about The Gate in one place: who we are, where to follow us and how to reach us.
          </p>
        </header>
        <Tabs defaultValue="about">
          <TabsList aria-label="Information" className="flex-wrap">
            <TabsTrigger value="about">About Us</TabsTrigger>
            <TabsTrigger value="connect">Connect With Us</TabsTrigger>
            <TabsTrigger value="contact">Contact Info</TabsTrigger>
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
