import type { AdminMaterial } from '@the-gate/contract/admin-catalogue';
import { FileText, ImageIcon, LoaderCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { uploadMaterialFile, uploadMaterialThumbnail } from '../api/materials';
import { adminErrorMessage } from './csv-tools';

type UploadProps = {
  label: string;
  accept: string;
  hint: string;
  icon: ReactNode;
  /** What is there now ("12 pages", the cover). */
  current: ReactNode;
  upload: (file: File) => Promise<string>;
};

/** One file to upload: busy while it goes, then what the server made of it or its refusal (400, 413). */
function Upload({ label, accept, hint, icon, current, upload }: UploadProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', text: await upload(file) });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: adminErrorMessage(error, 'The upload failed. Check your connection and try again.'),
      });
    } finally {
      setBusy(false);
      input.value = '';
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        {icon}
        <div className="min-w-0 text-sm">{current}</div>
      </div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void onFile(event.currentTarget)}
        className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      {busy && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Uploading...
        </p>
      )}
      {outcome && (
        <FormNotice tone={outcome.tone}>
          <p>{outcome.text}</p>
        </FormNotice>
      )}
    </div>
  );
}

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
      <Upload
        label="Cover picture"
        accept="image/jpeg,image/png,image/webp"
        hint="JPEG, PNG or WebP."
        icon={
          material.thumbnailPath ? (
            <img
              src={material.thumbnailPath}
              alt="Current cover"
              className="h-20 w-15 rounded border border-slate-200 object-cover"
            />
          ) : (
            <span className="grid h-20 w-15 place-items-center rounded border border-dashed border-slate-300 text-slate-400">
              <ImageIcon className="size-5" aria-hidden="true" />
            </span>
          )
        }
        current={material.thumbnailPath ? null : 'No cover yet.'}
        upload={async (file) => {
          await uploadMaterialThumbnail(id, file);
          await onUploaded();
          return 'The new cover is saved.';
        }}
      />
      {canUploadFile && (
        <Upload
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
