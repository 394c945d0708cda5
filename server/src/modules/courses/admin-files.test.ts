import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { TeacherCourse } from '@the-gate/contract/courses';
import { lessonsResponseSchema } from '@the-gate/contract/courses';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { assignToUser, newCourse, pathOf, request, userIdOf } from '../../../test/learning';
import { localFiles } from '../../../test/local-files';
import { demoItems } from '../../../test/payments';
import { auditEntries, staffUser } from '../../../test/staff';
import { aFile, filesUnder, png, putForm } from '../../../test/uploads';
import { makeZip } from '../../lib/assets/zip';
import { NOT_A_COVER } from '../../lib/cover-upload';
import { renditionKeys } from '../../lib/images';
import {
  MAX_ZIP_BYTES,
  MAX_ZIP_ENTRIES,
  NOT_A_ZIP,
  ZIP_EMPTY,
  ZIP_TOO_BIG_UNPACKED,
  ZIP_TOO_LARGE,
  ZIP_TOO_MANY_FILES,
  ZIP_UNREADABLE,
  zipUnsafePath,
} from '../../lib/zip-upload';
import { FORBIDDEN } from '../auth/authenticate';
import { COURSE_NOT_FOUND, COURSE_THUMBNAIL_REPLACED, LESSON_DOCUMENT_REPLACED, LESSON_NOT_FOUND } from './admin-files';
import { courses, lessons } from './schema';
import { createLesson } from './writes';

// Issue 24 §3: a course's cover and its lessons' ZIPs uploaded from the back office.

let t: TestApp;
let manager: string;
let editor: string;
let teacher: { token: string; id: string };
let course: { id: number };
let lesson: { id: number };
let otherLesson: { id: number };

const courseRow = async (id: number) => (await t.db.select().from(courses).where(eq(courses.id, id)))[0]!;
const lessonRow = async (id: number) => (await t.db.select().from(lessons).where(eq(lessons.id, id)))[0]!;
const text = (value: string) => new TextEncoder().encode(value);
const zipOf = (entries: Record<string, string>) =>
  makeZip(Object.entries(entries).map(([name, data]) => ({ name, data: text(data) })));
const putDocument = (courseId: number, lessonId: number, data: Buffer | string, token = manager) =>
  putForm(
    t,
    `/api/admin/courses/${courseId}/lessons/${lessonId}/document`,
    token,
    aFile(data, 'lesson.zip', 'application/zip'),
  );
/** The teacher's signed link to the lesson's ZIP, from their lesson list. */
async function teachersLink(lessonId: number) {
  const response = await request(t, 'GET', `/api/courses/${course.id}/lessons`, teacher.token);
  expect(response.statusCode).toBe(200);
  return lessonsResponseSchema.parse(response.json()).lessons.find((l) => l.id === lessonId)!.documentUrl!;
}
/** What a ZIP upload could have written: the lesson's private folder and the upload folder. */
const storedZips = async (lessonId: number) => ({
  private: await filesUnder(path.join(localFiles(t).privateDir, 'lessons', String(lessonId))),
  uploads: await filesUnder(localFiles(t).uploadDir),
});

beforeAll(async () => {
  t = await createTestApp();
  manager = (await staffUser(t, 'manager')).token;
  editor = (await staffUser(t, 'editor')).token;
  const account = await staffUser(t, null);
  teacher = { token: account.token, id: await userIdOf(t, account.token) };
  course = await newCourse(t, { title: 'Teaching Reading' });
  await t.files.writePrivate('lessons/test-first.zip', zipOf({ 'old.txt': 'the first handout' }));
  lesson = await createLesson(t.db, {
    courseId: course.id,
    title: 'Reading aloud',
    documentKey: 'lessons/test-first.zip',
  });
  const other = await newCourse(t, { title: 'Another course' });
  otherLesson = await createLesson(t.db, { courseId: other.id, title: 'Not this course' });
  await assignToUser(t, teacher.id, course.id);
});
afterAll(async () => {
  await t.close();
});

describe('PUT /api/admin/courses/:id/thumbnail (issue 24 §3)', () => {
  it("takes a PNG from an editor, with the demo covers' renditions, shown by the teacher catalogue and audited", async () => {
    const { id } = (await demoItems(t)).course;
    const shown = async () => ((await request(t, 'GET', `/api/teacher-courses/${id}`)).json() as TeacherCourse).image;
    const before = await shown(); // cached now: the change must reach the shop anyway
    const previous = await courseRow(id);
    const answer = await putForm(
      t,
      `/api/admin/courses/${id}/thumbnail`,
      editor,
      aFile(await png(), 'c.png', 'image/png'),
    );
    expect(answer.status).toBe(200);
    const { thumbnailKey } = await courseRow(id);
    expect(thumbnailKey).toMatch(new RegExp(`^courses/${id}/cover-[0-9a-f]{16}\\.png$`));
    expect(answer.body).toEqual({ thumbnailPath: `/files/${thumbnailKey}` });
    for (const key of [thumbnailKey!, ...renditionKeys(thumbnailKey!)])
      expect((await stat(path.join(localFiles(t).publicDir, key))).size, key).toBeGreaterThan(0);
    await expect.poll(shown, { timeout: 5000 }).toBe(`/files/${thumbnailKey}`);
    expect(before).not.toBe(`/files/${thumbnailKey}`);
    expect((await auditEntries(t)).at(-1)).toMatchObject({
      action: COURSE_THUMBNAIL_REPLACED,
      entity: 'course',
      entityId: String(id),
      before: { thumbnailKey: previous.thumbnailKey },
      after: { thumbnailKey },
    });
  });

  it('refuses what is not a picture with 400 and an unknown course with 404, changing nothing', async () => {
    const before = { row: await courseRow(course.id), audit: (await auditEntries(t)).length };
    const put = (id: number, data: Buffer | string) =>
      putForm(t, `/api/admin/courses/${id}/thumbnail`, editor, aFile(data, 'c.png', 'image/png'));
    expect(await put(course.id, zipOf({ 'a.txt': 'a' }))).toEqual({ status: 400, body: { message: NOT_A_COVER } });
    expect(await put(999_999, await png())).toEqual({ status: 404, body: { message: COURSE_NOT_FOUND } });
    expect(await courseRow(course.id)).toEqual(before.row);
    expect(await filesUnder(path.join(localFiles(t).publicDir, 'courses', String(course.id)))).toEqual([]);
    expect((await auditEntries(t)).length).toBe(before.audit);
  });
});

describe('PUT /api/admin/courses/:id/lessons/:lessonId/document (issue 24 §3)', () => {
  it('stores a ZIP privately under a new key: the assigned teacher downloads it, an old link gives it too, audited', async () => {
    const oldLink = await teachersLink(lesson.id);
    const oldDownload = await request(t, 'GET', pathOf(oldLink));
    expect(Object.keys(unzipSync(oldDownload.rawPayload))).toEqual(['old.txt']);

    const zip = zipOf({ 'handout.txt': 'The new handout.', 'notes/teacher.txt': 'Notes.' });
    const answer = await putDocument(course.id, lesson.id, zip);
    expect(answer).toEqual({ status: 200, body: { files: 2, size: zip.length } });
    const { documentKey } = await lessonRow(lesson.id);
    expect(documentKey).toMatch(new RegExp(`^lessons/${lesson.id}/[0-9a-f]{16}\\.zip$`));
    expect(await readFile(localFiles(t).privatePath(documentKey!))).toEqual(zip);
    // Private: nothing public serves it.
    expect((await t.app.inject({ method: 'GET', url: `/files/${documentKey}` })).statusCode).toBe(404);

    for (const link of [await teachersLink(lesson.id), oldLink]) {
      const response = await request(t, 'GET', pathOf(link));
      expect(response.statusCode, link).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.rawPayload).toEqual(zip);
    }
    // The old ZIP stays: a download that read the old key just before the change still finds it.
    expect((await stat(localFiles(t).privatePath('lessons/test-first.zip'))).isFile()).toBe(true);

    const entry = (await auditEntries(t)).at(-1)!;
    expect(entry).toMatchObject({
      action: LESSON_DOCUMENT_REPLACED,
      entity: 'lesson',
      entityId: String(lesson.id),
      before: { courseId: course.id, documentKey: 'lessons/test-first.zip' },
      after: { courseId: course.id, documentKey, files: 2, size: zip.length },
    });
    expect(entry.actor).toMatch(/@/);
  });

  it('refuses a non-ZIP, a damaged or empty one, a path out of its folder, a zip bomb and an oversize file, changing nothing', async () => {
    const before = {
      row: await lessonRow(lesson.id),
      files: await storedZips(lesson.id),
      audit: (await auditEntries(t)).length,
    };
    const good = zipOf({ 'a.txt': 'hello' });
    // A bomb's central directory declares 4 GB unpacked for a few bytes packed.
    const bomb = Buffer.from(good);
    const directory = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0xffff_fff0, directory + 24);
    const crowded = makeZip(
      Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => ({ name: `f${i}.txt`, data: new Uint8Array() })),
    );
    const cases: [Buffer | string, number, string][] = [
      [await png(), 400, NOT_A_ZIP],
      ['Just some text, named .zip', 400, NOT_A_ZIP],
      ['', 400, NOT_A_ZIP],
      [Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), 400, ZIP_EMPTY],
      [good.subarray(0, good.length - 30), 400, ZIP_UNREADABLE],
      [zipOf({ 'a.txt': 'a', '../x.txt': 'escapes' }), 400, zipUnsafePath('../x.txt')],
      [zipOf({ 'notes/../../x.txt': 'escapes' }), 400, zipUnsafePath('notes/../../x.txt')],
      [zipOf({ '/etc/x.txt': 'absolute' }), 400, zipUnsafePath('/etc/x.txt')],
      [zipOf({ 'C:\\x.txt': 'a drive' }), 400, zipUnsafePath('C:\\x.txt')],
      [bomb, 400, ZIP_TOO_BIG_UNPACKED],
      [crowded, 400, ZIP_TOO_MANY_FILES],
      [Buffer.concat([good, Buffer.alloc(MAX_ZIP_BYTES)]), 413, ZIP_TOO_LARGE],
    ];
    for (const [data, status, message] of cases) {
      expect(await putDocument(course.id, lesson.id, data), message).toEqual({ status, body: { message } });
    }
    expect(await lessonRow(lesson.id)).toEqual(before.row);
    expect(await storedZips(lesson.id)).toEqual(before.files);
    expect((await auditEntries(t)).length).toBe(before.audit);
  });

  it('answers 404 to a lesson of another course or an unknown course, and 403 to an editor, changing nothing', async () => {
    const zip = zipOf({ 'a.txt': 'a' });
    const before = { other: await lessonRow(otherLesson.id), mine: await lessonRow(lesson.id) };
    expect(await putDocument(course.id, otherLesson.id, zip)).toEqual({
      status: 404,
      body: { message: LESSON_NOT_FOUND },
    });
    expect(await putDocument(999_999, lesson.id, zip)).toEqual({ status: 404, body: { message: COURSE_NOT_FOUND } });
    expect(await putDocument(course.id, lesson.id, zip, editor)).toEqual({ status: 403, body: { message: FORBIDDEN } });
    expect(await lessonRow(otherLesson.id)).toEqual(before.other);
    expect(await lessonRow(lesson.id)).toEqual(before.mine);
    expect((await storedZips(otherLesson.id)).private).toEqual([]);
  });
});
