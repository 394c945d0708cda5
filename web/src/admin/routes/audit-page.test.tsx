import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@the-gate/contract/staff';
import { describe, expect, it } from 'vitest';
import { requestedPaths } from '@/test/stub-api';
import { fieldChanges, formatValue } from '../components/audit-change';
import { renderAdmin } from '../test/render-admin';

/** Issue 24 §5, §6: the audit log, a page at a time, with its before and after readable. */

const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  at: `2026-11-27T10:${String(n).padStart(2, '0')}:00.000Z`,
  actor: 'owner@example.com',
  action: 'staff.put',
  entity: 'user',
  entityId: `u${n}`,
  before: { role: 'editor' },
  after: { role: 'manager' },
  ...overrides,
});

const PAGE_1 = { items: [entry(1), entry(2), entry(3)], totalCount: 5 };
const PAGE_2 = {
  items: [entry(4), entry(5, { action: 'staff.delete', before: { role: 'editor' }, after: null })],
  totalCount: 5,
};

describe('Audit log (issue 24 §6)', () => {
  it('shows a page of changes, who made them, and each field before and after', async () => {
    renderAdmin({ path: '/admin/audit', routes: { '/api/admin/audit?page=1': PAGE_1 } });
    const table = await screen.findByRole('table', { name: 'Audit log, page 1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Who', 'What', 'Item', 'Before → after']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('owner@example.com');
    expect(rows[0]).toHaveTextContent('user u1');
    expect(within(rows[0]!).getByRole('deletion')).toHaveTextContent('editor');
    expect(within(rows[0]!).getByRole('insertion')).toHaveTextContent('manager');
    expect(screen.getByText('Entries 1–3 of 5')).toBeInTheDocument();
  });

  it('never breaks a word in the Who column: "system" stayed "syste m" at 390 px (issue 24 §6)', async () => {
    renderAdmin({
      path: '/admin/audit',
      routes: { '/api/admin/audit?page=1': { items: [entry(1, { actor: 'system' })], totalCount: 1 } },
    });
    const table = await screen.findByRole('table', { name: 'Audit log, page 1' });
    const who = within(table).getByText('system');
    // jsdom lays nothing out: the classes are what the browser breaks lines by.
    expect(who).toHaveClass('whitespace-nowrap');
    expect(who.className).not.toMatch(/break-all|break-words|wrap-anywhere/);
  });

  it('pages through with the page in the address, and knows the last page', async () => {
    const { fetchMock, history } = renderAdmin({
      path: '/admin/audit',
      routes: { '/api/admin/audit?page=1': PAGE_1, '/api/admin/audit?page=2': PAGE_2 },
    });
    await screen.findByRole('table', { name: 'Audit log, page 1' });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('table', { name: 'Audit log, page 2' })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/admin/audit?page=2');
    expect(await screen.findByText('Entries 4–5 of 5')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('/api/admin/audit?page=2');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // A removal shows what there was, and nothing after.
    const removal = screen.getAllByRole('row').at(-1)!;
    expect(within(removal).getByRole('insertion')).toHaveTextContent('—');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('table', { name: 'Audit log, page 1' })).toBeInTheDocument();
  });

  it('opens at the page the address names', async () => {
    const { fetchMock } = renderAdmin({ path: '/admin/audit?page=2', routes: { '/api/admin/audit?page=2': PAGE_2 } });
    expect(await screen.findByRole('table', { name: 'Audit log, page 2' })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).not.toContain('/api/admin/audit?page=1');
  });
});

describe('an audit entry, field by field (issue 24 §5)', () => {
  it('lists only the fields that changed', () => {
    expect(fieldChanges({ role: 'editor', email: 'a@b.c' }, { role: 'owner', email: 'a@b.c' })).toEqual([
      { field: 'role', before: 'editor', after: 'owner' },
    ]);
  });

  it('lists every field of a creation or a removal, and a plain value as one', () => {
    expect(fieldChanges(null, { title: 'Grammar', price: 50 })).toEqual([
      { field: 'title', before: undefined, after: 'Grammar' },
      { field: 'price', before: undefined, after: 50 },
    ]);
    expect(fieldChanges({ role: 'editor' }, null)).toEqual([{ field: 'role', before: 'editor', after: undefined }]);
    expect(fieldChanges('Draft', 'Published')).toEqual([{ field: 'value', before: 'Draft', after: 'Published' }]);
  });

  it('writes values as an owner reads them', () => {
    expect(formatValue(null)).toBe('—');
    expect(formatValue('كتاب')).toBe('كتاب');
    expect(formatValue({ tags: ['a'] })).toBe('{"tags":["a"]}');
  });
});
