import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditEntries, roleOf, staffUser } from '../../../test/staff';
import { type ConfigError, loadConfig } from '../../config';
import { bootstrapOwners, DEMO_OWNER_EMAIL } from './service';

/** A logger whose lines the test reads. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const BACK_OFFICE = 'http://localhost:3955/admin';

describe('the first owner at start (issue 24 §1)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ seed: false });
  });
  afterEach(async () => {
    await t.close();
  });

  it('OWNER_EMAIL creates an owner account that signs in with OWNER_PASSWORD, audited as system', async () => {
    const { logger } = capturedLogger();
    const owner = { email: 'Head@School.example', password: 'Str0ng!pass' };
    await bootstrapOwners({ db: t.db, logger, owner, demo: false, backOfficeUrl: BACK_OFFICE });
    expect(await roleOf(t, 'head@school.example')).toBe('owner');
    const signIn = await login(t, 'head@school.example', 'Str0ng!pass');
    expect(signIn.status).toBe(200);
    const [entry] = await auditEntries(t);
    expect(entry).toMatchObject({
      actor: 'system',
      action: 'staff.account.create',
      entity: 'user',
      before: null,
      after: { email: 'Head@School.example', role: 'owner' },
    });
    // A second start changes nothing and records nothing.
    await bootstrapOwners({ db: t.db, logger, owner, demo: true, backOfficeUrl: BACK_OFFICE });
    expect(await auditEntries(t)).toHaveLength(1);
    expect(await roleOf(t, DEMO_OWNER_EMAIL)).toBeUndefined();
  });

  it('OWNER_EMAIL promotes an existing account whatever other staff (a demo owner) exist, keeping its password', async () => {
    const { logger } = capturedLogger();
    await bootstrapOwners({ db: t.db, logger, owner: null, demo: true, backOfficeUrl: BACK_OFFICE });
    const editor = await staffUser(t, 'editor');
    await bootstrapOwners({
      db: t.db,
      logger,
      owner: { email: editor.email, password: 'Other!pass1' },
      demo: true,
      backOfficeUrl: BACK_OFFICE,
    });
    expect(await roleOf(t, editor.email)).toBe('owner');
    expect(await roleOf(t, DEMO_OWNER_EMAIL)).toBe('owner');
    expect((await login(t, editor.email, editor.password)).status).toBe(200);
    expect((await auditEntries(t)).at(-1)).toMatchObject({
      actor: 'system',
      action: 'staff.role.set',
      entityId: editor.id,
      before: { email: editor.email, role: 'editor' },
      after: { email: editor.email, role: 'owner' },
    });
  });

  it('with the demo data and no owner, makes a demo owner and logs its sign-in once, never again', async () => {
    const first = capturedLogger();
    await bootstrapOwners({ db: t.db, logger: first.logger, owner: null, demo: true, backOfficeUrl: BACK_OFFICE });
    const shown = first.lines.filter((line) => String(line.msg).includes(DEMO_OWNER_EMAIL));
    expect(shown).toHaveLength(1);
    const password = String(shown[0]!.password);
    expect(shown[0]!.msg).toContain(BACK_OFFICE);
    expect(shown[0]!.msg).toContain(password);
    expect(password).toMatch(/^(?=.*\d)(?=.*[^\p{L}\p{N}\s]).{20,}$/u);
    expect((await login(t, DEMO_OWNER_EMAIL, password)).status).toBe(200);
    // Kept hashed: the password itself is nowhere in the database.
    const stored = await t.db.execute(`SELECT password_hash FROM users WHERE email = '${DEMO_OWNER_EMAIL}'`);
    expect(JSON.stringify(stored)).not.toContain(password);

    const later = capturedLogger();
    await bootstrapOwners({ db: t.db, logger: later.logger, owner: null, demo: true, backOfficeUrl: BACK_OFFICE });
    expect(later.lines).toEqual([]);
    expect((await auditEntries(t)).filter((entry) => entry.action === 'staff.account.create')).toHaveLength(1);
  });

  it('makes no demo owner without the demo data, or when an owner exists', async () => {
    const { logger, lines } = capturedLogger();
    await bootstrapOwners({ db: t.db, logger, owner: null, demo: false, backOfficeUrl: BACK_OFFICE });
    await staffUser(t, 'owner');
    await bootstrapOwners({ db: t.db, logger, owner: null, demo: true, backOfficeUrl: BACK_OFFICE });
    expect(await roleOf(t, DEMO_OWNER_EMAIL)).toBeUndefined();
    expect(lines).toEqual([]);
  });
});

describe('OWNER_EMAIL and OWNER_PASSWORD settings (issue 24 §1)', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('refuses a weak password, a bad address, or one without the other, with a clear start-up error', () => {
    expect(problems({ OWNER_EMAIL: 'owner@example.com', OWNER_PASSWORD: 'password' })).toEqual([
      'OWNER_PASSWORD is too weak: Password must include a number and a special character.',
    ]);
    expect(problems({ OWNER_EMAIL: 'owner@example.com', OWNER_PASSWORD: 'S3!x' })).toEqual([
      'OWNER_PASSWORD is too weak: Password must be at least 8 characters long.',
    ]);
    expect(problems({ OWNER_EMAIL: 'owner', OWNER_PASSWORD: 'Str0ng!pass' })).toEqual([
      'OWNER_EMAIL must be an e-mail address, e.g. owner@thegate.example',
    ]);
    expect(problems({ OWNER_EMAIL: 'owner@example.com' })).toEqual([
      'OWNER_PASSWORD must be set with the other of OWNER_EMAIL and OWNER_PASSWORD',
    ]);
    expect(loadConfig({ OWNER_EMAIL: 'owner@example.com', OWNER_PASSWORD: 'Str0ng!pass' }).owner).toEqual({
      email: 'owner@example.com',
      password: 'Str0ng!pass',
    });
    expect(loadConfig({}).owner).toBeNull();
  });
});
