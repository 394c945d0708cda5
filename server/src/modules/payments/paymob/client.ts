import type { IntentionRequest, IntentionResponse, PaymobTransaction } from '../../../lib/paymob/protocol';

/** A Paymob account: the real one from PAYMOB_* settings, or the built-in sandbox's (config.ts). */
export type PaymobSettings = {
  apiUrl: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  integrationIds: number[];
};

/** The provider failed or did not answer in time: the buyer is told to try again (contract §3.3). */
export class PaymobUnavailableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'PaymobUnavailableError';
  }
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Paymob's Intention API and transaction inquiry (shared/paymob.md §2, §7), over HTTP. The same code
 * talks to accept.paymob.com and to the sandbox built into this server; only the settings differ.
 */
export function createPaymobClient(settings: PaymobSettings, { timeoutMs = DEFAULT_TIMEOUT_MS } = {}) {
  async function post(path: string, body: unknown): Promise<Response> {
    try {
      return await fetch(`${settings.apiUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: `Token ${settings.secretKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymobUnavailableError(`Paymob did not answer ${path}: ${(error as Error).message}`);
    }
  }

  return {
    settings,

    /** POST /v1/intention/ (paymob.md §2.1); anything but a well-formed 201/200 is an outage. */
    async createIntention(request: IntentionRequest): Promise<IntentionResponse> {
      const response = await post('/v1/intention/', request);
      const text = await response.text();
      if (response.status !== 201 && response.status !== 200) {
        throw new PaymobUnavailableError('Paymob refused the intention', response.status, text.slice(0, 500));
      }
      let intention: IntentionResponse;
      try {
        intention = JSON.parse(text) as IntentionResponse;
      } catch {
        throw new PaymobUnavailableError('Paymob answered the intention with something that is not JSON');
      }
      if (
        typeof intention.client_secret !== 'string' ||
        !Number.isSafeInteger(intention.intention_order_id) ||
        typeof intention.id !== 'string'
      ) {
        throw new PaymobUnavailableError('Paymob answered the intention without its order id or client secret');
      }
      return intention;
    },

    /**
     * The latest transaction of a Paymob order (paymob.md §7, "transaction inquiry"), or null when
     * it has none yet (an abandoned or unfinished checkout). [U] the auth header: the secret key.
     */
    async inquireOrder(orderId: number): Promise<PaymobTransaction | null> {
      const response = await post('/api/ecommerce/orders/transaction_inquiry', { order_id: orderId });
      if (response.status === 404) return null;
      if (!response.ok) throw new PaymobUnavailableError('Paymob refused the inquiry', response.status);
      try {
        return (await response.json()) as PaymobTransaction;
      } catch {
        throw new PaymobUnavailableError('Paymob answered the inquiry with something that is not JSON');
      }
    },

    /** The hosted card page (paymob.md §2.3). */
    checkoutUrl(clientSecret: string): string {
      const query = new URLSearchParams({ publicKey: settings.publicKey, clientSecret });
      return `${settings.apiUrl}/unifiedcheckout/?${query}`;
    },
  };
}

export type PaymobClient = ReturnType<typeof createPaymobClient>;
