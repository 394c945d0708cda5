import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { type ImportResult, importMaterialsCsv } from '../api/materials';
import { adminErrorMessage } from '../lib/admin-errors';

type Checked = { file: File; csv: string; result: ImportResult; applied: boolean };

/**
 * "Import CSV" (catalogue.manage, issue 24 §4): the file is first checked by a dry run, which changes
 * nothing and says what it would do, with the errors by row; only a clean dry run offers "Apply import".
 */
export function ImportCsv() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'checking' | 'applying' | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (file: File, csv: string, dryRun: boolean) => {
    setBusy(dryRun ? 'checking' : 'applying');
    setFailure(null);
    try {
      const result = await importMaterialsCsv(csv, dryRun);
      setChecked({ file, csv, result, applied: !dryRun && result.errors.length === 0 });
      if (!dryRun) await queryClient.invalidateQueries({ queryKey: ['admin', 'materials'] });
    } catch (error) {
      setFailure(adminErrorMessage(error, 'The import failed. Check your connection and try again.'));
    } finally {
      setBusy(null);
    }
  };

  const onFile = async (file: File | undefined) => {
    setChecked(null);
    if (!file) return;
    await run(file, await file.text(), true);
  };

  const result = checked?.result;
  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold">
        Import CSV
      </h2>
      <p className="text-sm text-slate-600">
        A row with an id changes that material, a row without one adds a new one. The file is checked first; nothing
        changes until you apply it.
      </p>
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
          CSV file
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={busy !== null}
          onChange={(event) => void onFile(event.target.files?.[0])}
          className="block w-full text-sm file:me-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
        />
      </div>
      {busy && (
        <p role="status" className="text-sm text-slate-700">
          {busy === 'checking' ? 'Checking the file...' : 'Importing...'}
        </p>
      )}
      {failure && (
        <FormNotice>
          <p>{failure}</p>
        </FormNotice>
      )}
      {checked && result && (
        <div className="space-y-3">
          <FormNotice tone={result.errors.length ? 'error' : 'success'}>
            <p>
              {checked.applied
                ? `Imported ${checked.file.name}: ${result.created} created, ${result.updated} updated.`
                : result.errors.length
                  ? `${checked.file.name} has ${result.errors.length} ${result.errors.length === 1 ? 'error' : 'errors'}: nothing was imported. Correct the rows and choose the file again.`
                  : `${checked.file.name} is ready: ${result.rows} rows, ${result.created} to create, ${result.updated} to update.`}
            </p>
          </FormNotice>
          {result.errors.length > 0 && (
            <div className="overflow-x-auto rounded-lg border border-slate-200">
              <table className="w-full border-collapse text-start text-sm">
                <caption className="sr-only">Errors in {checked.file.name}, by row</caption>
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className="border-b border-slate-200 px-3 py-2">
                      Row
                    </th>
                    <th scope="col" className="border-b border-slate-200 px-3 py-2">
                      Error
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.errors.map((error) => (
                    <tr key={`${error.row} ${error.message}`} className="border-b border-slate-100 last:border-b-0">
                      <td className="px-3 py-2 tabular-nums">{error.row}</td>
                      <td className="px-3 py-2">{error.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {!checked.applied && result.errors.length === 0 && (
            <Button onClick={() => void run(checked.file, checked.csv, false)} disabled={busy !== null}>
              <Upload aria-hidden="true" />
              Apply import
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
