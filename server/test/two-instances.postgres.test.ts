import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FORM_RATE_LIMITED } from '@the-gate/contract/inbox';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../src/lib/stamping/test-files';
import { newRegistration } from './accounts';
import { createPostgresDatabase, freePort } from './harness';
import { CUSTOMER, payOnHostedPage } from './payments';
import { type S3Server, startS3Server } from './s3-server';
import { killServerProcess, type ServerProcess, startServerProcess } from './server-process';
import { aFile, filesUnder, form } from './uploads';

/**
 * Two server processes on one PostgreSQL and one S3-compatible bucket behind one public address, as
 * behind a load balancer (issue 13 §5, issue 28 §5). Only with DATABASE_URL (CI's PostgreSQL run):
 * embedded PGlite is one process's. The stand-in load balancer sends the payment provider's callbacks
 * to B and everything else to A; the test also talks to each process directly. Each process has a
 * DATA_DIR of its own, as two machines have two disks: every file is in the bucket.
 */
const BUCKET = 'the-gate-files';
let dataDirs: { a: string; b: string };
let s3: S3Server;
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

/** A manager signed in on A drafts a material in the back office: their token and A's answer. */
async function draftOnA(material: { title: string; price: number; isFree: boolean }) {
  const account = newRegistration();
  const token = (await api(a!, 'POST', '/api/auth/register', undefined, account)).body.token as string;
  await sql.query("UPDATE users SET staff_role = 'manager' WHERE lower(email) = lower($1)", [account.email]);
  const typeId = (await sql.query('SELECT id FROM material_types ORDER BY id LIMIT 1')).rows[0].id as number;
  const created = await api(a!, 'POST', '/api/admin/materials', token, {
    ...material,
    description: '<p>New in the back office.</p>',
    briefDescription: null,
    typeId,
    tags: [],
    author: null,
    subject: null,
  });
  return { token, created };
}

beforeAll(async () => {
  dataDirs = {
    a: await mkdtemp(path.join(tmpdir(), 'the-gate-instance-a-')),
    b: await mkdtemp(path.join(tmpdir(), 'the-gate-instance-b-')),
  };
  s3 = await startS3Server([BUCKET]);
  database = await createPostgresDatabase(process.env.DATABASE_URL!);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const balancerPort = await freePort();
  publicUrl = `http://127.0.0.1:${balancerPort}`;
  await startBalancer(balancerPort);
  // One after the other: the first migrates and seeds (its files into the bucket), the second finds it
  // done. No FILE_URL_SECRET: the secrets must come from the database.
  const env = { PUBLIC_URL: publicUrl, DATABASE_URL: database.url, FILE_URL_SECRET: '', ...s3.env(BUCKET) };
  a = await startServerProcess(await freePort(), { ...env, DATA_DIR: dataDirs.a });
  b = await startServerProcess(await freePort(), { ...env, DATA_DIR: dataDirs.b });
}, 200_000);

afterAll(async () => {
  await Promise.all([killServerProcess(a), killServerProcess(b)]);
  await new Promise((resolve) => balancer?.close(resolve));
  await sql?.end();
  await database?.drop();
  await s3?.close();
  for (const dir of Object.values(dataDirs ?? {}))
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
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
    const { token, created } = await draftOnA({ title: 'Drafted on instance A', price: 15, isFree: false });
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

    // The link A signs opens on B: the signing secret is the database's, not a process's. B checks it,
    // then sends the buyer to the bucket for a minute (issue 28 §3), the stamped copy named as before.
    const group = (await (await fetch(`${a!.url}/api/material-groups/${pro.id}?includeMaterials=true`)).json()) as {
      materials: { id: number; isFree: boolean }[];
    };
    const material = group.materials.find((m) => !m.isFree)!;
    const link = (await api(a!, 'GET', `/api/materials/${material.id}`, token)).body.downloadUrl as string;
    const onB = await fetch(`${b!.url}${link}`, { redirect: 'manual' });
    expect(onB.status).toBe(302);
    expect(onB.headers.get('cache-control')).toBe('private, no-store');
    const presigned = new URL(onB.headers.get('location')!);
    expect(presigned.origin).toBe(s3.endpoint);
    expect(presigned.pathname).toMatch(new RegExp(`^/${BUCKET}/private/stamped/`));
    expect(presigned.searchParams.get('X-Amz-Expires')).toBe('60');
    const file = await fetch(presigned);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"/);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const secrets = await sql.query('SELECT name FROM server_secrets ORDER BY name');
    expect(secrets.rows.map((row) => row.name)).toEqual(['file-url-secret', 'paymob-sandbox']);
    for (const dir of [dataDirs.a, dataDirs.b]) expect(await readdir(dir)).not.toContain('secrets');
  });

  it('a PDF uploaded through A is downloaded through B, and neither has it on its own disk (issue 28 §5)', async () => {
    const { token, created } = await draftOnA({ title: 'Uploaded on instance A', price: 0, isFree: true });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const pdf = Buffer.from(await makePdf());
    const { payload, contentType } = form(aFile(pdf, 'sheet.pdf', 'application/pdf'));
    const uploaded = await fetch(`${a!.url}/api/admin/materials/${id}/file`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body: payload,
    });
    expect(uploaded.status).toBe(200);
    expect((await api(a!, 'PATCH', `/api/admin/materials/${id}`, token, { status: 'published' })).status).toBe(200);

    // A free file: B sends anyone to the bucket, and the bytes are the ones A received.
    const onB = await fetch(`${b!.url}/api/materials/${id}/download`, { redirect: 'manual' });
    expect(onB.status).toBe(302);
    const fromBucket = await fetch(onB.headers.get('location')!);
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(pdf)).toBe(true);

    // Its public preview, through B's /files from the bucket: cached answers, with a 304 for a copy held.
    const material = (await (await fetch(`${b!.url}/api/materials/${id}`)).json()) as { previewUrl: string };
    const preview = await fetch(`${b!.url}${material.previewUrl}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(preview.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(
      Buffer.from(await preview.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const again = await fetch(`${b!.url}${material.previewUrl}`, {
      headers: { 'if-none-match': preview.headers.get('etag')! },
    });
    expect(again.status).toBe(304);

    // Nothing of it on either machine's disk: no files folder, no upload left behind.
    for (const dir of [dataDirs.a, dataDirs.b]) {
      const onDisk = await filesUnder(dir);
      expect(
        onDisk.filter((name) => /\.(pdf|png|svg|zip)$|^files\/|^uploads\//.test(name)),
        dir,
      ).toEqual([]);
    }
  });

  it('a process whose bucket refuses its keys stops at start, saying so (issue 28 §2)', async () => {
    const env = { PUBLIC_URL: publicUrl, DATABASE_URL: database.url, DATA_DIR: dataDirs.a, ...s3.env(BUCKET) };
    await expect(startServerProcess(await freePort(), { ...env, S3_ACCESS_KEY_ID: 'NOT-A-KEY' })).rejects.toThrow(
      /S3 bucket "the-gate-files" at http:\/\/127\.0\.0\.1:\d+ refused the credentials/,
    );
    await expect(startServerProcess(await freePort(), { ...env, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(
      /S3 bucket "no-such-bucket" .* does not exist/,
    );
  });
});
