import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { taxonomiesKey } from './api';
import { taxonomyErrorMessage } from './errors';

/** What the last change of a section did, said above its table. */
export type Notice = { tone: 'success' | 'error'; text: string };

/** A section's notice (an add, a save, a delete, or its refusal). */
export function SectionNotice({ notice }: { notice: Notice | null }) {
  return notice ? (
    <FormNotice tone={notice.tone}>
      <p>{notice.text}</p>
    </FormNotice>
  ) : null;
}

/** An entry's Delete button, offered only while nothing uses it; otherwise why it cannot go. */
export function DeleteAction({
  inUse,
  label,
  busy,
  onDelete,
}: {
  inUse: boolean;
  /** The button's accessible name ("Delete Worksheet"). */
  label: string;
  busy: boolean;
  onDelete: () => void;
}) {
  if (inUse) return <span className="self-center text-xs text-slate-600">In use: cannot be deleted</span>;
  return (
    <Button variant="outline" size="sm" aria-label={label} disabled={busy} onClick={onDelete}>
      Delete
    </Button>
  );
}

type Options<T> = {
  send: (item: T) => Promise<unknown>;
  /** What the notice says once it is gone. */
  done: (item: T) => string;
  /** What the confirmation names ('the tag "level: Year 5"'). */
  what: (item: T) => string;
  setNotice: (notice: Notice | null) => void;
};

/**
 * A taxonomy section's delete (catalogue.manage, issue 24 §2), the same for categories, types and
 * tags: asked once more, sent, its outcome or the server's refusal (409 in use) said in the
 * section's notice, then every taxonomy list is read again.
 */
export function useTaxonomyDelete<T>({ send, done, what, setNotice }: Options<T>) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = useMutation({
    mutationFn: send,
    onSuccess: (_answer, item) => setNotice({ tone: 'success', text: done(item) }),
    onError: (error) => setNotice({ tone: 'error', text: taxonomyErrorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxonomiesKey }),
  });
  const ask = (item: T) => {
    setNotice(null);
    setDeleting(item);
  };
  const confirm = (
    <ConfirmDialog
      title={deleting ? `Delete ${what(deleting)}?` : null}
      description="Nothing uses it. Deleting it cannot be undone."
      confirmLabel="Delete"
      onCancel={() => setDeleting(null)}
      onConfirm={() => {
        if (deleting) remove.mutate(deleting);
        setDeleting(null);
      }}
    />
  );
  return { ask, busy: remove.isPending, confirm };
}
