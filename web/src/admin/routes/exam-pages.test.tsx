import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminExam, AdminExamList } from '@the-gate/contract/admin-exams';
import type { StaffRole } from '@the-gate/contract/staff-rules';
import { describe, expect, it } from 'vitest';
import { reply, requestedPaths, requestsTo, type StubRequest } from '@/test/stub-api';
import { renderAdmin } from '../test/render-admin';

/** Issue 24 §2, §6: the back office's exams — list, edit (paper, cover, status) and new, by role. */

const LIST: AdminExamList = {
  items: [
    {
      id: 3,
      title: 'Year 8 mock',
      yearGroup: 'Year 8',
      subject: 'English',
      examType: 'Mock exam',
      difficulty: 'Standard',
      price: 200,
      isFree: false,
      status: 'draft',
      paperMaterialId: null,
      thumbnailPath: null,
    },
  ],
  totalCount: 1,
};

const exam = (overrides: Partial<AdminExam> = {}): AdminExam => ({
  id: 3,
  title: 'Year 8 mock',
  description: 'A full mock.',
  price: 200,
  isFree: false,
  thumbnailPath: null,
  yearGroup: 'Year 8',
  subject: 'English',
  examType: 'Mock exam',
  duration: '90 minutes',
  durationMinutes: 90,
  questionCount: 40,
  difficulty: 'Standard',
  status: 'draft',
  paperMaterialId: null,
  sortOrder: 0,
  ...overrides,
});

function renderEdit({
  role = 'owner',
  patch = () => ({}),
  current = () => exam(),
  extra = {},
}: {
  role?: StaffRole;
  patch?: (request: StubRequest) => unknown;
  current?: () => AdminExam;
  extra?: Record<string, unknown>;
} = {}) {
  return renderAdmin({
    path: '/admin/catalogue/exams/3',
    role,
    routes: {
      '/api/admin/exams/3': (request: StubRequest) => (request.method === 'PATCH' ? patch(request) : current()),
      ...extra,
    },
  });
}
const patches = (fetchMock: ReturnType<typeof renderEdit>['fetchMock']) =>
  requestsTo(fetchMock, '/api/admin/exams/3').filter((request) => request.method === 'PATCH');

describe('Exams list (issue 24 §6)', () => {
  it('lists the exams with their paper, and keeps the year and status filters in the address and the request', async () => {
    const { fetchMock, history } = renderAdmin({
      path: '/admin/catalogue/exams?year=Year+8',
      routes: {
        '/api/admin/exams?year=Year+8': LIST,
        '/api/admin/exams?status=draft&year=Year+8': LIST,
      },
    });
    const table = await screen.findByRole('table', { name: 'Exams, page 1 of 1' });
    expect(within(table).getByRole('link', { name: 'Year 8 mock' })).toHaveAttribute(
      'href',
      '/admin/catalogue/exams/3',
    );
    expect(within(table).getByText('None yet')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await waitFor(() => expect(history.at(-1)).toBe('/admin/catalogue/exams?status=draft&year=Year+8'));
    expect(requestedPaths(fetchMock)).toContain('/api/admin/exams?status=draft&year=Year+8');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Exams' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('Exam edit page (issue 24 §6)', () => {
  it('picks the paper by a search of the materials and sends only it', async () => {
    let saved = exam();
    const { fetchMock } = renderEdit({
      patch: () => {
        saved = exam({ paperMaterialId: 44 });
        return {};
      },
      current: () => saved,
      extra: {
        '/api/admin/materials?search=mock': {
          items: [{ id: 44, title: 'Year 8 mock paper', status: 'draft' }],
          totalCount: 1,
        },
      },
    });
    await screen.findByRole('form', { name: 'Exam details' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find the paper' }), 'mock');
    await userEvent.click(await screen.findByRole('button', { name: 'Use as the paper: Year 8 mock paper' }));
    expect(screen.getByRole('textbox', { name: /^Paper material id/ })).toHaveValue('44');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0]?.body).toEqual({ paperMaterialId: 44 });
  });

  it("names the exam's paper by its material's title", async () => {
    renderEdit({
      current: () => exam({ paperMaterialId: 44 }),
      extra: { '/api/admin/materials/44': { id: 44, title: 'Year 8 mock paper' } },
    });
    expect(await screen.findByText('Paper: Year 8 mock paper')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Paper material id/ })).toHaveValue('44');
  });

  it("shows the server's refusal of a standalone paper and keeps what was typed", async () => {
    const standalone =
      "An exam's paper must be a material that is not sold on its own (isStandalone false): this one is sold on its own.";
    renderEdit({ patch: () => reply(400, { message: standalone }) });
    await screen.findByRole('form', { name: 'Exam details' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Paper material id/ }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(standalone);
    expect(screen.getByRole('textbox', { name: /^Paper material id/ })).toHaveValue('7');
  });

  it('lets an editor change texts but not the price, paper or status (issue 24 §1)', async () => {
    const { fetchMock } = renderEdit({ role: 'editor' });
    await screen.findByRole('form', { name: 'Exam details' });
    expect(screen.getByRole('spinbutton', { name: 'Price (EGP)' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Paper material id/ })).toBeDisabled();
    expect(screen.queryByRole('searchbox', { name: 'Find the paper' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Exam type/ }), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0]?.body).toEqual({ examType: 'Mock exam 2' });
  });

  it("publishes, and shows the server's words when the exam has no paper", async () => {
    const noPaper =
      'A published exam needs its paper: set paperMaterialId to a material that is not sold on its own first.';
    const { fetchMock } = renderEdit({ role: 'manager', patch: () => reply(400, { message: noPaper }) });
    await screen.findByRole('form', { name: 'Exam details' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(noPaper)).toBeInTheDocument();
    expect(patches(fetchMock)[0]?.body).toEqual({ status: 'published' });
  });

  it('uploads the cover', async () => {
    const { fetchMock } = renderEdit({ extra: { '/api/admin/exams/3/thumbnail': { thumbnailPath: '/u/c.webp' } } });
    await screen.findByRole('form', { name: 'Exam details' });
    await userEvent.upload(screen.getByLabelText('Cover picture'), new File(['x'], 'c.png', { type: 'image/png' }));
    expect(await screen.findByText('The new cover is saved.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/admin/exams/3/thumbnail').map((r) => r.method)).toEqual(['PUT']);
  });
});

describe('New exam (issue 24 §6)', () => {
  it('checks the fields by the contract, then creates a Draft and opens its page', async () => {
    const { fetchMock, history } = renderAdmin({
      path: '/admin/catalogue/exams/new',
      routes: {
        '/api/admin/exams': (request: StubRequest) => (request.method === 'POST' ? reply(201, { id: 8 }) : {}),
        '/api/admin/exams/8': exam({ id: 8 }),
      },
    });
    await screen.findByRole('form', { name: 'New exam' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Year 6 test');
    await userEvent.click(screen.getByRole('button', { name: 'Create exam' }));
    expect(
      await screen.findByText('The year group must be one of Year 5, Year 6, Year 7 or Year 8.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/admin/exams')).toEqual([]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Year/ }), 'Year 6');
    await userEvent.type(screen.getByRole('textbox', { name: /^Exam type/ }), 'Progression test');
    await userEvent.click(screen.getByRole('button', { name: 'Create exam' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/catalogue/exams/8'));
    expect(requestsTo(fetchMock, '/api/admin/exams')[0]?.body).toMatchObject({
      title: 'Year 6 test',
      yearGroup: 'Year 6',
      examType: 'Progression test',
      paperMaterialId: null,
    });
  });
});
