import type { Exam } from '@the-gate/contract/exams';
import { Clock, Gauge, ListChecks } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { FallbackImage, IMAGE_SIZES } from '@/components/fallback-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { examPrice, questionsLabel } from '../lib/exam-fields';
import { TakeExamButton } from './take-exam-button';

/** One line of the card's facts; the term is for screen readers, the icon says it to the eye. */
function CardFact({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5">
      {icon}
      <dt className="sr-only">{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * An exam card (EX-05): thumbnail, type and year badges, title, duration, question count,
 * difficulty, price ("Free" for a free exam, EX-11), 'View Details' and 'Take Exam'.
 */
export function ExamCard({ exam }: { exam: Exam }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <FallbackImage
        src={exam.thumbnailPath}
        alt={exam.title}
        width={640}
        height={420}
        sizes={IMAGE_SIZES.card}
        className="aspect-video w-full bg-slate-100 object-contain"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-2">
          <Badge>{exam.examType}</Badge>
          <Badge variant="accent">{exam.yearGroup}</Badge>
        </div>
        <h2 id={headingId} className="text-base leading-snug font-semibold break-words text-slate-900">
          {exam.title}
        </h2>
        <p className="line-clamp-2 text-sm text-slate-600">{exam.description}</p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <CardFact icon={<Clock className="size-4" aria-hidden="true" />} term="Duration" value={exam.duration} />
          <CardFact
            icon={<ListChecks className="size-4" aria-hidden="true" />}
            term="Questions"
            value={questionsLabel(exam.questionCount)}
          />
          <CardFact icon={<Gauge className="size-4" aria-hidden="true" />} term="Difficulty" value={exam.difficulty} />
        </dl>
        <p className="mt-auto text-lg font-bold text-slate-900">{examPrice(exam)}</p>
        <div className="flex flex-wrap gap-2 *:flex-1">
          <Button asChild variant="outline">
            <Link to={paths.exam.href(exam.id)} aria-label={`View Details: ${exam.title}`}>
              View Details
            </Link>
          </Button>
          <TakeExamButton exam={exam} named />
        </div>
      </div>
    </article>
  );
}
