import { Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { t } from '../i18n';

/** The pro tier's "Best Value" (PY-04), on its card, its tier and its page. */
export function BestValueBadge() {
  return (
    <Badge variant="strong" className="gap-1">
      <Star className="size-3 fill-current" aria-hidden="true" />
      {t('bestValue')}
    </Badge>
  );
}
