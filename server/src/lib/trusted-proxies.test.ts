import type { Material } from '@the-gate/contract/catalogue';
import { CONTACT_MESSAGE_SENT, FORM_RATE_LIMITED } from '@the-gate/contract/inbox';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../test/accounts';
import { createTestApp, json, type TestApp } from '../../test/harness';
import { authThrottle } from '../modules/auth/schema';
import { downloadVisitor } from '../modules/catalogue/download-visitor';
import { downloadEvents, materials } from '../modules/catalogue/schema';

/**
 * Client addresses behind proxies (issue 22 §2): the address is the one the nearest trusted proxy
 * appended to X-Forwarded-For, never an entry the client wrote, for every per-address limit, the
 * sign-in throttle and download counting.
 */

const ACCOUNT_BLOCKED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const NETWORK_BLOCKED = 'Too many failed sign-in attempts from your network. Please try again later.';

let forged = 0;
/** A different left-most entry on every call: what a client rotates to look like many. */
const rotated = () => `192.0.2.${(forged++ % 250) + 1}`;

type Sender = { forwardedFor?: string; remoteAddress?: string };

function signIn(t: TestApp, userNameOrEmail: string, password: string, from: Sender) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userNameOrEmail, password },
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

let typedNames = 0;
/** The address the app believed: one failed sign-in under a fresh name, read back from the throttle's key. */
async function believedAddress(t: TestApp, from: Sender): Promise<string> {
  const name = `probe.${++typedNames}.${Date.now()}`;
  expect((await signIn(t, name, 'Wrong!pass1', from)).statusCode).toBe(401);
  const rows = await t.db
    .select({ key: authThrottle.key })
    .from(authThrottle)
    .where(like(authThrottle.key, `account:name:${name}|ip:%`));
  expect(rows).toHaveLength(1);
  return rows[0]!.key.split('|ip:')[1]!;
}

describe('TRUST_PROXY=1: one proxy in front (issue 22 §2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    expect(await t.close()).toEqual([]);
  });

  it('believes the entry the proxy appended, not the ones the client wrote', async () => {
    expect(await believedAddress(t, { forwardedFor: '192.0.2.1, 203.0.113.5' })).toBe('203.0.113.5');
    expect(await believedAddress(t, { forwardedFor: '203.0.113.6' })).toBe('203.0.113.6');
    // No proxy on the way: the connection's own address.
    expect(await believedAddress(t, { remoteAddress: '198.51.100.99' })).toBe('198.51.100.99');
  });

  it('still refuses the 11th sign-in when the client rotates the left-most entry', async () => {
    const account = await registeredUser(t);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await signIn(t, account.username, `Wrong!pass${attempt}`, {
        forwardedFor: `${rotated()}, 203.0.113.10`,
      });
      expect(response.statusCode).toBe(401);
    }
    const eleventh = await signIn(t, account.username, account.password, {
      forwardedFor: `${rotated()}, 203.0.113.10`,
    });
    expect(eleventh.statusCode).toBe(429);
    expect(json<{ message: string }>(eleventh).message).toBe(ACCOUNT_BLOCKED);
  });

  it("counts an address's failures whatever the client writes in front of it", async () => {
    const [student, teacher] = [await registeredUser(t), await registeredUser(t)];
    // 99 failures from one lab, without sleeping through 99 argon2 runs.
    await t.db.insert(authThrottle).values({ key: 'ip:203.0.113.20', failures: 99, windowStartedAt: new Date() });
    const last = await signIn(t, student.username, 'Wrong!pass1', { forwardedFor: `${rotated()}, 203.0.113.20` });
    expect(last.statusCode).toBe(401);
    const refused = await signIn(t, teacher.username, teacher.password, { forwardedFor: `${rotated()}, 203.0.113.20` });
    expect(refused.statusCode).toBe(429);
    expect(json<{ message: string }>(refused).message).toBe(NETWORK_BLOCKED);
  });

  it("cannot lock a user out by writing the user's address as its own", async () => {
    const victim = await registeredUser(t);
    const victimAddress = '198.51.100.5';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await signIn(t, victim.username, `Wrong!pass${attempt}`, {
        forwardedFor: `${victimAddress}, 203.0.113.66`,
      });
      expect(response.statusCode).toBe(401);
    }
    // The attacker's own address is the one blocked; the victim's is not (and signing in there forgives the rest).
    expect((await signIn(t, victim.username, victim.password, { forwardedFor: '203.0.113.66' })).statusCode).toBe(429);
    expect((await signIn(t, victim.username, victim.password, { forwardedFor: victimAddress })).statusCode).toBe(200);
  });

  it('limits the contact form per address however the client rotates, and never the forged address', async () => {
    const send = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact-messages',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { name: 'Sara Ahmed', email: 'sara@example.com', subject: 'Sheets', message: 'Answer keys?' },
      });
    const neighbour = '198.51.100.77';
    for (let i = 1; i <= 5; i += 1) expect((await send(`${neighbour}, 203.0.113.30`)).statusCode).toBe(201);
    const sixth = await send(`${rotated()}, 203.0.113.30`);
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth)).toEqual({ message: FORM_RATE_LIMITED });
    const fromNeighbour = await send(neighbour);
    expect(fromNeighbour.statusCode).toBe(201);
    expect(json(fromNeighbour)).toEqual({ success: true, message: CONTACT_MESSAGE_SENT });
  });

  it('counts an anonymous download once for the address the proxy saw, whatever the client writes', async () => {
    const free = json<Material[]>(await t.app.inject({ method: 'GET', url: '/api/materials' })).find((m) => m.isFree)!;
    const countOf = async () =>
      (await t.db.select({ n: materials.downloadCount }).from(materials).where(eq(materials.id, free.id)))[0]!.n;
    const before = await countOf();
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: free.downloadUrl!,
        headers: { 'x-forwarded-for': `${rotated()}, 198.51.100.40` },
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await countOf()).toBe(before + 1);
    const visitors = (await t.db.select({ visitor: downloadEvents.visitor }).from(downloadEvents)).map(
      (e) => e.visitor,
    );
    expect(visitors).toContain(downloadVisitor.address('198.51.100.40'));
  });
});

describe('TRUST_PROXY=2: a CDN in front of a load balancer (issue 22 §2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { TRUST_PROXY: '2' } });
  });
  afterAll(async () => {
    expect(await t.close()).toEqual([]);
  });

  it('believes the entry the outer proxy appended, two from the right', async () => {
    // The client wrote 192.0.2.1; the CDN appended the client's 198.51.100.7; the load balancer the CDN's 10.0.0.2.
    expect(await believedAddress(t, { forwardedFor: '192.0.2.1, 198.51.100.7, 10.0.0.2' })).toBe('198.51.100.7');
    expect(await believedAddress(t, { forwardedFor: '198.51.100.8, 10.0.0.2' })).toBe('198.51.100.8');
  });
});

describe('TRUST_PROXY as proxy addresses and CIDRs (issue 22 §2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' } });
  });
  afterAll(async () => {
    expect(await t.close()).toEqual([]);
  });

  it('walks back past every listed proxy to the first address that is not one', async () => {
    expect(await believedAddress(t, { forwardedFor: '192.0.2.1, 203.0.113.9, 10.1.2.3' })).toBe('203.0.113.9');
    expect(await believedAddress(t, { forwardedFor: '192.0.2.1, 203.0.113.9' })).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a connection that is not a listed proxy', async () => {
    const direct = { remoteAddress: '198.51.100.50', forwardedFor: '203.0.113.9, 10.1.2.3' };
    expect(await believedAddress(t, direct)).toBe('198.51.100.50');
  });
});
