import { useId } from 'react';
import { t } from '../i18n/contact';

/** Exactly the spec's two answers (B§2, B§9, CT-04); the questions are ours. */
export const CONTACT_FAQS = [
  { question: t('faqReplyQuestion'), answer: t('faqReplyAnswer') },
  { question: t('faqSupportQuestion'), answer: t('faqSupportAnswer') },
] as const;

/** Shown open rather than in an accordion: two short answers read faster than two clicks. */
export function ContactFaq() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        {t('faqTitle')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {CONTACT_FAQS.map(({ question, answer }) => (
          <li key={question} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="font-semibold text-slate-900">{question}</h3>
            <p className="mt-2 text-slate-600">{answer}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
