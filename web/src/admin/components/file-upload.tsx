import { ImageIcon, LoaderCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { adminErrorMessage } from '../lib/admin-errors';

/** The picture types every cover upload takes (issue 24 §3). */
export const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';

type UploadProps = {
  label: string;
  accept: string;
  hint: string;
  /** A picture or icon of what is there now; left out when `current` says it all. */
  icon?: ReactNode;
  /** What is there now ("12 pages", the cover). */
  current: ReactNode;
  /** Sends the file; what the server made of it, said once it is done. */
  upload: (file: File) => Promise<string>;
};

/** One file to upload: busy while it goes, then what the server made of it or its refusal (400, 413). */
export function FileUpload({ label, accept, hint, icon, current, upload }: UploadProps) {
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
        className="block w-full text-sm file:me-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
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

/**
 * A cover picture's upload (issue 24 §3: JPEG, PNG or WebP, checked by the server by content): the
 * current picture, then the chooser.
 */
export function CoverUpload({
  label,
  src,
  alt,
  hint = 'JPEG, PNG or WebP.',
  empty = 'No cover yet.',
  wide = false,
  upload,
}: {
  label: string;
  src: string | null;
  /** The current picture's text ("Current cover"). */
  alt: string;
  hint?: string;
  /** What is said while there is none. */
  empty?: string;
  /** A landscape picture (a course's cover) rather than a book's portrait one. */
  wide?: boolean;
  upload: (file: File) => Promise<string>;
}) {
  const size = wide ? 'h-24 w-40' : 'h-20 w-15';
  return (
    <FileUpload
      label={label}
      accept={PICTURE_TYPES}
      hint={hint}
      icon={
        src ? (
          <img src={src} alt={alt} className={`${size} rounded border border-slate-200 object-cover`} />
        ) : (
          <span
            className={`grid ${size} place-items-center rounded border border-dashed border-slate-300 text-slate-400`}
          >
            <ImageIcon className="size-5" aria-hidden="true" />
          </span>
        )
      }
      current={src ? null : empty}
      upload={upload}
    />
  );
}
