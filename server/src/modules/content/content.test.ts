import { type Distributor, distributorSchema, type Exam, examSchema } from '@the-gate/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, json, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/exams', () => {
  it('lists the exams with the fields the exam cards show (EX-05, EX-11)', async () => {
    const exams = z.array(examSchema).parse(json(await get('/api/exams')));
    expect(exams.length).toBeGreaterThanOrEqual(8);
    expect(new Set(exams.map((e) => e.yearGroup))).toEqual(new Set(['Year 5', 'Year 6', 'Year 7', 'Year 8']));
    expect(exams.some((e) => e.isFree && e.price === 0)).toBe(true);
    expect(exams.every((e) => ['Beginner', 'Standard', 'Advanced'].includes(e.difficulty))).toBe(true);
    expect(exams[0]!.duration).toBe(`${exams[0]!.durationMinutes} minutes`);
  });

  it('filters by year group and by a search in title or description (EX-02)', async () => {
    const year7 = json<Exam[]>(await get('/api/exams?yearGroup=Year%207'));
    expect(year7.length).toBeGreaterThan(0);
    expect(year7.every((e) => e.yearGroup === 'Year 7')).toBe(true);
    const all = json<Exam[]>(await get('/api/exams'));
    const word = all[0]!.title.split(' ').at(-1)!.toUpperCase();
    const found = json<Exam[]>(await get(`/api/exams?search=${encodeURIComponent(word)}`));
    expect(found.map((e) => e.id)).toContain(all[0]!.id);
  });

  it('returns one exam by id, 404 for an unknown one and 400 for bad input', async () => {
    const [first] = json<Exam[]>(await get('/api/exams'));
    expect(json(await get(`/api/exams/${first!.id}`))).toEqual(first);
    const missing = await get('/api/exams/9999');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'Exam not found.' });
    expect((await get('/api/exams/abc')).statusCode).toBe(400);
    const bad = await get('/api/exams?yearGroup=Year%204');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ message: 'The yearGroup must be one of Year 5, Year 6, Year 7 or Year 8.' });
  });
});

describe('GET /api/distributors', () => {
  it('lists three distributors with 3, 4 and 4 locations (DIS-02, DIS-03)', async () => {
    const list = z.array(distributorSchema).parse(json(await get('/api/distributors')));
    expect(list.map((d) => d.locations.length)).toEqual([3, 4, 4]);
    for (const location of list.flatMap((d) => d.locations)) {
      expect(location.phones.length).toBeGreaterThan(0);
      expect(location.mapUrl).toMatch(/^https:\/\//);
    }
    expect(list[0]!.imageUrl).toMatch(/^\/files\//);
  });

  it('searches name or description, ignoring case (DIS-04)', async () => {
    const all = json<Distributor[]>(await get('/api/distributors'));
    const name = all[1]!.name.toLowerCase();
    const found = json<Distributor[]>(await get(`/api/distributors?search=${encodeURIComponent(name)}`));
    expect(found.map((d) => d.id)).toEqual([all[1]!.id]);
    expect(json(await get('/api/distributors?search=zzzz-nothing'))).toEqual([]);
    expect((await get('/api/distributors?page=2')).statusCode).toBe(400);
  });
});
