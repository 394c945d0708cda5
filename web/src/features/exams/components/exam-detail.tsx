import type { Exam } from '@the-gate/contract/exams';
import { ShieldCheck } from 'lucide-react';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { fromHome } from '@/components/breadcrumb';
import { IMAGE_SIZES } from '@/components/fallback-image';
import { ItemDetail } from '@/components/item-detail';
import { Fact } from '@/components/item-facts';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { examCartItem, examPrice } from '../lib/exam-fields';
import { TakeExamButton } from './take-exam-button';

/** Home > The Gate Exams > the exam. */
export const examCrumbs = (title: string) =>
  fromHome({ label: 'The Gate Exams', href: paths.exams.href() }, { label: title });

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

/** A loaded exam: cover, badges, title, description, price, Take Exam or Add to Cart, and its facts. */
export function ExamDetail({ exam }: { exam: Exam }) {
  return (
    <ItemDetail
      crumbs={examCrumbs(exam.title)}
      image={{
        src: exam.thumbnailPath,
        alt: exam.title,
        width: 640,
        height: 420,
        aspect: 'aspect-[32/21]',
        sizes: IMAGE_SIZES.detail,
        maxWidth: 'max-w-md',
      }}
      badges={
        <>
          <Badge>{exam.examType}</Badge>
          <Badge variant="accent">{exam.yearGroup}</Badge>
          {exam.isFree && <Badge variant="success">Free</Badge>}
        </>
      }
      title={exam.title}
      summary={exam.description}
      price={examPrice(exam)}
      actions={<TakeOrBuy exam={exam} />}
      facts={
        <>
          <Fact label="Subject" value={exam.subject} />
          <Fact label="Year Level" value={exam.yearGroup} />
          <Fact label="Duration" value={exam.duration} />
          <Fact label="Questions" value={exam.questionCount} />
          <Fact label="Difficulty" value={exam.difficulty} />
        </>
      }
    />
  );
}
