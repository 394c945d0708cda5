import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration } from '../../../test/accounts';
import { createPostgresDatabase, freePort } from '../../../test/harness';
import { CUSTOMER, payOnHostedPage } from '../../../test/payments';
import { killServerProcess, type ServerProcess, startServerProcess } from '../../../test/server-process';

/**
 * The real server in its own process, killed with SIGKILL between the initiation and the payment,
 * then started again on the same data: the buyer pays on the page they already had, the callback
 * reaches the new process, and the payment completes with its grants (issue 8, "Tests").
 */
let dataDir: string;
let port: number;
let base: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let server: ServerProcess | null = null;

const start = () => startServerProcess(port, { PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' });

async function api(method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'the-gate-restart-'));
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  if (process.env.DATABASE_URL) {
    const database = await createPostgresDatabase(process.env.DATABASE_URL);
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
}, 30_000);

afterAll(async () => {
  await killServerProcess(server);
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
});

describe('a server killed between initiation and callback', () => {
  it('completes the payment after a restart, and nothing is lost', { timeout: 240_000 }, async () => {
    server = await start();
    const account = newRegistration();
    const registered = await api('POST', '/api/auth/register', undefined, account);
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;
    const packages = (await (await fetch(`${base}/api/packages?year=Year%206`)).json()) as {
      id: number;
      price: number;
    }[];
    const pro = packages.at(-1)!;
    const started = await api('POST', '/api/payments/initiate', token, {
      cartItems: [{ itemType: 'MaterialGroup', itemId: pro.id, quantity: 1 }],
      currency: 'EGP',
      customerDetails: CUSTOMER,
    });
    expect(started.status).toBe(200);
    const paymentUrl = new URL(started.body.paymentUrl as string);
    expect((await fetch(paymentUrl)).status).toBe(200);

    await killServerProcess(server);
    server = await start();

    // The buyer pays on the page they already have open, with Paymob's test card.
    const paid = await payOnHostedPage(paymentUrl);
    expect(paid.status).toBe(302);
    const back = await fetch(paid.headers.get('location')!, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${base}/payment-status?ref=${started.body.paymentReference}`);

    const status = await api('GET', `/api/payments/${started.body.paymentReference}/status`, token);
    expect(status.body).toMatchObject({ status: 'Completed', success: true, amount: pro.price, paymentMethod: 'Card' });
    const group = (await (await fetch(`${base}/api/material-groups/${pro.id}?includeMaterials=true`)).json()) as {
      materials: { id: number; isFree: boolean }[];
    };
    const paidMaterial = group.materials.find((material) => !material.isFree)!;
    const owned = await api('GET', `/api/materials/${paidMaterial.id}`, token);
    expect(owned.body.downloadUrl).toMatch(/signature=/);
  });
});
