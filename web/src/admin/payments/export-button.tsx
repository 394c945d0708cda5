import { Download } from 'lucide-react';
import { useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { adminErrorMessage } from '../lib/admin-errors';
import { saveBlob } from '../lib/save-blob';
import { exportPaymentsCsv, type PaymentsListQuery } from './api';

/**
 * "Export CSV" (issue 25 §1): every payment the list's search and filters match, for the
 * accountant, downloaded as the materials' export is (a fetch with the token, then a file).
 */
export function ExportPaymentsButton({ query }: { query: PaymentsListQuery }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onExport = async () => {
    setBusy(true);
    setFailure(null);
    try {
      saveBlob(await exportPaymentsCsv(query), `payments-${new Date().toISOString().slice(0, 10)}.csv`);
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
