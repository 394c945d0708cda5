import type { AssignedCourse } from '@the-gate/contract/courses';
import { Badge } from '@/components/ui/badge';
import { t } from '../i18n';
import { DIFFICULTY_VARIANTS } from '../lib/course-fields';

/** A course's level in its colour (MC-07): the cards, the dashboard and the teacher course page. */
export function LevelBadge({ level }: { level: AssignedCourse['difficultyLevel'] }) {
  return (
    <Badge data-level={level} variant={DIFFICULTY_VARIANTS[level]}>
      {t('level', { level })}
    </Badge>
  );
}
