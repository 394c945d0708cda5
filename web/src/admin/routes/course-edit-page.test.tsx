import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCourse, AdminLesson } from '@the-gate/contract/admin-courses';
import type { StaffRole } from '@the-gate/contract/staff-rules';
import { describe, expect, it } from 'vitest';
import { reply, requestsTo, type StubRequest } from '@/test/stub-api';
import { renderAdmin } from '../test/render-admin';

/** Issue 24 §2, §3, §6: a teacher course's edit and new pages, its lessons, by role. */

const UPDATED_AT = '2026-11-20T09:30:00.000Z';
const lesson = (id: number, overrides: Partial<AdminLesson> = {}): AdminLesson => ({
  id,
  title: `Lesson ${id}`,
  description: null,
  content: `<p>Content ${id}</p>`,
  htmlContent: '',
  isPublished: true,
  sortOrder: id,
  hasDocument: false,
  ...overrides,
});
const LESSONS = [lesson(11, { title: 'Sounds' }), lesson(12, { title: 'Blends' }), lesson(13, { title: 'Words' })];
const course = (overrides: Partial<AdminCourse> = {}): AdminCourse => ({
  id: 5,
  title: 'Teaching phonics',
  description: 'A course for teachers.',
  duration: '6 hours',
  durationInHours: 6,
  instructor: 'Ms Salma',
  level: 'Beginner',
  rating: 0,
  students: 0,
  image: null,
  price: 300,
  isFree: false,
  category: 'Phonics',
  lessonCount: 3,
  status: 'draft',
  isPublished: false,
  createdAt: '2026-11-01T09:30:00.000Z',
  updatedAt: UPDATED_AT,
  lessons: LESSONS,
  ...overrides,
});

type Routes = Record<string, unknown>;
/** The edit page at /admin/catalogue/courses/5; `patch` answers the course's PATCH, the GET `current()`. */
function renderEdit({
  role = 'owner',
  patch = () => course(),
  current = () => course(),
  extra = {},
}: {
  role?: StaffRole;
  patch?: (request: StubRequest) => unknown;
  current?: () => AdminCourse;
  extra?: Routes;
} = {}) {
  return renderAdmin({
    path: '/admin/catalogue/courses/5',
    role,
    routes: {
      '/api/admin/courses/5': (request: StubRequest) => (request.method === 'PATCH' ? patch(request) : current()),
      ...extra,
    },
  });
}

const form = () => screen.findByRole('form', { name: 'Course details' });
const priceBox = () => screen.getByRole('spinbutton', { name: 'Price (EGP)' });
const lessonItems = () => within(screen.getByRole('list', { name: 'Lessons in order' })).getAllByRole('listitem');
const patches = (fetchMock: ReturnType<typeof renderEdit>['fetchMock'], path = '/api/admin/courses/5') =>
  requestsTo(fetchMock, path).filter((request) => request.method === 'PATCH');

describe('Course edit page (issue 24 §6)', () => {
  it('sends only the changed fields with the updatedAt it opened; "not sold on its own" is the price null', async () => {
    const { fetchMock } = renderEdit({
      patch: () => course({ category: 'Reading', price: null, updatedAt: '2026-11-27T10:00:00.000Z' }),
    });
    await form();
    expect(priceBox()).toHaveValue(300);
    expect(screen.getByRole('combobox', { name: /^Difficulty/ })).toHaveValue('Beginner');
    await userEvent.clear(screen.getByRole('textbox', { name: /^Category/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Category/ }), 'Reading');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Not sold on its own (only in a package)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(patches(fetchMock).map((request) => request.body)).toEqual([
      { price: null, category: 'Reading', expectedUpdatedAt: UPDATED_AT },
    ]);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    // The next save expects the version the server answered.
    await userEvent.type(screen.getByRole('textbox', { name: /^Instructor/ }), ' Adel');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(2));
    expect(patches(fetchMock)[1]?.body).toEqual({
      instructor: 'Ms Salma Adel',
      expectedUpdatedAt: '2026-11-27T10:00:00.000Z',
    });
  });

  it('shows a stale form refused (409) and keeps what was typed; says the description is plain text', async () => {
    const stale = 'This course was changed since you opened it. Reload it, then make your change again.';
    renderEdit({ patch: () => reply(409, { message: stale }) });
    await form();
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription(
      /Plain text: the server removes any HTML tags/,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Teaching phonics 2');
  });

  it('lets an editor change texts and lessons but not the price, status, publishing, deleting or ZIPs (issue 24 §1)', async () => {
    renderEdit({ role: 'editor' });
    await form();
    expect(priceBox()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Free' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cover picture')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit “Blends”' }));
    expect(screen.getByRole('checkbox', { name: 'Published (learners see this lesson)' })).toBeDisabled();
    expect(screen.queryByLabelText('Lesson files (ZIP)')).not.toBeInTheDocument();
  });

  it('lets a manager publish and archive, sending the status with the updatedAt it opened', async () => {
    const { fetchMock } = renderEdit({
      role: 'manager',
      patch: () => course({ status: 'published', isPublished: true, updatedAt: '2026-11-27T11:00:00.000Z' }),
    });
    await form();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish (to draft)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(patches(fetchMock).map((request) => request.body)).toEqual([
      { status: 'published', expectedUpdatedAt: UPDATED_AT },
    ]);
  });
});

describe('Course lessons (issue 24 §2, §6)', () => {
  it('moves a lesson down with its button: the whole new order is sent, focus stays on the lesson and its place is announced', async () => {
    const { fetchMock } = renderEdit({
      extra: {
        '/api/admin/courses/5/lessons/order': (request: StubRequest) => {
          const { lessonIds } = request.body as { lessonIds: number[] };
          return course({ lessons: lessonIds.map((id) => LESSONS.find((each) => each.id === id)!) });
        },
      },
    });
    await form();
    expect(lessonItems().map((item) => item.textContent)).toEqual([
      expect.stringContaining('1. Sounds'),
      expect.stringContaining('2. Blends'),
      expect.stringContaining('3. Words'),
    ]);
    expect(screen.getByRole('button', { name: 'Move up: “Sounds”' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: “Words”' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move down: “Sounds”' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lessonItems()[1]).toHaveTextContent('2. Sounds'));
    expect(requestsTo(fetchMock, '/api/admin/courses/5/lessons/order').map((request) => request.body)).toEqual([
      { lessonIds: [12, 11, 13] },
    ]);
    expect(screen.getByRole('button', { name: 'Move down: “Sounds”' })).toHaveFocus();
    expect(screen.getByText('“Sounds” is now lesson 2 of 3.')).toBeInTheDocument();
    // At the bottom the "down" button is disabled: focus goes to the lesson's other button.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lessonItems()[2]).toHaveTextContent('3. Sounds'));
    expect(screen.getByRole('button', { name: 'Move up: “Sounds”' })).toHaveFocus();
  });

  it('deletes a lesson only once the dialog is confirmed', async () => {
    let lessons = LESSONS;
    const { fetchMock } = renderEdit({
      current: () => course({ lessons }),
      extra: {
        '/api/admin/courses/5/lessons/12': (request: StubRequest) => {
          if (request.method === 'DELETE') lessons = lessons.filter((each) => each.id !== 12);
          // The server answers 204; the stub's Response cannot carry a 204, an empty 200 reads the same.
          return '';
        },
      },
    });
    await form();
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Blends”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the lesson “Blends”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, '/api/admin/courses/5/lessons/12')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Blends”' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete lesson' }),
    );
    await waitFor(() => expect(lessonItems()).toHaveLength(2));
    expect(requestsTo(fetchMock, '/api/admin/courses/5/lessons/12').map((request) => request.method)).toEqual([
      'DELETE',
    ]);
  });

  it("adds a lesson by title, then edits one sending only what changed, with the server's sanitised HTML shown", async () => {
    let lessons = LESSONS;
    const { fetchMock } = renderEdit({
      current: () => course({ lessons }),
      extra: {
        '/api/admin/courses/5/lessons': (request: StubRequest) => {
          lessons = [...lessons, lesson(14, { title: (request.body as { title: string }).title, isPublished: false })];
          return reply(201, { id: 14 });
        },
        '/api/admin/courses/5/lessons/12': () => {
          lessons = lessons.map((each) =>
            each.id === 12 ? { ...each, content: '<p>Safe</p>', isPublished: false } : each,
          );
          return course({ lessons });
        },
      },
    });
    await form();
    await userEvent.type(screen.getByRole('textbox', { name: 'New lesson title' }), 'Reading aloud');
    await userEvent.click(screen.getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(lessonItems()).toHaveLength(4));
    expect(lessonItems()[3]).toHaveTextContent('4. Reading aloud');
    expect(requestsTo(fetchMock, '/api/admin/courses/5/lessons')[0]?.body).toEqual({ title: 'Reading aloud' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit “Blends”' }));
    const content = screen.getByRole('textbox', { name: /^Content \(HTML\)/ });
    expect(content).toHaveAccessibleDescription(/The server sanitises it when it is saved/);
    await userEvent.clear(content);
    await userEvent.type(content, '<p>Safe</p><script>x()</script>');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Published (learners see this lesson)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save lesson' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Content \(HTML\)/ })).toHaveValue('<p>Safe</p>'));
    expect(patches(fetchMock, '/api/admin/courses/5/lessons/12').map((request) => request.body)).toEqual([
      { content: '<p>Safe</p><script>x()</script>', isPublished: false },
    ]);
    expect(lessonItems()[1]).toHaveTextContent('Hidden');
  });

  it("uploads a lesson's ZIP as the multipart field file and says the server's files and size (issue 24 §3)", async () => {
    const { fetchMock } = renderEdit({
      extra: { '/api/admin/courses/5/lessons/11/document': { files: 12, size: 3_565_158 } },
    });
    await form();
    await userEvent.click(screen.getByRole('button', { name: 'Edit “Sounds”' }));
    const zip = new File(['PK\u0003\u0004'], 'sounds.zip', { type: 'application/zip' });
    await userEvent.upload(screen.getByLabelText('Lesson files (ZIP)'), zip);
    expect(await screen.findByText('ZIP uploaded: 12 files, 3.4 MB.')).toBeInTheDocument();
    const puts = requestsTo(fetchMock, '/api/admin/courses/5/lessons/11/document');
    expect(puts.map((request) => request.method)).toEqual(['PUT']);
    expect((puts[0]!.body as FormData).get('file')).toBe(zip);
  });
});

describe('New course page (issue 24 §2)', () => {
  it('creates a Draft from the contract-checked fields and opens its edit page', async () => {
    const { fetchMock, history } = renderAdmin({
      path: '/admin/catalogue/courses/new',
      routes: { '/api/admin/courses': { id: 5 }, '/api/admin/courses/5': course() },
    });
    const newForm = await screen.findByRole('form', { name: 'New course' });
    await userEvent.click(within(newForm).getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('The title is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Teaching phonics');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Difficulty/ }), 'Intermediate');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Duration (hours)' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Duration (hours)' }), '6.5');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Free' }));
    await userEvent.click(within(newForm).getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/catalogue/courses/5'));
    expect(requestsTo(fetchMock, '/api/admin/courses')[0]?.body).toEqual({
      title: 'Teaching phonics',
      description: '',
      difficultyLevel: 'Intermediate',
      durationInHours: 6.5,
      price: 0,
      isFree: true,
      instructor: null,
      category: null,
    });
  });

  it('is not for an editor', async () => {
    renderAdmin({ path: '/admin/catalogue/courses/new', role: 'editor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument();
  });
});
