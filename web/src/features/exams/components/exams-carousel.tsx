import type { Exam } from '@the-gate/contract/exams';
import { ClipboardCheck, Clock } from 'lucide-react';
import { CarouselSection } from '@/components/item-carousel';
import { CardFacts, ProductCard, ViewDetailsLink } from '@/components/product-card';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useExams } from '../api/get-exams';
import { examTypeLabel, t, yearNumber } from '../i18n';
import { durationLabel, examPrice, examsForYearHref } from '../lib/exam-fields';

function ExamSlide({ exam }: { exam: Exam }) {
  return (
    <ProductCard
      title={exam.title}
      headingLevel="h3"
      badges={[<Badge key="type">{examTypeLabel(exam.examType)}</Badge>]}
      price={examPrice(exam)}
      actions={<ViewDetailsLink to={paths.exam.href(exam.id)} name={exam.title} />}
    >
      <CardFacts facts={[{ icon: Clock, value: durationLabel(exam) }]} />
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
      title={t('yearExams', { n: yearNumber(yearGroup) })}
      label={t('examsForYear', { n: yearNumber(yearGroup) })}
      icon={ClipboardCheck}
      link={{ to: examsForYearHref(yearGroup), label: t('viewAllExams') }}
      query={useExams(yearGroup)}
      loadingLabel={t('loadingExams')}
      slideClassName="h-48"
      errorTitle={t('examsLoadFailed')}
      emptyText={t('noExamsFound')}
    >
      {(exam) => <ExamSlide exam={exam} />}
    </CarouselSection>
  );
}
