import { ConsultationDialog } from '@/features/inbox/components/consultation-dialog';
import { CaseStudyPage as CaseStudyPageLayout } from '@/features/schools/routes/case-study-page';

/** `/case-studies/:caseStudy`, whose closing 'Request a Consultation' opens the inbox's form. */
export function CaseStudyPage() {
  return <CaseStudyPageLayout consultation={ConsultationDialog} />;
}
