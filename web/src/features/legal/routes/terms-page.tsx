import { ListChecks } from 'lucide-react';
import { useId } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LegalHeader } from '../components/legal-document';
import { TermsSections } from '../components/terms-sections';

/** B§2's four key points (TOS-03). */
export const TERMS_KEY_POINTS = [
  'You must be at least 16 years old, or have the consent of a parent or guardian, to use The Gate.',
  "These terms may change; we give you 30 days' notice before a change takes effect.",
  'Keep your login secure: your password is yours alone, and you are responsible for your account.',
  'Do not misuse the services: paid materials are for you or your own classes, not for sharing or resale.',
] as const;

function KeyPoints() {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className="rounded-xl border border-brand-100 bg-brand-50 p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ListChecks className="size-5 text-brand-600" aria-hidden="true" />
        Key points
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
  useDocumentTitle('Terms of Service | The Gate');
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10 sm:py-14">
      <LegalHeader title="Terms of Service">
        <p>
          The rules for using The Gate and the digital materials you buy from us. Please read them carefully: they are a
          binding agreement between you and The Gate.
        </p>
      </LegalHeader>
      <KeyPoints />
      <TermsSections />
    </article>
  );
}
