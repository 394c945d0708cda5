import type { AdminCourse } from '@the-gate/contract/admin-courses';
import { ImageIcon } from 'lucide-react';
import { uploadCourseThumbnail } from './courses-api';
import { FileUpload } from './file-upload';

/** A course's cover (issue 24 §3, catalogue.edit): sent as it is chosen, then the course is read again. */
export function CourseCover({ course, onUploaded }: { course: AdminCourse; onUploaded: () => Promise<unknown> }) {
  return (
    <section
      aria-labelledby="course-cover-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 md:p-6"
    >
      <h2 id="course-cover-heading" className="text-lg font-semibold">
        Cover
      </h2>
      <FileUpload
        label="Cover picture"
        accept="image/jpeg,image/png,image/webp"
        hint="JPEG, PNG or WebP."
        current={
          course.image ? (
            <img
              src={course.image}
              alt="Current cover"
              className="h-24 w-40 rounded border border-slate-200 object-cover"
            />
          ) : (
            <span className="flex items-center gap-2 text-slate-600">
              <ImageIcon className="size-5" aria-hidden="true" />
              No cover yet.
            </span>
          )
        }
        upload={async (file) => {
          await uploadCourseThumbnail(String(course.id), file);
          await onUploaded();
          return 'The new cover is saved.';
        }}
      />
    </section>
  );
}
