import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import type { IntentionRequest, IntentionResponse, TransactionCallback } from '../../lib/paymob/protocol';
import { loadSandboxCredentials, SANDBOX_PREFIX, type SandboxCredentials } from './credentials';

/** Test helpers for the sandbox's tests (not a test file itself). */

export type ReceivedCallback = { query: URLSearchParams; body: TransactionCallback };

/**
 * A shop's notification endpoint on 127.0.0.1: records every callback; `statuses` answers the first
 * ones with those statuses (e.g. [500] fails the first), then 200.
 */
export async function startReceiver(statuses: number[] = []) {
  const received: ReceivedCallback[] = [];
  const answers = [...statuses];
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    received.push({ query: url.searchParams, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
    response.statusCode = answers.shift() ?? 200;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/payments/paymob/callback`,
    received,
    /** Callbacks for one order, in arrival order. */
    forOrder: (orderId: number) => received.filter((callback) => callback.body.obj.order.id === orderId),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

export type Sandbox = { t: TestApp; credentials: SandboxCredentials; receiver: Receiver };

export async function startSandbox(statuses: number[] = []): Promise<Sandbox> {
  const t = await createTestApp({ seed: false });
  return { t, credentials: await loadSandboxCredentials(t.db, t.dataDir), receiver: await startReceiver(statuses) };
}

export async function stopSandbox(sandbox: Sandbox | undefined) {
  await sandbox?.receiver.close();
  await sandbox?.t.close();
}

export const REDIRECTION_URL = 'https://shop.test/payments/result?from=paymob';

export function intentionBody(credentials: SandboxCredentials, overrides: Record<string, unknown> = {}) {
  const body: IntentionRequest = {
    amount: 19_900,
    currency: 'EGP',
    payment_methods: [credentials.cardIntegrationId, credentials.walletIntegrationId],
    items: [{ name: 'Checkpoint English Year 7', amount: 19_900, quantity: 1 }],
    billing_data: {
      first_name: 'Mona',
      last_name: 'Ali',
      email: 'mona@example.eg',
      phone_number: '+201000000000',
      street: 'NA',
      building: 'NA',
      floor: 'NA',
      apartment: 'NA',
      city: 'Cairo',
      state: 'NA',
      country: 'EG',
      postal_code: 'NA',
    },
    special_reference: `pay_${randomBytes(6).toString('hex')}`,
    notification_url: 'http://127.0.0.1:9/callback',
    redirection_url: REDIRECTION_URL,
    extras: { local_payment_id: 'pay_123' },
  };
  return { ...body, ...overrides };
}

export function postIntention(sandbox: Sandbox, body: unknown, authorization?: string) {
  return sandbox.t.app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/v1/intention/`,
    headers: { authorization: authorization ?? `Token ${sandbox.credentials.secretKey}` },
    payload: body as Record<string, unknown>,
  });
}

/** A created intention whose callbacks go to the sandbox's receiver. */
export async function createIntention(sandbox: Sandbox, overrides: Record<string, unknown> = {}) {
  const body = intentionBody(sandbox.credentials, { notification_url: sandbox.receiver.url, ...overrides });
  const response = await postIntention(sandbox, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<IntentionResponse>(response);
}

export function checkoutUrl(sandbox: Sandbox, clientSecret: string, publicKey = sandbox.credentials.publicKey) {
  return `${SANDBOX_PREFIX}/unifiedcheckout/?${new URLSearchParams({ publicKey, clientSecret })}`;
}

/** Submits one of the hosted page's forms, as a browser does. */
export function submit(
  sandbox: Sandbox,
  form: 'pay' | 'wallet' | 'cancel',
  clientSecret: string,
  fields: Record<string, string> = {},
) {
  return sandbox.t.app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/unifiedcheckout/${form}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ publicKey: sandbox.credentials.publicKey, clientSecret, ...fields }).toString(),
  });
}

export const APPROVED_CARD = {
  cardNumber: '5123 4567 8901 2346',
  expiry: '01/39',
  cvv: '123',
  cardName: 'Test Account',
};

/** The query of a redirect's Location, after checking it goes back to the shop. */
export function redirectQuery(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe('https://shop.test/payments/result');
  expect(location.searchParams.get('from')).toBe('paymob');
  return location.searchParams;
}
