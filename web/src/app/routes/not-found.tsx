import { NotFoundState } from '@/components/not-found-state';
import { paths } from '@/config/paths';
import { t } from './i18n';

/** Any unknown path (A§2, NF-01..NF-04); the layout's bar and footer stay around it. */
export function NotFoundPage() {
  return (
    <NotFoundState
      icon={<p className="font-serif text-7xl font-bold text-brand-600">404</p>}
      title={t('notFoundTitle')}
      message={t('notFoundMessage')}
      backTo={paths.home.href()}
      backLabel={t('returnHome')}
    />
  );
}
