import { useId } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { t } from '../i18n/privacy';

/** Four questions (PRV-03). */
export const PRIVACY_FAQ = [
  { question: t('faqSellQuestion'), answer: t('faqSellAnswer') },
  { question: t('faqCardQuestion'), answer: t('faqCardAnswer') },
  { question: t('faqDataQuestion'), answer: t('faqDataAnswer') },
  { question: t('faqChildQuestion'), answer: t('faqChildAnswer') },
] as const;

/** One answer open at a time, and the open one closes on a second click (PRV-03). */
export function PrivacyFaq() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white px-6 pt-6 pb-2">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('faqTitle')}
      </h2>
      <Accordion type="single" collapsible className="mt-2">
        {PRIVACY_FAQ.map((item) => (
          <AccordionItem key={item.question} value={item.question}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent className="text-slate-700">{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
