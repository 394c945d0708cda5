import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '@/test/stub-api';
import { drafting, hooks, lessonsAnswer, OWNED, owningCourses, persuasiveWriting, rhetoric } from '../test/fixtures';
import { renderCourses, signIn } from '../test/render-courses';

afterEach(() => {
  vi.unstubAllGlobals();
});

const api = {
  [OWNED]: owningCourses(3),
  '/api/courses/3': persuasiveWriting,
  '/api/courses/3/lessons?page=1&pageSize=100': lessonsAnswer([hooks, rhetoric, drafting]),
};

describe('the course player and My Courses in Arabic (issue 26 §2)', () => {
  it('lists the lessons, the progress and the completion in Arabic', async () => {
    signIn();
    stubApi(api);
    const { user } = renderCourses('/course/3');
    const list = await screen.findByRole('navigation', { name: 'دروس الدورة (3)' });
    expect(within(list).getAllByText('منشور')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: /الدرس 2/ })).toHaveTextContent(rhetoric.title);

    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    expect(within(header).getByText('اكتمل 1 من أصل 3 دروس')).toBeVisible();
    expect(within(header).getByText('6 ساعات')).toBeVisible();
    expect(within(header).getByText('المحاضر: Ms. Rachel Thornton')).toBeVisible();
    expect(within(header).getByRole('link', { name: 'دوراتي' })).toHaveAttribute('href', '/my-courses');

    // The first lesson is done: pressing "Completed" only asks, in Arabic.
    await user.click(screen.getByRole('button', { name: 'مكتمل' }));
    expect(screen.getByText('هل تريد تحديد هذا الدرس كغير مكتمل؟')).toBeVisible();
    expect(screen.getByRole('button', { name: 'تحديد كغير مكتمل' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toHaveFocus();
  });

  it('says on My Courses, in Arabic, which call failed and how', async () => {
    signIn();
    stubApi({ '/api/courses/assigned?page=1&pageSize=10': reply(500, {}) });
    renderCourses('/my-courses');
    expect(await screen.findByText('تعذّر جلب الدورات: 500 خطأ داخلي في الخادم')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'خطأ في تحميل الدورات' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeVisible();
  });

  it('counts the courses shown in Arabic, and names their levels and status', async () => {
    signIn();
    stubApi({
      '/api/courses/assigned?page=1&pageSize=10': {
        courses: [persuasiveWriting],
        totalCount: 1,
        page: 1,
        pageSize: 10,
        totalPages: 1,
      },
    });
    renderCourses('/my-courses');
    expect(await screen.findByRole('heading', { name: 'عرض 1 من أصل دورة واحدة' })).toBeVisible();
    const card = screen
      .getByRole('link', { name: `عرض الدورة: ${persuasiveWriting.title}` })
      .closest('article') as HTMLElement;
    expect(within(card).getByText('منشورة')).toBeVisible();
    expect(within(card).getByText('متوسط')).toBeVisible();
    expect(within(card).getByText('مجموعتان مُسندتان')).toBeVisible();
  });
});
