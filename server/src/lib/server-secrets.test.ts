import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { loadSandboxCredentials } from '../modules/paymob-sandbox/credentials';
import { fileUrlSecret, sharedSecret } from './server-secrets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

describe('secrets the server makes itself (issue 13 §5)', () => {
  it('are made once and read back the same by everyone, even when several ask at the same moment', async () => {
    let made = 0;
    const make = () => `secret-${++made}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => sharedSecret(t.db, 'test-race', make)));
    expect(new Set(answers).size).toBe(1);
    expect(await sharedSecret(t.db, 'test-race', make)).toBe(answers[0]);
  });

  it('take over the one an older version kept in DATA_DIR/secrets, so its links keep working', async () => {
    const legacy = path.join(t.dataDir, 'secrets', 'file-url-secret');
    await mkdir(path.dirname(legacy), { recursive: true });
    await writeFile(legacy, 'kept-by-an-older-version-0123456789abcdef\n');
    expect(await fileUrlSecret(t.db, undefined, t.dataDir)).toBe('kept-by-an-older-version-0123456789abcdef');
  });

  it('give way to FILE_URL_SECRET when it is set', async () => {
    expect(await fileUrlSecret(t.db, 'x'.repeat(40), t.dataDir)).toBe('x'.repeat(40));
  });

  it("keep the sandbox's keys: the app and a later load read the same ones", async () => {
    const first = await loadSandboxCredentials(t.db, t.dataDir);
    expect(first.secretKey).toMatch(/^egy_sk_test_[0-9a-f]{48}$/);
    expect(await loadSandboxCredentials(t.db, t.dataDir)).toEqual(first);
  });
});
