import { ArrowRight, BookOpenCheck, Mail, Target, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Link } from '@/lib/router';
import { AboutValues } from '../components/about-values';

const OFFER = [
  'Worksheets, presentations and practice exams for every strand, by year',
  'Starter, Basic and Pro packages that bring a whole year together',
  'Digital books and study notes to read in the browser or download',
  "Courses for teachers in the Teachers' Hub",
] as const;

function AboutHero() {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-4 pt-14 pb-16 text-white">
      <div className="mx-auto max-w-7xl">
        <p className="mb-3 text-sm font-semibold tracking-wide text-accent-400 uppercase">About The Gate</p>
        <h1 className="max-w-3xl font-serif text-4xl leading-tight font-bold sm:text-5xl">
          Your gateway to Cambridge Checkpoint English
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">
          We are a team of English teachers and writers in Egypt who make learning materials for Cambridge Checkpoint
          English First Language, Years 5 to 8, for the students who sit it and the teachers who prepare them.
        </p>
      </div>
    </section>
  );
}

function AboutMission() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-8 lg:grid-cols-2 lg:items-start">
      <div className="flex flex-col gap-4">
        <h2 id={headingId} className="flex items-center gap-3 text-2xl font-bold text-slate-900 sm:text-3xl">
          <Target className="size-7 shrink-0 text-brand-600" aria-hidden="true" />
          Our Mission
        </h2>
        <p className="text-slate-700">
          To give every Checkpoint English student in Egypt materials as good as the best classroom: clear practice for
          each reading and writing skill, exams that feel like the real thing, and notes that explain the why, not just
          the answer.
        </p>
        <p className="text-slate-700">
          Teachers get the same care. Our resources follow the Cambridge curriculum framework year by year, so a lesson
          plan, a homework sheet and a mock exam all pull in the same direction.
        </p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <BookOpenCheck className="size-5 text-brand-600" aria-hidden="true" />
          What you will find here
        </h3>
        <ul className="mt-4 flex list-disc flex-col gap-2 ps-5 text-slate-700 marker:text-brand-600">
          {OFFER.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">
          Prices are in Egyptian pounds, payment is by card, and your materials are ready in My Materials as soon as the
          payment is confirmed.
        </p>
      </div>
    </section>
  );
}

function JoinOurCommunity() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-8 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="max-w-2xl">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          Join Our Community
        </h2>
        <p className="mt-2 text-slate-700">
          Create a free account to keep your materials and courses in one place, or tell us what your class needs next.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to={paths.signup.href()}>
            <UserPlus aria-hidden="true" />
            Sign Up
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.contact.href()}>
            <Mail aria-hidden="true" />
            Contact Us
            <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** `/about` (B§2, ABT-01..ABT-03): hero, mission, core values and Join Our Community. */
export function AboutPage() {
  useDocumentTitle('About Us | The Gate');
  return (
    <>
      <AboutHero />
      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 py-12 sm:py-16">
        <AboutMission />
        <AboutValues />
        <JoinOurCommunity />
      </div>
    </>
  );
}
