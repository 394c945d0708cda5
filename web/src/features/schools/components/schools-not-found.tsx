import { NotFoundState } from '@/components/not-found-state';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '../i18n';

/** An unknown case study or service: what happened and the way back to For Schools. */
export function SchoolsNotFound({ title, message }: { title: string; message: string }) {
  useDocumentTitle(t('pageTitle', { title }));
  return (
    <NotFoundState
      title={title}
      message={message}
      backTo={paths.forSchools.href()}
      backLabel={t('backToSchoolServices')}
    />
  );
}
