import type { AdminMaterial } from '@the-gate/contract/admin-catalogue';
import { FileText } from 'lucide-react';
import { uploadMaterialFile, uploadMaterialThumbnail } from '../api/materials';
import { CoverUpload, FileUpload } from '../components/file-upload';

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
    <section
      aria-labelledby="material-files-heading"
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 md:p-6"
    >
      <h2 id="material-files-heading" className="text-lg font-semibold">
        Files
      </h2>
      <CoverUpload
        label="Cover picture"
        src={material.thumbnailPath}
        alt="Current cover"
        upload={async (file) => {
          await uploadMaterialThumbnail(id, file);
          await onUploaded();
          return 'The new cover is saved.';
        }}
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
    </section>
  );
}
