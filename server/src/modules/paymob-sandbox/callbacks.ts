import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { concatenateTransaction, hmacHex } from '../../lib/paymob/hmac';
import type { TransactionCallback } from '../../lib/paymob/protocol';
import type { SandboxTransaction } from './transactions';

const TIMEOUT_MS = 10_000;
/** Paymob documents no retry schedule (paymob.md §9 [U]): two more tries, after ~1 s and ~3 s. */
const RETRY_DELAYS_MS = [1_000, 3_000];

/** `url` with `query` added: after an existing query (`&`), before a fragment. */
export function appendQuery(url: string, query: URLSearchParams): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${query}${fragment}`;
}

/**
 * The server-to-server transaction callback (paymob.md §4.1): POST JSON `{type, obj}` to the
 * intention's notification_url, the HMAC as `?hmac=`. `send` resolves after the first attempt, so the
 * shop normally has the result before the buyer's browser is redirected (Paymob's order); retries go
 * on in the background and stop when the app closes.
 */
export function createCallbackSender({ hmacSecret, logger }: { hmacSecret: string; logger: Logger }) {
  const closing = new AbortController();

  /** Null when delivered, else what went wrong. */
  async function attempt(url: string, body: string): Promise<string | null> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        redirect: 'manual',
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(TIMEOUT_MS)]),
      });
      await response.body?.cancel();
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return (error as Error).message;
    }
  }

  async function retry(url: string, body: string, log: Record<string, unknown>) {
    let failure: string | null = null;
    for (const delay of RETRY_DELAYS_MS) {
      try {
        await sleep(delay, undefined, { signal: closing.signal });
      } catch {
        return;
      }
      failure = await attempt(url, body);
      if (failure === null || closing.signal.aborted) return;
    }
    logger.warn({ ...log, failure }, 'Paymob sandbox: the transaction callback was not delivered');
  }

  return {
    /** True when the first attempt was answered with a 2xx; never rejects. */
    async send(notificationUrl: string, obj: SandboxTransaction): Promise<boolean> {
      const hmac = hmacHex(hmacSecret, concatenateTransaction(obj));
      const url = appendQuery(notificationUrl, new URLSearchParams({ hmac }));
      const callback: TransactionCallback = { type: 'TRANSACTION', obj };
      const body = JSON.stringify(callback);
      const failure = await attempt(url, body);
      if (failure === null) return true;
      const log = { notificationUrl, transactionId: obj.id };
      logger.info({ ...log, failure }, 'Paymob sandbox: transaction callback failed, retrying');
      if (!closing.signal.aborted) void retry(url, body, log);
      return false;
    },
    close() {
      closing.abort();
    },
  };
}

export type CallbackSender = ReturnType<typeof createCallbackSender>;
