import { FORM_RATE_LIMITED } from '@the-gate/contract/inbox';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildApp } from '../app';
import { rateLimitCounters } from '../db/shared-schema';
import { countRequest } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

const HOUR = 60 * 60 * 1000;

describe('countRequest', () => {
  it('counts the requests of one window, and from zero again once it has ended', async () => {
    expect(await countRequest(t.db, 'test:window', HOUR)).toEqual({ hits: 1, msLeft: expect.any(Number) });
    const second = await countRequest(t.db, 'test:window', HOUR);
    expect(second.hits).toBe(2);
    expect(second.msLeft).toBeGreaterThan(HOUR - 60_000);
    expect(second.msLeft).toBeLessThanOrEqual(HOUR);
    expect((await countRequest(t.db, 'test:other', HOUR)).hits).toBe(1);

    await t.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, 'test:window'));
    expect((await countRequest(t.db, 'test:window', HOUR)).hits).toBe(1);
  });

  it('counts concurrent requests exactly once each', async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, () => countRequest(t.db, 'test:rush', HOUR)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });
});

describe('route limits kept in the database (issue 13 §4)', () => {
  const contact = (app: TestApp['app'], ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      remoteAddress: ip,
      payload: { name: 'Mona', email: 'mona@example.com', subject: 'Hello', message: 'A question about Year 7.' },
    });
  const anotherProcess = () =>
    buildApp({
      config: t.config,
      database: t.database,
      files: t.files,
      logger: pino({ level: 'silent' }),
      webDistDir: t.webDistDir,
    });

  it('are counted together by every app on the database, and outlive a restart', async () => {
    const ip = '10.77.0.1';
    const other = await anotherProcess();
    for (const app of [t.app, other, t.app, other, t.app]) expect((await contact(app, ip)).statusCode).toBe(201);
    const refused = await contact(other, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: FORM_RATE_LIMITED });
    await other.close();

    const restarted = await anotherProcess();
    expect((await contact(restarted, ip)).statusCode).toBe(429);
    expect((await contact(restarted, '10.77.0.2')).statusCode).toBe(201);
    await restarted.close();
  });

  it('clear the windows that have ended, without the request waiting for it', async () => {
    const ended = sql`now() - interval '1 minute'`;
    await t.db.insert(rateLimitCounters).values({ key: 'test:ended', hits: 3, windowEndsAt: ended });
    const app = await anotherProcess();
    expect((await contact(app, '10.77.0.9')).statusCode).toBe(201);
    const left = () => t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'test:ended'));
    await expect.poll(async () => (await left()).length).toBe(0);
    await app.close();
  });
});
