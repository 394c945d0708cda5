/**
 * The shoppers of `bench:load` (load.bench.ts), run in a child process of their own so that their
 * event loop and garbage collection never pause the server they measure. The parent sends a
 * `LoadPlan`, the shoppers run, and every request's latency goes back as a `LoadResult`.
 *
 * Each shopper is one browser: its own keep-alive connections (at most 6, as a browser keeps per
 * host), its own address in `X-Forwarded-For`, `Accept-Encoding: br, gzip`, and its bearer token on
 * every API call once signed in, as the web app's one API client sends it. Bodies are read to the
 * end but not decoded: decoding is the browser's work, not the server's.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LoginResponse } from '@the-gate/contract/auth';
import type { InitiatePaymentRequest, PaymentCartItem } from '@the-gate/contract/payments';
import { type Random, seededRandom } from '@the-gate/server/lib/seeded-random';
import { CHECKOUT, PAGE_VIEWS, type PageView } from './page-views';

export const KINDS = ['browse', 'search', 'sign in', 'library', 'payment'] as const;
export type Kind = (typeof KINDS)[number];

export type ShopperAccount = {
  /** The shopper's own address, as a load balancer would pass it on (the server trusts the proxy). */
  address: string;
  userNameOrEmail: string;
  password: string;
  /** What the shopper puts in the cart: a paid material they do not own yet. */
  cart: PaymentCartItem[];
  customerDetails: InitiatePaymentRequest['customerDetails'];
};

export type LoadPlan = {
  baseUrl: string;
  durationMs: number;
  /** Shoppers arrive evenly spread over this long, then stay until the end. */
  rampMs: number;
  /** Think time before each page view (and before the checkout form is sent), uniform in [min, max]. */
  thinkMs: { min: number; max: number };
  accounts: ShopperAccount[];
  /** Material pages a shopper may open (standalone materials). */
  materialIds: number[];
  /** What shoppers type in the search box, and the filters they tick (`grade=Year%207`, as the web app writes them). */
  searches: { typed: string[]; filters: string[] };
  /** Pages of the unfiltered /materials list, for the shopper who scrolls. */
  listPages: number;
  /** Payment initiations allowed to one account in the run (the server allows 20 an hour). */
  maxPaymentsPerAccount: number;
  seed: number;
};

/** One line of the report: a request of one kind, its latencies and its failures by status. */
export type RequestFigures = { kind: Kind; label: string; latenciesMs: number[]; failures: Record<string, number> };
export type LoadResult = {
  requests: RequestFigures[];
  pageViews: number;
  payments: number;
  /** From the first shopper's arrival to the last answer. */
  elapsedMs: number;
  /** CPU time of this (the shoppers') process meanwhile, ms. */
  cpuMs: number;
};

const REQUEST_TIMEOUT_MS = 10_000;
/** What a browser keeps open to one host. */
const CONNECTIONS_PER_SHOPPER = 6;

type Answer = { status: number; body: Buffer; encoding: string | undefined };

class Recorder {
  readonly #figures = new Map<string, RequestFigures>();

  figuresOf(kind: Kind, label: string): RequestFigures {
    const key = `${kind}\u0000${label}`;
    let figures = this.#figures.get(key);
    if (!figures) {
      figures = { kind, label, latenciesMs: [], failures: {} };
      this.#figures.set(key, figures);
    }
    return figures;
  }

  all(): RequestFigures[] {
    return [...this.#figures.values()];
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function decode({ body, encoding }: Answer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

export class Shopper {
  readonly #agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS_PER_SHOPPER });
  readonly #random: Random;
  #token: string | null = null;
  payments = 0;
  pageViews = 0;

  constructor(
    private readonly plan: LoadPlan,
    private readonly account: ShopperAccount,
    private readonly recorder: Recorder,
    index: number,
  ) {
    this.#random = seededRandom(plan.seed + index);
  }

  pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.#random() * values.length)]!;
  }

  chance(probability: number): boolean {
    return this.#random() < probability;
  }

  /** A page view drawn by weight; no checkout once the account has used its share of payments. */
  nextPageView(): PageView {
    const views = this.canPay() ? PAGE_VIEWS : PAGE_VIEWS.filter((view) => view !== CHECKOUT);
    let point = this.#random() * views.reduce((sum, view) => sum + view.weight, 0);
    for (const view of views) {
      point -= view.weight;
      if (point < 0) return view;
    }
    return views[0]!;
  }

  think(minMs = this.plan.thinkMs.min, maxMs = this.plan.thinkMs.max): Promise<void> {
    return sleep(minMs + this.#random() * (maxMs - minMs));
  }

  /** One request, timed from when it is made (a new connection included) to its last byte; a failure is counted, not thrown. */
  async send(kind: Kind, label: string, path: string, body?: unknown): Promise<Answer | null> {
    const figures = this.recorder.figuresOf(kind, label);
    const headers: http.OutgoingHttpHeaders = {
      'accept-encoding': 'br, gzip',
      'x-forwarded-for': this.account.address,
    };
    if (this.#token && path.startsWith('/api/')) headers.authorization = `Bearer ${this.#token}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    try {
      const answer = await this.#request(payload === undefined ? 'GET' : 'POST', path, headers, payload);
      if (answer.status >= 200 && answer.status < 300) {
        figures.latenciesMs.push(performance.now() - started);
        return answer;
      }
      figures.failures[String(answer.status)] = (figures.failures[String(answer.status)] ?? 0) + 1;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      figures.failures[code] = (figures.failures[code] ?? 0) + 1;
    }
    return null;
  }

  #request(method: string, path: string, headers: http.OutgoingHttpHeaders, payload?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${this.plan.baseUrl}${path}`,
        { method, headers, agent: this.#agent, timeout: REQUEST_TIMEOUT_MS },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks),
              encoding: response.headers['content-encoding'],
            }),
          );
        },
      );
      request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      request.on('error', reject);
      request.end(payload);
    });
  }

  /** POST /api/auth/login; the token goes on every later API call, as the web app stores it. */
  async signIn(): Promise<void> {
    const { userNameOrEmail, password } = this.account;
    const answer = await this.send('sign in', 'POST /api/auth/login', '/api/auth/login', { userNameOrEmail, password });
    if (answer) this.#token = (JSON.parse(decode(answer)) as LoginResponse).token;
  }

  close(): void {
    this.#agent.destroy();
  }

  get signedIn(): boolean {
    return this.#token !== null;
  }

  canPay(): boolean {
    return this.payments < this.plan.maxPaymentsPerAccount;
  }

  async checkout(): Promise<void> {
    this.payments += 1;
    const { cart, customerDetails } = this.account;
    await Promise.all([
      this.send('payment', 'GET /api/auth/me', '/api/auth/me'),
      this.send('payment', 'POST /api/payments/quote', '/api/payments/quote', { cartItems: cart }),
    ]);
    await this.think(); // filling in the form
    const request: InitiatePaymentRequest = { cartItems: cart, currency: 'EGP', customerDetails };
    await this.send('payment', 'POST /api/payments/initiate', '/api/payments/initiate', request);
  }
}

/** A shopper's visit: arrive, sign in, then a page view after each think time until the run ends. */
async function visit(shopper: Shopper, plan: LoadPlan, arriveAt: number, endAt: number): Promise<void> {
  await sleep(arriveAt - performance.now());
  await shopper.signIn();
  while (performance.now() < endAt) {
    await shopper.think();
    if (performance.now() >= endAt) break;
    // A sign-in that failed is tried again rather than browsing signed out.
    if (shopper.signedIn) await shopper.nextPageView().run(shopper, plan);
    else await shopper.signIn();
    shopper.pageViews += 1;
  }
}

export async function runShoppers(plan: LoadPlan): Promise<LoadResult> {
  const recorder = new Recorder();
  const shoppers = plan.accounts.map((account, index) => new Shopper(plan, account, recorder, index));
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const endAt = startedAt + plan.durationMs;
  const gap = plan.rampMs / shoppers.length;
  await Promise.all(shoppers.map((shopper, index) => visit(shopper, plan, startedAt + index * gap, endAt)));
  const elapsedMs = performance.now() - startedAt;
  const cpu = process.cpuUsage(cpuBefore);
  for (const shopper of shoppers) shopper.close();
  return {
    requests: recorder.all(),
    pageViews: shoppers.reduce((sum, shopper) => sum + shopper.pageViews, 0),
    payments: shoppers.reduce((sum, shopper) => sum + shopper.payments, 0),
    elapsedMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

/** Marks the child process load.bench.ts starts, so importing this file elsewhere runs nothing. */
export const SHOPPERS_PROCESS_FLAG = '--shoppers-process';

// The child process of load.bench.ts: one plan in, one result out.
if (process.argv.includes(SHOPPERS_PROCESS_FLAG) && process.send !== undefined) {
  process.once('message', (plan: LoadPlan) => {
    runShoppers(plan).then(
      (result) => process.send!(result, undefined, {}, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
