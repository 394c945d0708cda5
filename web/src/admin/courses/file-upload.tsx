import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { adminErrorMessage } from '../lib/admin-errors';

type Props = {
  label: string;
  accept: string;
  hint: string;
  /** What is there now (the cover, "A ZIP is uploaded."). */
  current: ReactNode;
  /** Sends the file; what the server made of it, in a sentence. */
  upload: (file: File) => Promise<string>;
};

/**
 * One file sent as it is chosen (issue 24 §3): busy while it goes, then what the server made of it
 * or its refusal (400 not that kind of file, 413 too large). The materials' upload has the same
 * behaviour but is private to their page; this one is the courses' until a shared one exists.
 */
export function FileUpload({ label, accept, hint, current, upload }: Props) {
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
      <div className="text-sm">{current}</div>
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
        className="block w-full max-w-full text-sm file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
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

/** A size in bytes as people read it: "512 bytes", "3.4 KB", "12.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('en', { maximumFractionDigits: 1 })} ${units[unit]}`;
}
