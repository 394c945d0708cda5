import { Award, HeartHandshake, Lightbulb, type LucideIcon, Users } from 'lucide-react';
import { useId } from 'react';

/** Exactly these four, in this order (B§2, ABT-02). */
export const CORE_VALUES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Excellence',
    text: 'Every worksheet, presentation and exam is written to the Cambridge Checkpoint English framework and checked by experienced teachers before it reaches you.',
    icon: Award,
  },
  {
    title: 'Collaboration',
    text: 'We build our materials with the teachers, parents and schools who use them, and we change them when their feedback tells us to.',
    icon: Users,
  },
  {
    title: 'Innovation',
    text: 'Digital books, in-browser reading and courses for teachers: new ways to practise reading and writing, without losing what works on paper.',
    icon: Lightbulb,
  },
  {
    title: 'Accessibility',
    text: 'Fair prices in Egyptian pounds, free materials to start with, and pages that work on any phone, with a keyboard or a screen reader.',
    icon: HeartHandshake,
  },
];

/** The About page's core values (ABT-02). */
export function AboutValues() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="max-w-2xl">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Our Core Values
        </h2>
        <p className="mt-2 text-slate-600">Four ideas behind every material we publish.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CORE_VALUES.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
              <Icon className="size-6 text-brand-600" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
            <p className="text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
