import type { Exam } from '@the-gate/contract/exams';
import { ClipboardCheck, Clock } from 'lucide-react';
import { CarouselSection } from '@/components/item-carousel';
import { CardFacts, ProductCard, ViewDetailsLink } from '@/components/product-card';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useExams } from '../api/get-exams';
import { examPrice, examsForYearHref } from '../lib/exam-fields';

function ExamSlide({ exam }: { exam: Exam }) {
  return (
    <ProductCard
      title={exam.title}
      headingLevel="h3"
      badges={[<Badge key="type">{exam.examType}</Badge>]}
      price={examPrice(exam)}
      actions={<ViewDetailsLink to={paths.exam.href(exam.id)} name={exam.title} />}
    >
      <CardFacts facts={[{ icon: Clock, value: exam.duration }]} />
    </ProductCard>
  );
}

/**
 * The year-level page's exams carousel (B§2, YL-04): that year's exams from the server, with
 * 'View All Exams' to the list filtered to the year. The spec's list was always empty; ours is real,
 * and "No exams found" shows only when the year really has none.
 */
export function ExamsCarousel({ yearGroup }: { yearGroup: string /* "Year 5" */ }) {
  return (
    <CarouselSection
      title={`${yearGroup} Exams`}
      label={`Exams for ${yearGroup}`}
      icon={ClipboardCheck}
      link={{ to: examsForYearHref(yearGroup), label: 'View All Exams' }}
      query={useExams(yearGroup)}
      loadingLabel="Loading exams"
      slideClassName="h-48"
      errorTitle="Failed to load exams"
      emptyText="No exams found"
    >
      {(exam) => <ExamSlide exam={exam} />}
    </CarouselSection>
  );
}
