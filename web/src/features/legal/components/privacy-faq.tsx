import { useId } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

/** Four questions (PRV-03). */
export const PRIVACY_FAQ = [
  {
    question: 'Do you sell my personal information?',
    answer:
      'No. We never sell your personal information or share it with advertisers. We pass on only what Paymob needs to take your payment, and what the companies that host our site and send our e-mails need to do that for us.',
  },
  {
    question: 'Do you store my card details?',
    answer:
      "No. You pay on Paymob's secure payment page, so your card number never reaches our servers. We only receive the result of the payment and its reference.",
  },
  {
    question: 'How can I see, change or delete my data?',
    answer:
      'From your account settings. Until those are available in your profile, e-mail us from the address on your account and we will send you a copy, correct it or delete it within 30 days.',
  },
  {
    question: 'Can my child use The Gate?',
    answer:
      'Yes, with your consent if they are under 16. If we find that we hold information about a child under 16 without a parent’s consent, we delete it.',
  },
] as const;

/** One answer open at a time, and the open one closes on a second click (PRV-03). */
export function PrivacyFaq() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white px-6 pt-6 pb-2">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Frequently Asked Questions
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
