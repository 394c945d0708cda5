import type { Licence, LicenceGroup } from '@the-gate/contract/licences';
import { type FormEvent, useId, useRef, useState } from 'react';
import { EmailField } from '@/components/form/email-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { useChangeGroupMembers } from '../api/change-group-members';
import { useDeleteGroup } from '../api/delete-group';
import { useGiveGroupSeats } from '../api/give-group-seats';
import { t } from '../i18n';
import { emailList } from '../lib/email-list';
import { ConfirmDialog, focusedElement } from './confirm-dialog';
import { EMAIL_REQUIRED, failureMessage } from './invite-form';

const toast = (message: string) =>
  // The toast library loads on first use, not with the page (first-load budget; see app.tsx).
  void import('sonner').then(({ toast }) => toast.success(message));

/** "Give each member a seat of …": the licences to choose from, then one request for the whole group. */
function GiveSeats({ group, licences }: { group: LicenceGroup; licences: Licence[] }) {
  const give = useGiveGroupSeats(group.id);
  const selectId = useId();
  const [licenceId, setLicenceId] = useState(licences[0]?.id ?? 0);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      const given = await give.mutateAsync(licenceId);
      toast(t('gaveSeats', { invited: given.invited, already: given.alreadyHolders }));
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
        {t('giveSeatsOf', { name: group.name })}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <select
          id={selectId}
          value={licenceId}
          onChange={(event) => setLicenceId(Number(event.target.value))}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {licences.map((licence) => (
            <option key={licence.id} value={licence.id}>
              {t('licenceOption', { title: licence.title, free: licence.seats - licence.used })}
            </option>
          ))}
        </select>
        <SubmitButton size="default" variant="outline" pending={give.isPending} pendingLabel={t('giving')}>
          {t('giveSeats')}
        </SubmitButton>
      </div>
      <p role="alert" className="text-sm text-red-700 empty:hidden">
        {error}
      </p>
    </form>
  );
}

/**
 * One group (issue 27 §4): its name and members, each removable; a member to add; "Give seats" of a
 * licence to every member at once; and Delete, asked once more. Seats already given stay either way.
 */
export function GroupCard({ group, licences }: { group: LicenceGroup; licences: Licence[] }) {
  const headingId = `group-${group.id}`;
  const members = useChangeGroupMembers(group.id);
  const deletion = useDeleteGroup();
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLElement | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    const emails = emailList(draft);
    if (emails.length === 0) {
      setAddError(EMAIL_REQUIRED);
      return;
    }
    setAddError(undefined);
    try {
      await members.add.mutateAsync(emails);
      setDraft('');
    } catch (failure) {
      setAddError(failureMessage(failure));
    }
  }

  async function removeMember(email: string) {
    setProblem(null);
    try {
      await members.remove.mutateAsync(email);
    } catch (failure) {
      setProblem(failureMessage(failure));
    }
  }

  async function remove() {
    setConfirming(false);
    setProblem(null);
    try {
      await deletion.mutateAsync(group.id);
      toast(t('groupDeleted', { name: group.name }));
    } catch (failure) {
      setProblem(failureMessage(failure));
    }
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold wrap-anywhere text-slate-900">
            <bdi>{group.name}</bdi>
          </h3>
          <p className="text-sm text-slate-600">{t('memberCount', { count: group.members.length })}</p>
        </div>
        <Button
          variant="ghostDanger"
          size="sm"
          aria-label={t('deleteGroupNamed', { name: group.name })}
          onClick={() => {
            deleteButton.current = focusedElement();
            setConfirming(true);
          }}
        >
          {t('deleteGroup')}
        </Button>
      </header>
      {group.members.length > 0 && (
        <ul
          aria-label={t('membersOf', { name: group.name })}
          className="divide-y divide-slate-100 border-y border-slate-100"
        >
          {group.members.map((email) => (
            <li key={email} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <bdi className="min-w-0 text-sm wrap-anywhere text-slate-800">{email}</bdi>
              <Button
                variant="ghostDanger"
                size="sm"
                aria-label={t('removeMember', { email, name: group.name })}
                onClick={() => removeMember(email)}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p role="alert" className="text-sm text-red-700 empty:hidden">
        {problem}
      </p>
      <form onSubmit={add} noValidate className="flex flex-col gap-2">
        <EmailField
          label={t('addMemberTo', { name: group.name })}
          value={draft}
          error={addError}
          announceError
          onChange={(event) => {
            setDraft(event.target.value);
            setAddError(undefined);
          }}
        />
        <SubmitButton
          size="default"
          variant="outline"
          className="self-start"
          pending={members.add.isPending}
          pendingLabel={t('adding')}
        >
          {t('addMember')}
        </SubmitButton>
      </form>
      {licences.length > 0 && group.members.length > 0 && <GiveSeats group={group} licences={licences} />}
      <ConfirmDialog
        title={confirming ? t('deleteGroupTitle', { name: group.name }) : null}
        description={t('deleteGroupDescription')}
        confirmLabel={t('deleteGroup')}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
        opener={deleteButton.current}
      />
    </article>
  );
}
