import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerDetail } from '@the-gate/contract/admin-customers';
import { describe, expect, it } from 'vitest';
import { reply, requestsTo, type StubRequest } from '@/test/stub-api';
import { renderAdmin } from '../test/render-admin';

/** Issue 25 §3: a customer's page, and what managers and owners do from it. */

const DETAIL_PATH = '/api/admin/customers/c1';

const detail = (overrides: Partial<CustomerDetail> = {}): CustomerDetail => ({
  id: 'c1',
  email: 'sara@example.com',
  name: 'Sara Ahmed',
  phone: '+201001234567',
  createdAt: '2026-11-01T09:00:00.000Z',
  isActive: true,
  paymentsCount: 1,
  staffRole: null,
  username: 'sara',
  country: 'Egypt',
  payments: [
    { reference: 'PAY-1', createdAt: '2026-11-02T10:00:00.000Z', status: 'Partially refunded', amountCents: 15_000 },
  ],
  library: [
    {
      materialId: 7,
      title: 'Grammar Book',
      addedAt: '2026-11-02T10:00:00.000Z',
      source: { kind: 'payment', reference: 'PAY-1' },
    },
    {
      materialId: 8,
      title: 'Reading Pack',
      addedAt: '2026-11-03T10:00:00.000Z',
      source: { kind: 'grant', grantIds: [5] },
    },
  ],
  courses: [],
  sessions: [{ createdAt: '2026-11-04T10:00:00.000Z', lastSeenAt: null, expiresAt: '2026-12-04T10:00:00.000Z' }],
  grants: [
    {
      id: 5,
      itemType: 'Material',
      itemId: 8,
      itemTitle: 'Reading Pack',
      reason: 'Cairo School',
      grantedBy: 'manager@example.com',
      grantedAt: '2026-11-03T10:00:00.000Z',
      revokedAt: null,
      revokedBy: null,
    },
  ],
  ...overrides,
});

function renderCustomer(routes: Record<string, unknown> = {}, role: 'owner' | 'manager' | 'editor' = 'manager') {
  return renderAdmin({ path: '/admin/customers/c1', role, routes: { [DETAIL_PATH]: detail(), ...routes } });
}

const sectionNamed = (name: string) => screen.getByRole('region', { name });
const confirmWith = async (name: string) => {
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name }));
};

// A busy CI machine loads the page's chunks and types slowly: the steps wait longer than one default (5 s).
describe("A customer's page (issue 25 §3)", { timeout: 20_000 }, () => {
  it('shows the profile, payments linking to their page, library with where each came from, sessions and grants', async () => {
    renderCustomer();
    const title = await screen.findByRole('heading', { level: 1, name: 'Sara Ahmed' }, { timeout: 4000 });
    expect(title.parentElement).toHaveTextContent('Sara AhmedActive');
    const payments = sectionNamed('Payments');
    expect(within(payments).getByRole('link', { name: 'PAY-1' })).toHaveAttribute('href', '/admin/payments/PAY-1');
    expect(within(payments).getByText('Partially refunded')).toBeInTheDocument();
    expect(within(payments).getByText(/EGP 150\.00/)).toBeInTheDocument();
    const library = within(sectionNamed('Library')).getAllByRole('row').slice(1);
    expect(
      library.map((tr) => [
        within(tr).getAllByRole('cell')[0]!.textContent,
        within(tr).getAllByRole('cell')[2]!.textContent,
      ]),
    ).toEqual([
      ['Grammar Book', 'PAY-1'],
      ['Reading Pack', 'Staff grant'],
    ]);
    expect(within(sectionNamed('Courses')).getByText('No courses assigned.')).toBeInTheDocument();
    expect(within(sectionNamed('Active sessions')).getAllByRole('row')).toHaveLength(2);
    const grants = sectionNamed('Staff grants');
    expect(within(grants).getByText('Reason: Cairo School')).toBeInTheDocument();
    expect(within(grants).getByText(/Granted by manager@example.com/)).toBeInTheDocument();
  });

  it('grants a material found by the search, with a reason, and shows the page again', async () => {
    const grant = (request: StubRequest) =>
      request.method === 'POST' ? { ...detail().grants[0]!, id: 6, itemId: 9, itemTitle: 'Vocabulary Cards' } : null;
    const { fetchMock } = renderCustomer({
      '/api/admin/materials?search=vocab': {
        items: [{ id: 9, title: 'Vocabulary Cards', status: 'published' }],
        totalCount: 1,
      },
      '/api/admin/customers/c1/grants': grant,
    });
    await screen.findByRole('heading', { level: 1, name: 'Sara Ahmed' }, { timeout: 4000 });
    const form = screen.getByRole('form', { name: 'Grant an item' });
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Find the material' }), 'vocab');
    await userEvent.click(await within(form).findByRole('button', { name: 'Pick Vocabulary Cards' }));
    expect(within(form).getByText('Picked: Vocabulary Cards (id 9)')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Cairo School');
    await userEvent.click(within(form).getByRole('button', { name: 'Grant' }));
    expect(await within(form).findByText('Granted: Vocabulary Cards.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/admin/customers/c1/grants').map((r) => r.body)).toEqual([
      { itemType: 'Material', itemId: 9, reason: 'Cairo School' },
    ]);
    await waitFor(() => expect(requestsTo(fetchMock, DETAIL_PATH).length).toBeGreaterThanOrEqual(2));
  });

  it('asks for the item and the reason before sending, and keeps what was typed when the server refuses', async () => {
    const { fetchMock } = renderCustomer({
      '/api/admin/groups?search=pro': {
        items: [{ id: 3, name: 'Year 7 Pro Package', status: 'published' }],
        totalCount: 1,
      },
      '/api/admin/customers/c1/grants': reply(404, { message: 'There is no book or package with this id.' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Sara Ahmed' }, { timeout: 4000 });
    const form = screen.getByRole('form', { name: 'Grant an item' });
    await userEvent.click(within(form).getByRole('button', { name: 'Grant' }));
    expect(within(form).getByText('Pick the material to give.')).toBeInTheDocument();
    expect(within(form).getByText('Please give a reason for the grant (a school, a complaint).')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/admin/customers/c1/grants')).toEqual([]);

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Item type' }), 'MaterialGroup');
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Find the book or package' }), 'pro');
    await userEvent.click(await within(form).findByRole('button', { name: 'Pick Year 7 Pro Package' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Complaint');
    await userEvent.click(within(form).getByRole('button', { name: 'Grant' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('There is no book or package with this id.');
    expect(within(form).getByRole('textbox', { name: /Reason/ })).toHaveValue('Complaint');
    expect(within(form).getByText('Picked: Year 7 Pro Package (id 3)')).toBeInTheDocument();
  });

  it('revokes a grant after a confirmation', async () => {
    const { fetchMock } = renderCustomer({ '/api/admin/customers/c1/grants/5': {} });
    await screen.findByRole('heading', { level: 1, name: 'Sara Ahmed' }, { timeout: 4000 });
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Reading Pack' }));
    expect(requestsTo(fetchMock, '/api/admin/customers/c1/grants/5')).toEqual([]);
    await confirmWith('Revoke');
    expect(await screen.findByText('The grant of Reading Pack is revoked.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/admin/customers/c1/grants/5').map((r) => r.method)).toEqual(['DELETE']);
  });

  it('signs the customer out everywhere and disables the account, each after a confirmation; a refusal is said', async () => {
    const { fetchMock } = renderCustomer({
      '/api/admin/customers/c1/sign-out': {},
      '/api/admin/customers/c1/disable': reply(409, {
        message: 'This account holds a back-office role. Remove their back-office role first.',
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Sara Ahmed' }, { timeout: 4000 });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await confirmWith('Sign out everywhere');
    expect(await screen.findByText('Sara Ahmed is signed out everywhere.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    // Cancelled: nothing is sent.
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, '/api/admin/customers/c1/disable')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    await confirmWith('Disable account');
    expect(await screen.findByRole('alert')).toHaveTextContent('Remove their back-office role first.');
    expect(requestsTo(fetchMock, '/api/admin/customers/c1/sign-out').map((r) => r.method)).toEqual(['POST']);
    expect(requestsTo(fetchMock, '/api/admin/customers/c1/disable').map((r) => r.method)).toEqual(['POST']);
  });

  it('offers Enable on a disabled account, and no Disable for a member of staff', async () => {
    const disabled = renderCustomer({ [DETAIL_PATH]: detail({ isActive: false, sessions: [] }) });
    await screen.findByRole('heading', { level: 1, name: 'Sara Ahmed' }, { timeout: 4000 });
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('Sara AhmedDisabled');
    expect(screen.getByRole('button', { name: 'Enable account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
    disabled.unmount();
    renderCustomer({ [DETAIL_PATH]: detail({ staffRole: 'editor' }) }, 'owner');
    await screen.findByRole('heading', { level: 1, name: 'Sara Ahmed' }, { timeout: 4000 });
    expect(screen.queryByRole('button', { name: 'Disable account' })).not.toBeInTheDocument();
    expect(screen.getByText(/remove their back-office role first/)).toBeInTheDocument();
  });

  it('says when there is no such customer', async () => {
    renderCustomer({ [DETAIL_PATH]: reply(404, { message: 'There is no such customer.' }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer not found' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
