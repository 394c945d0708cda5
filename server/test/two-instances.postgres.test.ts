import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FORM_RATE_LIMITED } from '@the-gate/contract/inbox';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration } from './accounts';
import { createPostgresDatabase, freePort } from './harness';
import { CUSTOMER, payOnHostedPage } from './payments';
import { killServerProcess, type ServerProcess, startServerProcess } from './server-process';

/**
 * Two server processes on one PostgreSQL behind one public address, as behind a load balancer
 * (issue 13 §5). Only with DATABASE_URL (CI's PostgreSQL run): embedded PGlite is one process's.
 * The stand-in load balancer sends the payment provider's callbacks to B and everything else to A;
 * the test also talks to each process directly.
 */
let dataDir: string;
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let sql: pg.Client;
let a: ServerProcess | null = null;
let b: ServerProcess | null = null;
let balancer: http.Server;
let publicUrl: string;
/** Which process the balancer sent each request to. */
const routed: { path: string; to: 'A' | 'B'; status: number }[] = [];

function startBalancer(port: number) {
  balancer = http.createServer((req, res) => {
    const to = req.url?.startsWith('/api/payments/paymob/callback') ? 'B' : 'A';
    const target = new URL((to === 'A' ? a : b)!.url);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        routed.push({ path: req.url ?? '', to, status: answer.statusCode ?? 0 });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise<void>((resolve) => balancer.listen(port, '127.0.0.1', resolve));
}

async function api(server: ServerProcess, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'the-gate-instances-'));
  database = await createPostgresDatabase(process.env.DATABASE_URL!);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const balancerPort = await freePort();
  publicUrl = `http://127.0.0.1:${balancerPort}`;
  await startBalancer(balancerPort);
  // One after the other: the first migrates and seeds, the second finds it done. Same files (a shared
  // volume in production), no FILE_URL_SECRET: the secrets must come from the database.
  const env = { PUBLIC_URL: publicUrl, DATA_DIR: dataDir, DATABASE_URL: database.url, FILE_URL_SECRET: '' };
  a = await startServerProcess(await freePort(), env);
  b = await startServerProcess(await freePort(), env);
}, 200_000);

afterAll(async () => {
  await Promise.all([killServerProcess(a), killServerProcess(b)]);
  await new Promise((resolve) => balancer?.close(resolve));
  await sql?.end();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
});

describe('two server processes on one PostgreSQL (issue 13 §5)', () => {
  it('a session made on one works on the other, and signing out on the other ends it on both', async () => {
    const registered = await api(a!, 'POST', '/api/auth/register', undefined, newRegistration());
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;
    expect((await api(b!, 'GET', '/api/auth/me', token)).status).toBe(200);
    expect((await api(b!, 'POST', '/api/auth/logout', token)).status).toBe(200);
    expect((await api(a!, 'GET', '/api/auth/me', token)).status).toBe(401);
  });

  it('a rate limit counts the requests to both', async () => {
    const contact = (server: ServerProcess) =>
      api(server, 'POST', '/api/contact-messages', undefined, {
        name: 'Mona',
        email: 'mona@example.com',
        subject: 'Two instances',
        message: 'A question about Year 7.',
      });
    for (const server of [a, b, a, b, a]) expect((await contact(server!)).status).toBe(201);
    expect(await contact(b!)).toEqual({ status: 429, body: { message: FORM_RATE_LIMITED } });
  });

  it('a catalogue change is visible through both at once, though each had cached the list', async () => {
    type Listed = { id: number; title: string };
    const titles = async (server: ServerProcess) =>
      ((await (await fetch(`${server.url}/api/materials`)).json()) as Listed[]).map((m) => m.title);
    const [first] = (await (await fetch(`${a!.url}/api/materials`)).json()) as Listed[];
    await titles(b!);
    // No staff screen exists yet: the change is written to the shared database, as the seed and staff tools do.
    await sql.query('UPDATE materials SET title = $1 WHERE id = $2', ['Renamed on one instance', first!.id]);
    for (const server of [a!, b!]) {
      await expect.poll(() => titles(server), { timeout: 1000, interval: 20 }).toContain('Renamed on one instance');
    }
  });

  it("a material published and renamed in one's back office shows in the other's shop within a second (issue 24 §7)", async () => {
    const account = newRegistration();
    const registered = await api(a!, 'POST', '/api/auth/register', undefined, account);
    const token = registered.body.token as string;
    await sql.query("UPDATE users SET staff_role = 'manager' WHERE lower(email) = lower($1)", [account.email]);
    const typeId = (await sql.query('SELECT id FROM material_types ORDER BY id LIMIT 1')).rows[0].id as number;
    const created = await api(a!, 'POST', '/api/admin/materials', token, {
      title: 'Drafted on instance A',
      description: '<p>New in the back office.</p>',
      briefDescription: null,
      price: 15,
      isFree: false,
      typeId,
      tags: [],
      author: null,
      subject: null,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    type Listed = { id: number; title: string };
    const onB = {
      titles: async () => ((await (await fetch(`${b!.url}/api/materials`)).json()) as Listed[]).map((m) => m.title),
      page: async () => {
        const response = await fetch(`${b!.url}/api/materials/${id}`);
        return { status: response.status, title: ((await response.json()) as Partial<Listed>).title };
      },
    };
    // B has the list and the draft's 404 cached before the change.
    expect(await onB.titles()).not.toContain('Drafted on instance A');
    expect((await onB.page()).status).toBe(404);

    expect((await api(a!, 'PATCH', `/api/admin/materials/${id}`, token, { status: 'published' })).status).toBe(200);
    await expect.poll(onB.titles, { timeout: 1000, interval: 20 }).toContain('Drafted on instance A');
    await expect
      .poll(onB.page, { timeout: 1000, interval: 20 })
      .toEqual({ status: 200, title: 'Drafted on instance A' });

    const renamed = await api(a!, 'PATCH', `/api/admin/materials/${id}`, token, {
      title: 'Renamed in the back office',
    });
    expect(renamed.status).toBe(200);
    await expect
      .poll(onB.page, { timeout: 1000, interval: 20 })
      .toEqual({ status: 200, title: 'Renamed in the back office' });
  });

  it('a payment initiated on one is completed by the callback sent to the other; its file link opens on either', async () => {
    const registered = await api(a!, 'POST', '/api/auth/register', undefined, newRegistration());
    const token = registered.body.token as string;
    const packages = (await (await fetch(`${a!.url}/api/packages?year=Year%206`)).json()) as { id: number }[];
    const pro = packages.at(-1)!;
    const started = await api(a!, 'POST', '/api/payments/initiate', token, {
      cartItems: [{ itemType: 'MaterialGroup', itemId: pro.id, quantity: 1 }],
      currency: 'EGP',
      customerDetails: CUSTOMER,
    });
    expect(started.status).toBe(200);
    const reference = started.body.paymentReference as string;
    const paymentUrl = new URL(started.body.paymentUrl as string);
    expect(paymentUrl.origin).toBe(publicUrl);

    const paid = await payOnHostedPage(paymentUrl);
    expect(paid.status).toBe(302);
    // Read from the database, not through A's status route, which could ask the provider itself.
    const status = async () =>
      (await sql.query('SELECT status FROM payments WHERE payment_reference = $1', [reference])).rows[0]?.status;
    await expect.poll(status, { timeout: 10_000 }).toBe('Completed');
    expect(routed.filter((entry) => entry.path.startsWith('/api/payments/paymob/callback'))).toEqual([
      { path: expect.any(String), to: 'B', status: 200 },
    ]);

    // The link A signs opens on B: the signing secret is the database's, not a process's.
    const group = (await (await fetch(`${a!.url}/api/material-groups/${pro.id}?includeMaterials=true`)).json()) as {
      materials: { id: number; isFree: boolean }[];
    };
    const material = group.materials.find((m) => !m.isFree)!;
    const link = (await api(a!, 'GET', `/api/materials/${material.id}`, token)).body.downloadUrl as string;
    const onB = await fetch(`${b!.url}${link}`);
    expect(onB.status).toBe(200);
    expect((await onB.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const secrets = await sql.query('SELECT name FROM server_secrets ORDER BY name');
    expect(secrets.rows.map((row) => row.name)).toEqual(['file-url-secret', 'paymob-sandbox']);
    expect(await readdir(dataDir)).not.toContain('secrets');
  });
});
