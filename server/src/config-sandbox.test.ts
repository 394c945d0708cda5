import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** Issue 22 §4: a live site never runs the sandbox, whose test cards pay for everything, by accident. */

const ACCOUNT = {
  PAYMOB_SECRET_KEY: 'egy_sk_live_0123456789',
  PAYMOB_PUBLIC_KEY: 'egy_pk_live_0123456789',
  PAYMOB_HMAC_SECRET: '0123456789ABCDEF',
  PAYMOB_INTEGRATION_IDS: '4097558',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('the payment sandbox and PUBLIC_URL', () => {
  it('refuses an https PUBLIC_URL without a Paymob account, naming the settings to set', () => {
    const problems = problemsOf({ PUBLIC_URL: 'https://thegate.example' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PAYMOB_SECRET_KEY is not set, so payments would go to the built-in test sandbox/);
    for (const name of ['PAYMOB_PUBLIC_KEY', 'PAYMOB_HMAC_SECRET', 'PAYMOB_INTEGRATION_IDS', 'PAYMOB_SANDBOX=true']) {
      expect(problems[0]).toContain(name);
    }
  });

  it('runs the sandbox at an https PUBLIC_URL only when PAYMOB_SANDBOX=true asks for it', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://staging.thegate.example', PAYMOB_SANDBOX: 'true' });
    expect(config.paymob).toBeNull();
    expect(problemsOf({ PUBLIC_URL: 'https://thegate.example', PAYMOB_SANDBOX: 'false' })).toHaveLength(1);
  });

  it('takes a Paymob account at an https PUBLIC_URL, and the sandbox on plain http as before', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://thegate.example', ...ACCOUNT }).paymob?.secretKey).toBe(
      ACCOUNT.PAYMOB_SECRET_KEY,
    );
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).paymob).toBeNull();
    expect(loadConfig({}).paymob).toBeNull();
  });

  it('refuses PAYMOB_SANDBOX=true together with a Paymob account, since one of them is a mistake', () => {
    expect(problemsOf({ PUBLIC_URL: 'https://thegate.example', PAYMOB_SANDBOX: 'true', ...ACCOUNT })).toEqual([
      'PAYMOB_SANDBOX must not be true while PAYMOB_SECRET_KEY names a Paymob account: unset one of them',
    ]);
  });

  it('stops the server process at start with the message, before it opens a database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'the-gate-sandbox-refused-'));
    const main = path.resolve(import.meta.dirname, 'main.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        PUBLIC_URL: 'https://thegate.example',
        DATA_DIR: dataDir,
        PORT: '39999',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PAYMOB_SECRET_KEY is not set');
    expect(stderr).toContain('PAYMOB_SANDBOX=true');
  });
});
