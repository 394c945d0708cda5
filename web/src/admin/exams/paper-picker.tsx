import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { getAdminMaterial, materialKey } from '../api/materials';
import { MaterialSearchBox } from '../components/material-search-box';
import { StatusBadge } from '../components/status-badge';
import { useMaterialSearch } from '../lib/use-material-search';

type Props = {
  /** The id input, registered with the form. */
  field: UseFormRegisterReturn<'paperMaterialId'>;
  error: string | undefined;
  /** The role may not change the paper (catalogue.manage). */
  locked: boolean;
  onPick: (id: number) => void;
  /** The id the input holds now, to name the material it is. */
  current: string | undefined;
};

/** The title of material `id` (the exam answer holds only the paper's id), or why there is none. */
function PaperName({ id }: { id: string }) {
  const material = useQuery({
    queryKey: materialKey(id),
    queryFn: ({ signal }) => getAdminMaterial(id, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (material.data) return <p className="text-sm text-slate-700">Paper: {material.data.title}</p>;
  if (material.error instanceof ApiError && material.error.status === 404)
    return <p className="text-sm text-red-700">There is no material with the id {id}.</p>;
  return null;
}

/**
 * An exam's paper (decision 006: a material not sold on its own, one per exam): typed as a material
 * id, or found by a search of the catalogue. The server says when the picked one is sold on its own
 * or already another exam's paper.
 */
export function PaperPicker({ field, error, locked, onPick, current }: Props) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const { search, found } = useMaterialSearch(text, locked);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Paper</legend>
      <TextField
        label="Paper material id"
        optional
        inputMode="numeric"
        error={error}
        hint={
          locked
            ? 'Only a manager or an owner can change the paper.'
            : 'A material that is not sold on its own. Empty: no paper yet (the exam cannot be published).'
        }
        {...field}
      />
      {picked ? (
        <p className="text-sm text-slate-700">Picked: {picked}</p>
      ) : (
        current && /^[1-9]\d{0,9}$/.test(current.trim()) && <PaperName id={current.trim()} />
      )}
      {!locked && (
        <div className="space-y-2">
          <MaterialSearchBox label="Find the paper" value={text} onChange={setText} />
          {search && found.isError && <p className="text-sm text-red-700">The search failed. Try again.</p>}
          {search && found.data && (
            <ul aria-label="Materials found" className="space-y-1">
              {found.data.items.length === 0 && <li className="text-sm text-slate-600">No materials match.</li>}
              {found.data.items.map((row) => (
                <li key={row.id} className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="min-w-48 flex-1 break-words">
                    {row.title} <span className="text-slate-600">(id {row.id})</span>
                  </span>
                  <StatusBadge status={row.status} />
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Use as the paper: ${row.title}`}
                    onClick={() => {
                      onPick(row.id);
                      setPicked(`${row.title} (id ${row.id})`);
                    }}
                  >
                    Use as the paper
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}
