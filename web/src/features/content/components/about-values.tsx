import { Award, HeartHandshake, Lightbulb, type LucideIcon, Users } from 'lucide-react';
import { useId } from 'react';
import { t } from '../i18n/about';

/** Exactly these four, in this order (B§2, ABT-02). */
export const CORE_VALUES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: t('valueExcellence'),
    text: t('valueExcellenceText'),
    icon: Award,
  },
  {
    title: t('valueCollaboration'),
    text: t('valueCollaborationText'),
    icon: Users,
  },
  {
    title: t('valueInnovation'),
    text: t('valueInnovationText'),
    icon: Lightbulb,
  },
  {
    title: t('valueAccessibility'),
    text: t('valueAccessibilityText'),
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
          {t('valuesTitle')}
        </h2>
        <p className="mt-2 text-slate-600">{t('valuesIntro')}</p>
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
