import { ConsultationDialog } from '@/features/inbox/components/consultation-dialog';
import { ForSchoolsPage as ForSchoolsPageLayout } from '@/features/schools/routes/schools-page';

/** `/for-schools`: the schools feature's page, whose 'Request a Consultation' opens the inbox's form. */
export function ForSchoolsPage() {
  return <ForSchoolsPageLayout consultation={ConsultationDialog} />;
}
