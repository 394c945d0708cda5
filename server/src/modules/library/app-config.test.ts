import { appConfigSchema } from '@the-gate/contract/library';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) expect(await app.close()).toEqual([]);
});

async function appConfig(env?: Record<string, string>) {
  const t = await createTestApp({ seed: false, env });
  apps.push(t);
  const response = await t.app.inject({ method: 'GET', url: '/api/app-config' });
  expect(response.statusCode).toBe(200);
  return { response, body: appConfigSchema.parse(response.json()) };
}

describe('GET /api/app-config (issue 9 §5)', () => {
  it('tells anyone, without a token, that the reader is at /reader/{id} by default (MM-15)', async () => {
    const { response, body } = await appConfig();
    expect(body).toEqual({ readerUrl: '/reader/{id}' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('hands out READER_URL as it is configured, {id} and all', async () => {
    const { body } = await appConfig({ READER_URL: 'https://reader.thegate.example/books/{id}?from=library' });
    expect(body).toEqual({ readerUrl: 'https://reader.thegate.example/books/{id}?from=library' });
  });
});
