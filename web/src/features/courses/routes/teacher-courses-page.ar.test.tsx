import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { TEACHER_COURSES_PATH } from '../api/get-teacher-courses';
import { renderTeacherCourses } from '../test/render-teacher-courses';
import { guidedReadingCourse, persuasiveCourse, teacherCourses } from '../test/teacher-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What a reader sees: without Intl's direction marks, its no-break space as a space. */
const visible = (text: string | null) => text?.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ') ?? '';

const card = (title: string) => screen.getByRole('link', { name: title }).closest('article') as HTMLElement;

describe('the teacher courses in Arabic (issue 26 §2, §5)', () => {
  it('writes the catalogue’s own words in Arabic, prices in ج.م., counts with Arabic plural forms', async () => {
    stubApi({ [TEACHER_COURSES_PATH]: teacherCourses, '/api/library/owned': { courseIds: [] } });
    renderTeacherCourses('/teacher-courses');
    expect(screen.getByRole('heading', { level: 1, name: 'دورات التطوير المهني للمعلمين' })).toBeVisible();
    expect(await screen.findByText('عرض 4 من أصل 4 دورات')).toBeVisible();

    const guided = card(guidedReadingCourse.title);
    expect(within(guided).getByText('1,240 طالبًا')).toBeVisible();
    expect(within(guided).getByText('درسان')).toBeVisible();
    expect(within(guided).getByText('مبتدئ')).toBeVisible();
    expect(visible(guided.textContent)).toContain('89.99 ج.م.');
    // The rating is read out in Arabic; the instructor's name stays as the catalogue has it.
    expect(guided).toHaveTextContent('التقييم 4.9 من 5');
    expect(guided).toHaveTextContent('المحاضر: Ms. Dina Farouk');
  });

  it('says in Arabic when nothing matches the search, with a way to clear it', async () => {
    stubApi({ [TEACHER_COURSES_PATH]: teacherCourses, '/api/library/owned': { courseIds: [] } });
    const { user } = renderTeacherCourses('/teacher-courses');
    await screen.findByText('عرض 4 من أصل 4 دورات');
    await user.type(screen.getByRole('searchbox', { name: 'بحث في الدورات' }), 'zzz');
    expect(await screen.findByText('لا توجد دورات تطابق بحثك.')).toBeVisible();
    expect(screen.getByText('عرض 0 من أصل 4 دورات')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'مسح التصفية' }));
    expect(await screen.findByText('عرض 4 من أصل 4 دورات')).toBeVisible();
  });

  it('shows a teacher course’s page in Arabic: facts, syllabus and lesson numbers', async () => {
    stubApi({ [`/api/teacher-courses/${persuasiveCourse.id}`]: persuasiveCourse });
    renderTeacherCourses(`/teacher-courses/${persuasiveCourse.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: persuasiveCourse.title })).toBeVisible();
    const enrolment = screen.getByRole('complementary', { name: 'التسجيل' });
    expect(visible(enrolment.textContent)).toContain('109.99 ج.م.');
    expect(within(enrolment).getByText('المحاضر')).toBeVisible();
    expect(within(enrolment).getByText('3 دروس')).toBeVisible();
    expect(within(enrolment).getByText('860 طالبًا')).toBeVisible();
    // The catalogue writes "6 hours" in English only: the page says it in Arabic.
    expect(within(enrolment).getByText('6 ساعات')).toBeVisible();
    // The course's own English keeps its direction, and its punctuation, inside the Arabic page.
    expect(screen.getByText(persuasiveCourse.description).tagName).toBe('BDI');
    const syllabus = screen.getByRole('region', { name: 'منهج الدورة' });
    expect(within(syllabus).getByText('الدرس 1')).toBeVisible();
    expect(screen.getByRole('link', { name: 'دورات المعلمين' })).toHaveAttribute('href', '/teacher-courses');
  });
});
