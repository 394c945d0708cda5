import type { AdminMaterial } from '@the-gate/contract/admin-catalogue';
import { FileText } from 'lucide-react';
import { uploadMaterialFile, uploadMaterialThumbnail } from '../api/materials';
import { CoverUpload, FileUpload } from '../components/file-upload';
import { UploadsSection, uploadThenReload } from '../components/uploads-section';

type Props = {
  material: AdminMaterial;
  /** The PDF may be replaced (catalogue.manage); the cover by anyone who edits. */
  canUploadFile: boolean;
  /** Called after an upload: the page reads the material again. */
  onUploaded: () => Promise<void>;
};

/** The sold PDF and the cover of a material (issue 24 §3): each sent as it is chosen. */
export function MaterialUploads({ material, canUploadFile, onUploaded }: Props) {
  const id = String(material.id);
  return (
    <UploadsSection title="Files">
      <CoverUpload
        label="Cover picture"
        src={material.thumbnailPath}
        alt="Current cover"
        upload={uploadThenReload((file) => uploadMaterialThumbnail(id, file), onUploaded, 'The new cover is saved.')}
      />
      {canUploadFile && (
        <FileUpload
          label="PDF file"
          accept="application/pdf"
          hint="The PDF customers get. Its page count and preview are read from it."
          icon={<FileText className="size-8 text-slate-500" aria-hidden="true" />}
          current={
            material.filePath || material.pages
              ? `PDF uploaded${material.pages ? `, ${material.pages} pages` : ''}.`
              : 'No PDF yet.'
          }
          upload={async (file) => {
            const { pages } = await uploadMaterialFile(id, file);
            await onUploaded();
            return `PDF uploaded: ${pages} ${pages === 1 ? 'page' : 'pages'}.`;
          }}
        />
      )}
    </UploadsSection>
  );
}
