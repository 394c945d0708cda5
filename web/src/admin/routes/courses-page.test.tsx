import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCourseList, AdminCourseRow } from '@the-gate/contract/admin-courses';
import { describe, expect, it } from 'vitest';
import { requestedPaths } from '@/test/stub-api';
import { renderAdmin } from '../test/render-admin';

/** Issue 24 §2, §6: the back office's list of teacher courses, its query in the address. */

const row = (id: number, overrides: Partial<AdminCourseRow> = {}): AdminCourseRow => ({
  id,
  title: `Course ${id}`,
  difficultyLevel: 'Beginner',
  category: 'Grammar',
  instructor: 'Ms Salma',
  price: 300,
  isFree: false,
  status: 'published',
  lessonCount: 4,
  thumbnailPath: null,
  updatedAt: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

const LIST: AdminCourseList = {
  items: [
    row(1, { title: 'Teaching phonics' }),
    row(2, { title: 'Package-only course', price: null, status: 'draft', category: null, lessonCount: 0 }),
    row(3, { title: 'Free taster', price: 0, isFree: true, difficultyLevel: 'Advanced' }),
  ],
  totalCount: 30,
};

const headerOf = (name: string) =>
  screen.getAllByRole('columnheader').find((th) => th.textContent === name) as HTMLElement;

describe('Courses list (issue 24 §6)', () => {
  it('lists the rows: title linked to its edit page, difficulty, category, price (null: not sold alone), status, lessons', async () => {
    renderAdmin({ path: '/admin/catalogue/courses', routes: { '/api/admin/courses': LIST } });
    const table = await screen.findByRole('table', { name: 'Courses, page 1 of 2' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cover', 'Title', 'Difficulty', 'Category', 'Instructor', 'Price', 'Status', 'Lessons', 'Updated']);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Teaching phonics' })).toHaveAttribute(
      'href',
      '/admin/catalogue/courses/1',
    );
    expect(first).toHaveTextContent('EGP 300.00');
    expect(second).toHaveTextContent('Not sold alone');
    expect(second).toHaveTextContent('Draft');
    expect(third).toHaveTextContent('Free');
    expect(third).toHaveTextContent('Advanced');
    expect(screen.getByText('Courses 1–3 of 30')).toBeInTheDocument();
  });

  it('puts the search (once typing rests), status, difficulty, category, sort and page in the address and the request', async () => {
    const { fetchMock, history } = renderAdmin({
      path: '/admin/catalogue/courses',
      routes: {
        '/api/admin/courses': LIST,
        '/api/admin/courses?search=phonics': LIST,
        '/api/admin/courses?search=phonics&status=draft': LIST,
        '/api/admin/courses?search=phonics&status=draft&difficulty=Advanced': LIST,
        '/api/admin/courses?search=phonics&status=draft&difficulty=Advanced&category=Grammar': LIST,
        '/api/admin/courses?search=phonics&status=draft&difficulty=Advanced&category=Grammar&sort=title&order=asc':
          LIST,
        '/api/admin/courses?search=phonics&status=draft&difficulty=Advanced&category=Grammar&sort=title&order=asc&page=2':
          LIST,
        '/api/admin/courses?search=phonics&status=draft&category=Grammar&sort=title&order=asc': LIST,
      },
    });
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'phonics');
    await waitFor(() => expect(history.at(-1)).toBe('/admin/catalogue/courses?search=phonics'));
    // One request for the whole word, not one per key.
    expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/api/admin/courses?'))).toEqual([
      '/api/admin/courses?search=phonics',
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Advanced');
    await userEvent.type(screen.getByRole('textbox', { name: 'Category' }), 'Grammar');
    await waitFor(() =>
      expect(history.at(-1)).toBe(
        '/admin/catalogue/courses?search=phonics&status=draft&difficulty=Advanced&category=Grammar',
      ),
    );
    await userEvent.click(within(headerOf('Title')).getByRole('button'));
    await waitFor(() => expect(headerOf('Title')).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('table', { name: 'Courses, page 2 of 2' })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain(
      '/api/admin/courses?search=phonics&status=draft&difficulty=Advanced&category=Grammar&sort=title&order=asc&page=2',
    );
    // A new filter starts again at the first page.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), '');
    await waitFor(() =>
      expect(history.at(-1)).toBe(
        '/admin/catalogue/courses?search=phonics&status=draft&category=Grammar&sort=title&order=asc',
      ),
    );
  });

  it('opens with the list the address names, its filters shown, and leaves out what the server would refuse', async () => {
    const { fetchMock } = renderAdmin({
      path: '/admin/catalogue/courses?status=archived&difficulty=Expert&category=Phonics&page=2',
      routes: { '/api/admin/courses?status=archived&category=Phonics&page=2': LIST },
    });
    expect(await screen.findByRole('table', { name: 'Courses, page 2 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('archived');
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Category' })).toHaveValue('Phonics');
    expect(requestedPaths(fetchMock)).not.toContain('/api/admin/courses');
  });

  it('says when nothing matches, and shows New course to a manager but not to an editor (issue 24 §1)', async () => {
    const { unmount } = renderAdmin({
      path: '/admin/catalogue/courses?search=zzz',
      role: 'editor',
      routes: { '/api/admin/courses?search=zzz': { items: [], totalCount: 0 } },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell')).toHaveTextContent('No courses match the search and filters.');
    expect(screen.queryByRole('link', { name: 'New course' })).not.toBeInTheDocument();
    unmount();
    renderAdmin({ path: '/admin/catalogue/courses', role: 'manager', routes: { '/api/admin/courses': LIST } });
    expect(await screen.findByRole('link', { name: 'New course' })).toHaveAttribute(
      'href',
      '/admin/catalogue/courses/new',
    );
  });
});
