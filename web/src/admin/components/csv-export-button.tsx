import { Download } from 'lucide-react';
import { useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { adminErrorMessage } from '../lib/admin-errors';
import { saveBlob } from '../lib/save-blob';

type Props = {
  /** Asks the server for the CSV (a fetch with the token: a plain link would not carry it). */
  load: () => Promise<Blob>;
  /** The file's name before its date: `payments` saves `payments-2026-11-27.csv`. */
  fileName: string;
};

/**
 * "Export CSV" (issues 24 §4, 25 §1, §6): the server's CSV (its cells neutralised there), saved as a
 * dated file; busy while it comes, and a refusal or a lost connection said under the button.
 */
export function CsvExportButton({ load, fileName }: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onExport = async () => {
    setBusy(true);
    setFailure(null);
    try {
      saveBlob(await load(), `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setFailure(adminErrorMessage(error, 'The export failed. Check your connection and try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outline" onClick={() => void onExport()} disabled={busy}>
        <Download aria-hidden="true" />
        {busy ? 'Exporting...' : 'Export CSV'}
      </Button>
      {failure && (
        <FormNotice>
          <p>{failure}</p>
        </FormNotice>
      )}
    </>
  );
}
