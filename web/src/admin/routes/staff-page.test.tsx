import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffList } from '@the-gate/contract/staff';
import { describe, expect, it } from 'vitest';
import { reply, requestsTo, type StubRequest } from '@/test/stub-api';
import { LEAVE_QUESTION } from '../admin-context';
import { renderAdmin } from '../test/render-admin';

/** Issue 24 §1, §6: owners add, change and remove staff from the back office. */

const staff = (): StaffList => ({
  items: [
    { userId: 'u1', email: 'owner@example.com', fullName: 'Olive Owner', role: 'owner' },
    { userId: 'u2', email: 'eddie@example.com', fullName: 'Eddie Editor', role: 'editor' },
  ],
});

function renderStaff(put: (request: StubRequest) => unknown = () => ({}), extra: Record<string, unknown> = {}) {
  return renderAdmin({
    path: '/admin/staff',
    routes: {
      '/api/admin/staff': (request: StubRequest) => (request.method === 'PUT' ? put(request) : staff()),
      ...extra,
    },
  });
}

const emailBox = () => screen.getByRole('textbox', { name: /E-mail/ });
const rowOf = (email: string) => screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;

describe('Staff (issue 24 §6)', () => {
  it('lists the members of staff in a table with their roles', async () => {
    renderStaff();
    const table = await screen.findByRole('table', { name: 'Members of staff and their roles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'E-mail', 'Role', 'Actions']);
    expect(within(rowOf('eddie@example.com')).getByRole('combobox', { name: 'Role of eddie@example.com' })).toHaveValue(
      'editor',
    );
    expect(within(rowOf('owner@example.com')).getByText('Olive Owner')).toBeInTheDocument();
  });

  it('adds someone by e-mail and role, then shows the list again', async () => {
    const { fetchMock } = renderStaff();
    await screen.findByRole('table');
    await userEvent.type(emailBox(), 'new@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'manager');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('new@example.com is now a manager.')).toBeInTheDocument();
    const puts = requestsTo(fetchMock, '/api/admin/staff').filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.body)).toEqual([{ email: 'new@example.com', role: 'manager' }]);
    expect(emailBox()).toHaveValue('');
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/admin/staff').filter((r) => r.method === 'GET')).toHaveLength(2),
    );
  });

  it('checks the e-mail with the contract schema before sending, keeping what was typed', async () => {
    const { fetchMock } = renderStaff();
    await screen.findByRole('table');
    await userEvent.type(emailBox(), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(emailBox()).toHaveValue('not-an-email');
    expect(requestsTo(fetchMock, '/api/admin/staff').some((request) => request.method === 'PUT')).toBe(false);
  });

  it('says under the e-mail that no account uses it (404), keeping what was typed', async () => {
    renderStaff(() => reply(404, { message: 'No account uses this e-mail address.' }));
    await screen.findByRole('table');
    await userEvent.type(emailBox(), 'nobody@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'owner');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('No account uses this e-mail address.')).toBeInTheDocument();
    expect(emailBox()).toHaveValue('nobody@example.com');
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('owner');
  });

  it('shows the last owner refused (409) in the form, keeping what was typed', async () => {
    renderStaff(() => reply(409, { message: 'The shop must keep at least one owner.' }));
    await screen.findByRole('table');
    await userEvent.type(emailBox(), 'owner@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'editor');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const form = screen.getByRole('form', { name: 'Add a member of staff' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('The shop must keep at least one owner.');
    expect(emailBox()).toHaveValue('owner@example.com');
  });

  it("changes a member's role in place", async () => {
    const { fetchMock } = renderStaff();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of eddie@example.com' }), 'manager');
    expect(await screen.findByText('eddie@example.com is now a manager.')).toBeInTheDocument();
    const puts = requestsTo(fetchMock, '/api/admin/staff').filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.body)).toEqual([{ email: 'eddie@example.com', role: 'manager' }]);
  });

  it('says why a role change was refused (409) and shows the role the server kept', async () => {
    renderStaff(() => reply(409, { message: 'The shop must keep at least one owner.' }));
    await screen.findByRole('table');
    const select = screen.getByRole('combobox', { name: 'Role of owner@example.com' });
    await userEvent.selectOptions(select, 'editor');
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop must keep at least one owner.');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of owner@example.com' })).toHaveValue('owner'),
    );
  });

  it('removes a member only after a confirmation, and Cancel sends nothing', async () => {
    const { fetchMock } = renderStaff(undefined, { '/api/admin/staff/u2': {} });
    await screen.findByRole('table');
    await userEvent.click(within(rowOf('eddie@example.com')).getByRole('button', { name: 'Remove eddie@example.com' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove eddie@example.com from staff?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, '/api/admin/staff/u2')).toEqual([]);

    await userEvent.click(within(rowOf('eddie@example.com')).getByRole('button', { name: 'Remove eddie@example.com' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('eddie@example.com no longer has a staff role.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/admin/staff/u2').map((request) => request.method)).toEqual(['DELETE']);
  });

  it('says why removing the last owner was refused (409)', async () => {
    renderStaff(undefined, {
      '/api/admin/staff/u1': reply(409, { message: 'The last owner cannot be removed.' }),
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Remove owner@example.com' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The last owner cannot be removed.');
  });

  it('asks before a navigation would lose what was typed in the add form', async () => {
    const { confirm, history } = renderAdmin({
      path: '/admin/staff',
      routes: { '/api/admin/staff': staff(), '/api/admin/audit?page=1': { items: [], totalCount: 0 } },
      confirm: false,
    });
    await screen.findByRole('table');
    await userEvent.type(emailBox(), 'half@exam');
    await userEvent.click(screen.getByRole('link', { name: 'Audit log' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(history.at(-1)).toBe('/admin/staff');
    expect(emailBox()).toHaveValue('half@exam');
  });

  it('leaves without asking when nothing was typed', async () => {
    const { confirm, history } = renderAdmin({
      path: '/admin/staff',
      routes: { '/api/admin/staff': staff(), '/api/admin/audit?page=1': { items: [], totalCount: 0 } },
      confirm: false,
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('link', { name: 'Audit log' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(history.at(-1)).toBe('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
  });
});
