import { ConsultationDialog } from '@/features/inbox/components/consultation-dialog';
import { SchoolServicePage as SchoolServicePageLayout } from '@/features/schools/routes/schools-service-page';

/** The five school service pages, whose 'Request a Consultation' opens the inbox's form. */
export function SchoolServicePage() {
  return <SchoolServicePageLayout consultation={ConsultationDialog} />;
}
