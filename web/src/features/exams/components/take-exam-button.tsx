import type { Exam } from '@the-gate/contract/exams';
import { ExternalLink, PlayCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { t } from '../i18n';

type Props = Pick<ComponentProps<typeof Button>, 'size' | 'variant' | 'className'> & {
  exam: Pick<Exam, 'id' | 'title' | 'paperUrl'>;
  /** Names the exam for screen readers where several such buttons share a page (the cards). */
  named?: boolean;
};

/**
 * 'Take Exam' (EX-05). The spec shows no action for it (EX-06); we sell exams, so it does what the
 * visitor asked for: with a paper link (a free exam, or one the signed-in visitor owns) it opens the
 * paper in a new tab, otherwise it leads to the exam's page, where it can be bought.
 */
export function TakeExamButton({ exam, named = false, size, variant, className }: Props) {
  const name = named ? t('takeExamFor', { title: exam.title }) : t('takeExam');
  if (exam.paperUrl) {
    return (
      <Button asChild size={size} variant={variant} className={className}>
        <a href={exam.paperUrl} target="_blank" rel="noopener" aria-label={t('opensInNewTab', { name })}>
          <ExternalLink aria-hidden="true" />
          {t('takeExam')}
        </a>
      </Button>
    );
  }
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <Link to={paths.exam.href(exam.id)} aria-label={named ? name : undefined}>
        <PlayCircle aria-hidden="true" />
        {t('takeExam')}
      </Link>
    </Button>
  );
}
