import { screen, within } from '@testing-library/react';
import type { LicenceGroup } from '@the-gate/contract/licences';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { reply, requestsTo, type StubRequest, stubApi } from '@/test/stub-api';
import { groupMemberPath, groupMembersPath } from '../api/change-group-members';
import { groupPath } from '../api/delete-group';
import { GROUPS_PATH } from '../api/get-groups';
import { LICENCES_PATH } from '../api/get-licences';
import { groupSeatsPath } from '../api/give-group-seats';
import { GROUP_NAME_REQUIRED } from '../components/groups-section';
import { courseLicence, materialLicence } from '../test/fixtures';
import { renderPage, signIn } from '../test/render-licences';
import { MyLicencesPage } from './my-licences-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** Issue 27 §4: groups of people, named once and given seats of a licence in one step, on My Licences. */

afterEach(() => {
  vi.clearAllMocks();
});

const year6: LicenceGroup = {
  id: 4,
  name: 'Year 6 teachers',
  members: ['omar@school.example', 'nour@school.example'],
  licenceIds: [],
};

const renderLicences = () => renderPage({ path: paths.myLicences.path, element: <MyLicencesPage /> });
const group = (name: string) => screen.getByRole('article', { name });
const methodsAndBodies = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  requestsTo(fetchMock, path).map(({ method, body }) => [method, body]);

describe('groups on My Licences (issue 27 §4)', () => {
  it('lists each group with its members, and creates one from a name and the addresses typed', async () => {
    signIn();
    let groups = [year6];
    const fetchMock = stubApi({
      [LICENCES_PATH]: [courseLicence],
      [GROUPS_PATH]: ({ method, body }: StubRequest) => {
        if (method !== 'POST') return groups;
        const created = { id: 5, licenceIds: [], ...(body as { name: string; members: string[] }) };
        groups = [...groups, created];
        return reply(201, created);
      },
    });
    const { user } = renderLicences();
    const year = within(await screen.findByRole('article', { name: 'Year 6 teachers' }));
    expect(year.getByText('2 members')).toBeInTheDocument();
    const members = within(year.getByRole('list', { name: 'Members of Year 6 teachers' })).getAllByRole('listitem');
    expect(members.map((item) => item.querySelector('bdi')?.textContent)).toEqual(year6.members);

    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText(GROUP_NAME_REQUIRED)).toHaveAttribute('role', 'alert');
    await user.type(screen.getByRole('textbox', { name: 'Group name' }), 'English department');
    await user.type(
      screen.getByRole('textbox', { name: "Members' e-mail addresses (optional)" }),
      'laila@school.example,\nkarim@school.example',
    );
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByRole('article', { name: 'English department' })).toBeInTheDocument();
    expect(methodsAndBodies(fetchMock, GROUPS_PATH).filter(([method]) => method === 'POST')).toEqual([
      ['POST', { name: 'English department', members: ['laila@school.example', 'karim@school.example'] }],
    ]);
    expect(toast.success).toHaveBeenCalledWith('Group English department created.');
    expect(screen.getByRole('textbox', { name: 'Group name' })).toHaveValue('');
  });

  it('adds and removes a member', async () => {
    signIn();
    const fetchMock = stubApi({
      [LICENCES_PATH]: [courseLicence],
      [GROUPS_PATH]: [year6],
      [groupMembersPath(year6.id)]: { ...year6, members: [...year6.members, 'karim@school.example'] },
      [groupMemberPath(year6.id, 'omar@school.example')]: { ...year6, members: ['nour@school.example'] },
    });
    const { user } = renderLicences();
    const field = await screen.findByRole('textbox', { name: 'Add a member to Year 6 teachers' });
    await user.type(field, 'karim@school.example');
    await user.click(within(group('Year 6 teachers')).getByRole('button', { name: 'Add member' }));
    await vi.waitFor(() => expect(field).toHaveValue(''));
    expect(methodsAndBodies(fetchMock, groupMembersPath(year6.id))).toEqual([
      ['POST', { members: ['karim@school.example'] }],
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove omar@school.example from Year 6 teachers' }));
    await vi.waitFor(() =>
      expect(methodsAndBodies(fetchMock, '/api/licences/groups/4/members/omar%40school.example')).toEqual([
        ['DELETE', undefined],
      ]),
    );
  });

  it('gives every member a seat of the licence chosen, and says how many were invited', async () => {
    signIn();
    let licenceLoads = 0;
    const fetchMock = stubApi({
      [LICENCES_PATH]: () => {
        licenceLoads += 1;
        return [courseLicence, materialLicence];
      },
      [GROUPS_PATH]: [year6],
      [groupSeatsPath(year6.id)]: { invited: 2, alreadyHolders: 0 },
    });
    const { user } = renderLicences();
    const choice = await screen.findByRole('combobox', { name: 'Give each member of Year 6 teachers a seat of' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Essay writing course (4 free seats)', 'Grammar drills (0 free seats)']);
    await user.click(screen.getByRole('button', { name: 'Give seats' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 people invited, 0 already had a seat.'));
    expect(methodsAndBodies(fetchMock, groupSeatsPath(year6.id))).toEqual([['POST', { licenceId: courseLicence.id }]]);
    expect(licenceLoads).toBe(2);
  });

  it('says why seats could not be given, in the server’s words', async () => {
    signIn();
    const refusal = 'This licence has 0 free seats; the group needs 2.';
    stubApi({
      [LICENCES_PATH]: [materialLicence],
      [GROUPS_PATH]: [year6],
      [groupSeatsPath(year6.id)]: reply(409, { success: false, message: refusal }),
    });
    const { user } = renderLicences();
    await user.click(await screen.findByRole('button', { name: 'Give seats' }));
    expect(await screen.findByText(refusal)).toHaveAttribute('role', 'alert');
  });

  it('deletes a group only once the buyer confirms', async () => {
    signIn();
    let groups = [year6];
    const fetchMock = stubApi({
      [LICENCES_PATH]: [courseLicence],
      [GROUPS_PATH]: () => groups,
      [groupPath(year6.id)]: () => {
        groups = [];
        return '';
      },
    });
    const { user } = renderLicences();
    await user.click(await screen.findByRole('button', { name: 'Delete group Year 6 teachers' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the group Year 6 teachers?' });
    expect(dialog).toHaveAccessibleDescription('The seats its members were given stay theirs.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Year 6 teachers' })).not.toBeInTheDocument());
    expect(methodsAndBodies(fetchMock, groupPath(year6.id))).toEqual([['DELETE', undefined]]);
    expect(toast.success).toHaveBeenCalledWith('Group Year 6 teachers deleted.');
  });

  it('has no groups section while there is no licence to give seats of', async () => {
    signIn();
    const fetchMock = stubApi({ [LICENCES_PATH]: [] });
    renderLicences();
    await screen.findByRole('link', { name: 'Browse Materials' });
    expect(screen.queryByRole('heading', { name: 'Groups' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, GROUPS_PATH)).toHaveLength(0);
  });
});
