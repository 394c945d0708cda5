import type { Exam } from '@the-gate/contract/exams';
import { Clock, Gauge, ListChecks } from 'lucide-react';
import { CardFacts, ProductCard, ViewDetailsLink } from '@/components/product-card';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { examTypeLabel, t, yearLabel } from '../i18n';
import { difficultyLabel, durationLabel, examPrice, questionsLabel } from '../lib/exam-fields';
import { TakeExamButton } from './take-exam-button';

/**
 * An exam card (EX-05): thumbnail, type and year badges, title, duration, question count,
 * difficulty, price ("Free" for a free exam, EX-11), 'View Details' and 'Take Exam'. Each fact's
 * term is for screen readers; its icon says it to the eye.
 */
export function ExamCard({ exam }: { exam: Exam }) {
  return (
    <ProductCard
      title={exam.title}
      image={{ src: exam.thumbnailPath, alt: exam.title, width: 640, height: 420, aspect: 'aspect-video' }}
      badges={[
        <Badge key="type">{examTypeLabel(exam.examType)}</Badge>,
        <Badge key="year" variant="accent">
          {yearLabel(exam.yearGroup)}
        </Badge>,
      ]}
      description={exam.description}
      price={examPrice(exam)}
      actions={
        <>
          <ViewDetailsLink to={paths.exam.href(exam.id)} name={exam.title} />
          <TakeExamButton exam={exam} named />
        </>
      }
    >
      <CardFacts
        facts={[
          { icon: Clock, term: t('durationTerm'), value: durationLabel(exam) },
          { icon: ListChecks, term: t('questionsTerm'), value: questionsLabel(exam.questionCount) },
          { icon: Gauge, term: t('difficultyTerm'), value: difficultyLabel(exam) },
        ]}
      />
    </ProductCard>
  );
}
