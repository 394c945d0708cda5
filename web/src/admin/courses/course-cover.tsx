import type { AdminCourse } from '@the-gate/contract/admin-courses';
import { CoverUpload } from '../components/file-upload';
import { UploadsSection, uploadThenReload } from '../components/uploads-section';
import { uploadCourseThumbnail } from './courses-api';

/** A course's cover (issue 24 §3, catalogue.edit): sent as it is chosen, then the course is read again. */
export function CourseCover({ course, onUploaded }: { course: AdminCourse; onUploaded: () => Promise<unknown> }) {
  return (
    <UploadsSection title="Cover">
      <CoverUpload
        label="Cover picture"
        src={course.image}
        alt="Current cover"
        wide
        upload={uploadThenReload(
          (file) => uploadCourseThumbnail(String(course.id), file),
          onUploaded,
          'The new cover is saved.',
        )}
      />
    </UploadsSection>
  );
}
