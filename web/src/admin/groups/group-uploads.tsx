import type { AdminGroup } from '@the-gate/contract/admin-groups';
import { uploadGroupCover } from '../api/groups';
import { CoverUpload } from '../components/file-upload';
import { UploadsSection, uploadThenReload } from '../components/uploads-section';

/**
 * A package's or book's two pictures (issue 24 §3): the cover of lists and cart, and the big picture
 * of its own page; each sent as it is chosen, then the page reads the group again.
 */
export function GroupUploads({ group, onUploaded }: { group: AdminGroup; onUploaded: () => Promise<void> }) {
  const id = String(group.id);
  return (
    <UploadsSection title="Pictures">
      <CoverUpload
        label="Cover picture"
        src={group.thumbnailPath}
        alt="Current cover"
        hint="JPEG, PNG or WebP: shown in lists, the cart and the gallery."
        upload={uploadThenReload(
          (file) => uploadGroupCover(id, 'thumbnail', file),
          onUploaded,
          'The new cover is saved.',
        )}
      />
      <CoverUpload
        label="Main picture"
        src={group.mainThumbnailPath}
        alt="Current main picture"
        hint="JPEG, PNG or WebP: the big picture of its own page and its share image."
        empty="No main picture yet."
        upload={uploadThenReload(
          (file) => uploadGroupCover(id, 'main-thumbnail', file),
          onUploaded,
          'The new main picture is saved.',
        )}
      />
    </UploadsSection>
  );
}
