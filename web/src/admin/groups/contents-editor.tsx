import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type Control, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { MaterialSearchBox } from '../components/material-search-box';
import { StatusBadge } from '../components/status-badge';
import { useMaterialSearch } from '../lib/use-material-search';
import type { GroupFormValues } from './form-values';

type Props = {
  control: Control<GroupFormValues, unknown, unknown>;
  /** The role may not change the contents (catalogue.manage): listed, not editable. */
  locked: boolean;
  error: string | undefined;
};

/**
 * The ordered materials a package or book includes (issue 24 §6): found by a search of the
 * catalogue, moved with "Move up" and "Move down" (buttons, so the keyboard can do it; the focus
 * stays on the moved row and a live message says where it went), and removed.
 */
export function ContentsEditor({ control, locked, error }: Props) {
  const { fields, append, move, remove } = useFieldArray({ control, name: 'contents', keyName: 'key' });
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfter, setFocusAfter] = useState<{ key: string; which: 'up' | 'down' } | null>(null);
  const [text, setText] = useState('');
  const { search, found } = useMaterialSearch(text, locked);

  // The moved row keeps the focus: on the same button, or the other one when it reached an end.
  useEffect(() => {
    if (!focusAfter) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-row="${focusAfter.key}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${focusAfter.which}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${focusAfter.which === 'up' ? 'down' : 'up'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const moveRow = (from: number, to: number, which: 'up' | 'down') => {
    const field = fields[from];
    if (!field || to < 0 || to >= fields.length) return;
    move(from, to);
    setFocusAfter({ key: field.key, which });
    setAnnouncement(`${field.title} moved to position ${to + 1} of ${fields.length}.`);
  };
  const included = new Set(fields.map((field) => field.materialId));

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Contents</legend>
      <p className="text-sm text-slate-600">
        {locked
          ? 'Only a manager or an owner can change the contents.'
          : 'The materials it includes, in the order the shop lists them.'}
      </p>
      {error && <p className="text-sm text-red-700">{error}</p>}
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600">No materials yet.</p>
      ) : (
        <ol ref={listRef} aria-label="Included materials" className="space-y-2">
          {fields.map((field, index) => (
            <li
              key={field.key}
              data-row={field.key}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-2"
            >
              <span className="w-6 text-end text-sm text-slate-600">{index + 1}.</span>
              <span className="min-w-48 flex-1 text-sm font-medium break-words">{field.title}</span>
              <StatusBadge status={field.status} />
              {!locked && (
                <span className="flex gap-1">
                  <Button
                    variant="outline"
                    size="icon"
                    data-move="up"
                    aria-label={`Move up: ${field.title}`}
                    title="Move up"
                    disabled={index === 0}
                    onClick={() => moveRow(index, index - 1, 'up')}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline"
                    size="icon"
                    data-move="down"
                    aria-label={`Move down: ${field.title}`}
                    title="Move down"
                    disabled={index === fields.length - 1}
                    onClick={() => moveRow(index, index + 1, 'down')}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghostDanger"
                    size="icon"
                    aria-label={`Remove: ${field.title}`}
                    title="Remove"
                    onClick={() => {
                      remove(index);
                      setAnnouncement(`${field.title} removed.`);
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {!locked && (
        <div className="space-y-2">
          <MaterialSearchBox label="Add a material" value={text} onChange={setText} />
          {search && found.isFetching && <p className="text-sm text-slate-600">Searching...</p>}
          {search && found.isError && <p className="text-sm text-red-700">The search failed. Try again.</p>}
          {search && found.data && (
            <ul aria-label="Materials found" className="space-y-1">
              {found.data.items.length === 0 && <li className="text-sm text-slate-600">No materials match.</li>}
              {found.data.items.map((row) => (
                <li key={row.id} className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="min-w-48 flex-1 break-words">{row.title}</span>
                  <StatusBadge status={row.status} />
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Add: ${row.title}`}
                    disabled={included.has(row.id)}
                    onClick={() => {
                      append({ materialId: row.id, title: row.title, status: row.status });
                      setAnnouncement(`${row.title} added at position ${fields.length + 1}.`);
                    }}
                  >
                    <Plus aria-hidden="true" />
                    {included.has(row.id) ? 'Added' : 'Add'}
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
