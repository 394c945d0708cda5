import type { Exam } from '@the-gate/contract/exams';
import { ShieldCheck } from 'lucide-react';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { fromHome } from '@/components/breadcrumb';
import { IMAGE_SIZES } from '@/components/fallback-image';
import { ItemDetail } from '@/components/item-detail';
import { Fact } from '@/components/item-facts';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { Message } from '@/lib/i18n/message';
import { Link } from '@/lib/router';
import { examTypeLabel, subjectLabel, t, yearLabel } from '../i18n';
import { difficultyLabel, durationLabel, examCartItem, examPrice } from '../lib/exam-fields';
import { TakeExamButton } from './take-exam-button';

/** Home > The Gate Exams > the exam. */
export const examCrumbs = (title: string) =>
  fromHome({ label: t('theGateExams'), href: paths.exams.href() }, { label: title });

/**
 * The server sends `paperUrl` for a free exam and, to a signed-in buyer, for an exam they own: then
 * the paper opens; otherwise the exam is for sale (issue 10: the detail page shows and sells it).
 */
function TakeOrBuy({ exam }: { exam: Exam }) {
  if (exam.paperUrl) {
    return (
      <div className="flex flex-col gap-2">
        <TakeExamButton exam={exam} size="lg" className="sm:self-start" />
        {!exam.isFree && <p className="text-sm font-medium text-emerald-700">{t('youOwnThisExam')}</p>}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <AddToCartButton size="lg" className="sm:self-start" item={examCartItem(exam)} addedLabel="Added to Cart" />
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <ShieldCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        {t('securePayment')}
      </p>
      <p className="text-sm text-slate-600">
        <Message
          t={t}
          id="afterPurchase"
          components={{
            0: <Link to={paths.myMaterials.href()} className="font-medium text-brand-600 hover:underline" />,
          }}
        />
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
          <Badge>{examTypeLabel(exam.examType)}</Badge>
          <Badge variant="accent">{yearLabel(exam.yearGroup)}</Badge>
          {exam.isFree && <Badge variant="success">{t('free')}</Badge>}
        </>
      }
      title={exam.title}
      summary={exam.description}
      price={examPrice(exam)}
      actions={<TakeOrBuy exam={exam} />}
      facts={
        <>
          <Fact label={t('subjectTerm')} value={exam.subject && subjectLabel(exam.subject)} />
          <Fact label={t('yearLevelTerm')} value={yearLabel(exam.yearGroup)} />
          <Fact label={t('durationTerm')} value={durationLabel(exam)} />
          <Fact label={t('questionsTerm')} value={exam.questionCount} />
          <Fact label={t('difficultyTerm')} value={difficultyLabel(exam)} />
        </>
      }
    />
  );
}
