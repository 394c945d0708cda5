import type { Exam } from '@the-gate/contract/exams';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { Breadcrumb, fromHome } from '@/components/breadcrumb';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Fact } from '@/components/item-facts';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { examCartItem, examPrice } from '../lib/exam-fields';
import { TakeExamButton } from './take-exam-button';

/** Home > The Gate Exams > the exam. */
export function ExamBreadcrumb({ title }: { title: string }) {
  return <Breadcrumb items={fromHome({ label: 'The Gate Exams', href: paths.exams.href() }, { label: title })} />;
}

/**
 * The server sends `paperUrl` for a free exam and, to a signed-in buyer, for an exam they own: then
 * the paper opens; otherwise the exam is for sale (issue 10: the detail page shows and sells it).
 */
function TakeOrBuy({ exam }: { exam: Exam }) {
  if (exam.paperUrl) {
    return (
      <div className="flex flex-col gap-2">
        <TakeExamButton exam={exam} size="lg" className="sm:self-start" />
        {!exam.isFree && <p className="text-sm font-medium text-emerald-700">You own this exam.</p>}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <AddToCartButton size="lg" className="sm:self-start" item={examCartItem(exam)} addedLabel="Added to Cart" />
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <ShieldCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        Secure payment • Instant access
      </p>
      <p className="text-sm text-slate-600">
        After purchase, the exam paper appears in{' '}
        <Link to={paths.myMaterials.href()} className="font-medium text-brand-600 hover:underline">
          My Materials
        </Link>
        .
      </p>
    </div>
  );
}

/** A loaded exam: cover, badges, title, description, facts, price, and Take Exam or Add to Cart. */
export function ExamDetail({ exam }: { exam: Exam }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <ExamBreadcrumb title={exam.title} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <FallbackImage
          src={exam.thumbnailPath}
          alt={exam.title}
          width={640}
          height={420}
          sizes={IMAGE_SIZES.detail}
          priority
          className="mx-auto aspect-[32/21] w-full max-w-md self-start rounded-xl border border-slate-200 bg-white object-contain shadow-sm lg:mx-0"
        />
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <Badge>{exam.examType}</Badge>
            <Badge variant="accent">{exam.yearGroup}</Badge>
            {exam.isFree && <Badge variant="success">Free</Badge>}
          </div>
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{exam.title}</h1>
          <p className="text-slate-700">{exam.description}</p>
          <dl className="grid grid-cols-2 gap-4 border-y border-slate-200 py-4 sm:grid-cols-3">
            <Fact label="Subject" value={exam.subject} />
            <Fact label="Year Level" value={exam.yearGroup} />
            <Fact label="Duration" value={exam.duration} />
            <Fact label="Questions" value={exam.questionCount} />
            <Fact label="Difficulty" value={exam.difficulty} />
          </dl>
          <p className="text-3xl font-bold text-slate-900">{examPrice(exam)}</p>
          <TakeOrBuy exam={exam} />
        </div>
      </div>
    </div>
  );
}
