import type { AdminGroup } from '@the-gate/contract/admin-groups';
import { uploadGroupCover } from '../api/groups';
import { CoverUpload } from '../components/file-upload';

/**
 * A package's or book's two pictures (issue 24 §3): the cover of lists and cart, and the big picture
 * of its own page; each sent as it is chosen, then the page reads the group again.
 */
export function GroupUploads({ group, onUploaded }: { group: AdminGroup; onUploaded: () => Promise<void> }) {
  const id = String(group.id);
  return (
    <section
      aria-labelledby="group-files-heading"
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 md:p-6"
    >
      <h2 id="group-files-heading" className="text-lg font-semibold">
        Pictures
      </h2>
      <CoverUpload
        label="Cover picture"
        src={group.thumbnailPath}
        alt="Current cover"
        hint="JPEG, PNG or WebP: shown in lists, the cart and the gallery."
        upload={async (file) => {
          await uploadGroupCover(id, 'thumbnail', file);
          await onUploaded();
          return 'The new cover is saved.';
        }}
      />
      <CoverUpload
        label="Main picture"
        src={group.mainThumbnailPath}
        alt="Current main picture"
        hint="JPEG, PNG or WebP: the big picture of its own page and its share image."
        empty="No main picture yet."
        upload={async (file) => {
          await uploadGroupCover(id, 'main-thumbnail', file);
          await onUploaded();
          return 'The new main picture is saved.';
        }}
      />
    </section>
  );
}
