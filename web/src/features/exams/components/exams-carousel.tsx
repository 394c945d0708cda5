import type { Exam } from '@the-gate/contract/exams';
import { ClipboardCheck, Clock } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LinkedSection } from '@/components/linked-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useExams } from '../api/get-exams';
import { examPrice, examsForYearHref } from '../lib/exam-fields';

function ExamSlide({ exam }: { exam: Exam }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <Badge>{exam.examType}</Badge>
      </div>
      <h3 id={headingId} className="leading-snug font-semibold break-words text-slate-900">
        {exam.title}
      </h3>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        {exam.duration}
      </p>
      <p className="mt-auto text-lg font-bold text-slate-900">{examPrice(exam)}</p>
      <Button asChild variant="outline">
        <Link to={paths.exam.href(exam.id)} aria-label={`View Details: ${exam.title}`}>
          View Details
        </Link>
      </Button>
    </article>
  );
}

function SlidesSkeleton() {
  return (
    <div role="status" aria-label="Loading exams" className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
      {[1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-48" />
      ))}
    </div>
  );
}

/**
 * The year-level page's exams carousel (B§2, YL-04): that year's exams from the server, with
 * 'View All Exams' to the list filtered to the year. The spec's list was always empty; ours is real,
 * and "No exams found" shows only when the year really has none.
 */
export function ExamsCarousel({ yearGroup }: { yearGroup: string /* "Year 5" */ }) {
  const exams = useExams(yearGroup);
  const title = `${yearGroup} Exams`;

  let content: ReactNode;
  if (exams.isPending || (exams.isError && exams.isFetching)) content = <SlidesSkeleton />;
  else if (exams.isError)
    content = <ErrorState title="Failed to load exams" message={exams.error.message} onRetry={() => exams.refetch()} />;
  else if (exams.data.length === 0) content = <EmptyState message="No exams found" />;
  else
    content = (
      <Carousel label={`Exams for ${yearGroup}`}>
        <CarouselContent>
          {exams.data.map((exam) => (
            <CarouselItem key={exam.id}>
              <ExamSlide exam={exam} />
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselControls />
      </Carousel>
    );

  return (
    <LinkedSection
      icon={<ClipboardCheck className="size-5 text-brand-600" aria-hidden="true" />}
      title={title}
      linkTo={examsForYearHref(yearGroup)}
      linkLabel="View All Exams"
    >
      {content}
    </LinkedSection>
  );
}
