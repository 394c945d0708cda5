import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTag, PatchedTag } from '@the-gate/contract/admin-taxonomies';
import { TAG_KEYS } from '@the-gate/contract/catalogue-rules';
import { can } from '@the-gate/contract/staff-rules';
import { type FormEvent, useId, useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { FormNotice } from '@/components/form/form-notice';
import { LoadingState } from '@/components/loading-state';
import { Button } from '@/components/ui/button';
import { borderColour, Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useLeaveGuard, useStaffRole } from '../admin-context';
import { deleteTag, getAdminTags, renameTag, tagsAdminKey, taxonomiesKey } from './api';
import { taxonomyErrorMessage } from './errors';
import {
  Cell,
  EditRow,
  EmptyRow,
  Field,
  RowFormButtons,
  rowClass,
  TaxonomyTable,
  useFocusOnMount,
} from './taxonomy-table';
import { DeleteAction, type Notice, SectionNotice, useTaxonomyDelete } from './use-delete';

const HEADERS = ['Key', 'Value', 'Used by', 'Actions'];

/** The keys to filter by: the years and the skills first, as the shop's filters use them (contract §2.6). */
const KEY_OPTIONS: { value: string; label: string }[] = [
  { value: '', label: 'All keys' },
  { value: TAG_KEYS.level, label: 'Years (levels)' },
  { value: TAG_KEYS.subStrand, label: 'Skills (Sub-strand)' },
  ...Object.values(TAG_KEYS)
    .filter((key) => key !== TAG_KEYS.level && key !== TAG_KEYS.subStrand)
    .map((key) => ({ value: key, label: key })),
];

const tagName = (key: string, value: string) => `"${key}: ${value}"`;

/** What a rename did, in words: a merge says which tag now holds the items. */
export function renamedText(before: AdminTag, answer: PatchedTag): string {
  if (answer.merged)
    return `Merged ${tagName(before.key, before.value)} into ${tagName(answer.key, answer.value)}: every item that carried it now carries ${tagName(answer.key, answer.value)}.`;
  return `Renamed ${tagName(before.key, before.value)} to ${tagName(answer.key, answer.value)} everywhere it is used.`;
}

function usage({ materialCount, groupCount }: AdminTag): string {
  const parts = [
    materialCount > 0 && `${materialCount} material${materialCount === 1 ? '' : 's'}`,
    groupCount > 0 && `${groupCount} package${groupCount === 1 ? '' : 's'} or book${groupCount === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'Nothing';
}

type Props = { tagKey: string; onKeyChange: (key: string) => void };

/**
 * The tags (issue 24 §2, §6) of one key or all (the key in the address): renamed in place everywhere
 * they are used (catalogue.edit); a rename to a value the key already has merges the two, which only
 * catalogue.manage may do — the server's answer, a 403 or "merged into …", is said plainly. Deleted
 * by catalogue.manage when nothing carries them.
 */
export function TagsSection({ tagKey, onKeyChange }: Props) {
  const role = useStaffRole();
  const id = useId();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: tagsAdminKey(tagKey), queryFn: ({ signal }) => getAdminTags(tagKey, signal) });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: taxonomiesKey });
  const remove = useTaxonomyDelete({
    send: (tag: AdminTag) => deleteTag(tag.id),
    done: (tag) => `Deleted the tag ${tagName(tag.key, tag.value)}.`,
    what: (tag) => `the tag ${tagName(tag.key, tag.value)}`,
    setNotice,
  });
  const options = KEY_OPTIONS.some((option) => option.value === tagKey)
    ? KEY_OPTIONS
    : [...KEY_OPTIONS, { value: tagKey, label: tagKey }];

  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <Field label="Key" htmlFor={`${id}-key`}>
          <select
            id={`${id}-key`}
            value={tagKey}
            onChange={(event) => {
              setNotice(null);
              setEditing(null);
              onKeyChange(event.target.value);
            }}
            className={cn(
              'h-10 w-full rounded-lg border bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500',
              borderColour(false),
            )}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <SectionNotice notice={notice} />
      {list.isPending ? (
        <LoadingState label="Loading tags..." layout="start" />
      ) : list.isError ? (
        <ErrorState
          title="Tags could not load"
          message="Check your connection and try again."
          onRetry={() => void list.refetch()}
        />
      ) : (
        <TaxonomyTable caption={tagKey ? `Tags of the key ${tagKey}` : 'Tags'} headers={HEADERS}>
          {list.data.items.length === 0 ? (
            <EmptyRow columns={HEADERS.length}>{tagKey ? 'No tags with this key.' : 'No tags yet.'}</EmptyRow>
          ) : (
            list.data.items.map((tag) =>
              editing === tag.id ? (
                <TagRenameRow
                  key={tag.id}
                  tag={tag}
                  onClose={() => setEditing(null)}
                  onRenamed={(answer) => {
                    setNotice({ tone: 'success', text: renamedText(tag, answer) });
                    setEditing(null);
                    void refresh();
                  }}
                />
              ) : (
                <tr key={tag.id} className={rowClass}>
                  <Cell className="whitespace-nowrap text-slate-700">{tag.key}</Cell>
                  <Cell className="font-medium">{tag.value}</Cell>
                  <Cell>{usage(tag)}</Cell>
                  <Cell>
                    <div className="flex flex-wrap gap-2">
                      {can(role, 'catalogue.edit') && (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Rename ${tag.key}: ${tag.value}`}
                          onClick={() => {
                            setNotice(null);
                            setEditing(tag.id);
                          }}
                        >
                          Rename
                        </Button>
                      )}
                      {can(role, 'catalogue.manage') && (
                        <DeleteAction
                          inUse={tag.materialCount + tag.groupCount > 0}
                          label={`Delete ${tag.key}: ${tag.value}`}
                          busy={remove.busy}
                          onDelete={() => remove.ask(tag)}
                        />
                      )}
                    </div>
                  </Cell>
                </tr>
              ),
            )
          )}
        </TaxonomyTable>
      )}
      {remove.confirm}
    </div>
  );
}

type RenameProps = { tag: AdminTag; onClose: () => void; onRenamed: (answer: PatchedTag) => void };

/** A tag's value as a form in its row; a refusal (403 merge, 400 year) is said with the value kept. */
function TagRenameRow({ tag, onClose, onRenamed }: RenameProps) {
  const id = useId();
  const [value, setValue] = useState(tag.value);
  const first = useFocusOnMount<HTMLInputElement>();
  const [error, setError] = useState<string | null>(null);
  const letGo = useLeaveGuard(value !== tag.value);
  const rename = useMutation({
    mutationFn: () => renameTag(tag.id, value),
    onSuccess: (answer) => {
      letGo();
      onRenamed(answer);
    },
    onError: (failure) => setError(taxonomyErrorMessage(failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (value === tag.value) onClose();
    else rename.mutate();
  };
  return (
    <EditRow columns={HEADERS.length}>
      <form onSubmit={submit} aria-label={`Rename ${tag.key}: ${tag.value}`} className="space-y-3">
        {error && (
          <FormNotice>
            <p>{error}</p>
          </FormNotice>
        )}
        <div className="max-w-md">
          <Field label={`New value for ${tag.key}: ${tag.value}`} htmlFor={`${id}-value`}>
            <Input ref={first} id={`${id}-value`} value={value} onChange={(event) => setValue(event.target.value)} />
          </Field>
        </div>
        <p className="text-xs text-slate-600">
          If {tag.key} already has this value, the two tags are merged into one (managers and owners only).
        </p>
        <RowFormButtons submitLabel="Rename" pending={rename.isPending} onCancel={onClose} />
      </form>
    </EditRow>
  );
}
