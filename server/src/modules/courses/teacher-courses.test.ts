import { type TeacherCourse, teacherCourseSchema } from '@the-gate/contract/courses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, json, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/teacher-courses', () => {
  it('lists the 8 teacher courses with prices from 89.99 to 149.99 and their lesson titles (TC-03, TC-07)', async () => {
    const courses = z.array(teacherCourseSchema).parse(json(await get('/api/teacher-courses')));
    expect(courses).toHaveLength(8);
    for (const course of courses) {
      expect(course.price).toBeGreaterThanOrEqual(89.99);
      expect(course.price).toBeLessThanOrEqual(149.99);
      expect(['Beginner', 'Intermediate', 'Advanced']).toContain(course.level);
      expect(course.lessons.length).toBeGreaterThanOrEqual(4);
      expect(course.lessonCount).toBe(course.lessons.length);
      expect(course.image).toMatch(/^\/files\/courses\//);
    }
    expect(JSON.stringify(courses)).not.toMatch(/documentKey|\.zip|<p>/);
  });

  it('searches title, description, category and instructor, ignoring case (TC-02)', async () => {
    const all = json<TeacherCourse[]>(await get('/api/teacher-courses'));
    const instructor = all[2]!.instructor.split(' ').at(-1)!.toLowerCase();
    const byInstructor = json<TeacherCourse[]>(
      await get(`/api/teacher-courses?search=${encodeURIComponent(instructor)}`),
    );
    expect(byInstructor.map((c) => c.id)).toContain(all[2]!.id);
    const byCategory = json<TeacherCourse[]>(
      await get(`/api/teacher-courses?search=${encodeURIComponent(all[0]!.category.toUpperCase())}`),
    );
    expect(byCategory.map((c) => c.id)).toContain(all[0]!.id);
    expect(json(await get('/api/teacher-courses?search=qwertyuiop'))).toEqual([]);
  });

  it('returns one course by id, 404 for an unknown one and 400 for bad input', async () => {
    const [first] = json<TeacherCourse[]>(await get('/api/teacher-courses'));
    expect(json(await get(`/api/teacher-courses/${first!.id}`))).toEqual(first);
    const missing = await get('/api/teacher-courses/777');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'Course not found.' });
    const bad = await get('/api/teacher-courses/-3');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ message: 'The course id must be a positive whole number.' });
  });
});
