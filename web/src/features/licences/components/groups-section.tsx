import type { Licence } from '@the-gate/contract/licences';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { LoadingState } from '@/components/loading-state';
import { useCreateGroup } from '../api/create-group';
import { useGroups } from '../api/get-groups';
import { t } from '../i18n';
import { emailList } from '../lib/email-list';
import { GroupCard } from './group-card';
import { failureMessage } from './invite-form';

export const GROUP_NAME_REQUIRED = t('groupNameRequired');

/** "New group": a name and, if known already, its members' addresses. */
function NewGroupForm() {
  const create = useCreateGroup();
  const [name, setName] = useState('');
  const [members, setMembers] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(GROUP_NAME_REQUIRED);
      return;
    }
    setError(undefined);
    try {
      await create.mutateAsync({ name: name.trim(), members: emailList(members) });
      void import('sonner').then(({ toast }) => toast.success(t('groupCreated', { name: name.trim() })));
      setName('');
      setMembers('');
    } catch (failure) {
      // What was typed stays, so a wrong address can be fixed.
      setError(failureMessage(failure));
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4 sm:p-6"
    >
      <h3 className="font-semibold text-slate-900">{t('newGroup')}</h3>
      <TextField
        label={t('groupName')}
        value={name}
        required
        maxLength={80}
        error={error}
        announceError
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <TextAreaField
        label={t('groupMembers')}
        hint={t('groupMembersHint')}
        optional
        rows={3}
        value={members}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => {
          setMembers(event.target.value);
          setError(undefined);
        }}
      />
      <SubmitButton size="default" className="self-start" pending={create.isPending} pendingLabel={t('creating')}>
        {t('createGroup')}
      </SubmitButton>
    </form>
  );
}

/**
 * Groups (issue 27 §4): people named once ("Year 6 teachers") and given a seat of a licence in one
 * step, under the licences on My Licences.
 */
export function GroupsSection({ licences }: { licences: Licence[] }) {
  const groups = useGroups(true);
  return (
    <section aria-labelledby="licence-groups" className="mt-10 flex flex-col gap-4">
      <div>
        <h2 id="licence-groups" className="text-2xl font-bold text-slate-900">
          {t('groupsHeading')}
        </h2>
        <p className="text-slate-600">{t('groupsIntro')}</p>
      </div>
      {groups.isPending ? (
        <LoadingState label={t('loadingGroups')} layout="start" />
      ) : groups.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('groupsLoadFailed')}
        </p>
      ) : (
        <ul aria-label={t('yourGroups')} className="flex flex-col gap-4 empty:hidden">
          {groups.data.map((group) => (
            <li key={group.id}>
              <GroupCard group={group} licences={licences} />
            </li>
          ))}
        </ul>
      )}
      <NewGroupForm />
    </section>
  );
}
