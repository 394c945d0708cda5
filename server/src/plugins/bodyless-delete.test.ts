import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { roleOf, staffUser } from '../../test/staff';

/**
 * The web app's API client sends `Content-Type: application/json` on every call (GLB-02), a DELETE
 * without a body included: the back office's deletes must work with that header (issue 24 §6).
 */
describe('a DELETE with a JSON content type and no body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'DELETE' | 'POST', url: string, token: string, payload?: string) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(payload !== undefined && { payload }),
    });

  it('is read as having no body: the staff role is taken away (issue 24 §6)', async () => {
    const owner = await staffUser(t, 'owner');
    const someone = await staffUser(t, 'editor');
    const response = await send('DELETE', `/api/admin/staff/${someone.id}`, owner.token);
    expect(response.statusCode).toBe(204);
    expect(await roleOf(t, someone.email)).toBeNull();
  });

  it('still parses a DELETE body as JSON, and still refuses an empty or broken JSON body elsewhere', async () => {
    const owner = await staffUser(t, 'owner');
    const broken = await send('DELETE', '/api/admin/staff/00000000-0000-4000-8000-000000000000', owner.token, '{');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const empty = await send('POST', '/api/admin/courses', owner.token, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'The request body is empty. Send a JSON object.' });
    const poisoned = await send('POST', '/api/admin/courses', owner.token, '{"__proto__":{"x":1},"title":"A"}');
    expect(poisoned.statusCode).toBe(400);
  });
});
