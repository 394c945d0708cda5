/**
 * API benchmark: our server against a bare node:http server that replays the same bytes.
 *
 * The bare server is the ceiling for this machine and this load generator, so the ratio
 * ours/bare says how much of that ceiling the framework, routing, caching and serialisation cost.
 * Every request asks for brotli or gzip as a browser does, and the bare server replays our
 * compressed bytes and headers, so both send the same bytes (issue 12 §1, §4).
 * Run with `npm run bench:api` (BENCH_DURATION=seconds, default 10; DATABASE_URL to use PostgreSQL).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RegisterRequest } from '@the-gate/contract/auth';
import type { Material } from '@the-gate/contract/catalogue';
import { loadConfig } from '@the-gate/server/config';
import { userMaterials } from '@the-gate/server/modules/library/schema';
import { type RunningServer, startServer } from '@the-gate/server/server';
import autocannon from 'autocannon';

const HOST = '127.0.0.1';
const CONNECTIONS = 50;
/**
 * The signed-in read is bound by the embedded database (4 queries each, one at a time): 10
 * connections already keep it busy, while with 50 some requests waited past autocannon's 10 s
 * timeout, which invalidates the run.
 */
const LIBRARY_CONNECTIONS = 10;
const PIPELINING = 1;
const TARGET_RATIO = 0.8;

/** What a browser says it can decode. */
const ACCEPT_ENCODING = 'br, gzip';
/** How many materials the signed-in reader owns. */
const LIBRARY_SIZE = 3;

type Endpoint = {
  label: string;
  path: string;
  headers: Record<string, string>;
  /** The share of bare node:http to reach (issue 12 §4); none for a read computed per request. */
  target: number | null;
  connections: number;
};

const PUBLIC_ENDPOINTS: Endpoint[] = [
  { label: 'GET /api/materials', path: '/api/materials', headers: {}, target: TARGET_RATIO, connections: CONNECTIONS },
  {
    label: 'GET /api/blog-posts',
    path: '/api/blog-posts?pagination[page]=1&pagination[pageSize]=6&populate=coverImage,author,author.avatar,category',
    headers: {},
    target: TARGET_RATIO,
    connections: CONNECTIONS,
  },
];

/** One raw response: the bytes as sent (still compressed) and the headers to replay with them. */
type Sample = { body: Buffer; headers: http.OutgoingHttpHeaders; plainSize: number };

type LoadFigures = {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  megabytesPerSecond: number;
  non2xx: number;
  errors: number;
};

type EndpointReport = { endpoint: Endpoint; sample: Sample; ours: LoadFigures; bare: LoadFigures };

function durationSeconds(): number {
  const raw = process.env.BENCH_DURATION;
  if (raw === undefined || raw === '') return 10;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`BENCH_DURATION must be a positive number of seconds, got "${raw}"`);
  }
  return seconds;
}

/** The config schema rejects port 0, so ask the kernel for a free port and hand it over. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('could not obtain a free port'))));
    });
  });
}

async function startOurServer(dataDir: string): Promise<RunningServer> {
  const config = loadConfig({
    PORT: String(await freePort()),
    HOST,
    DATA_DIR: dataDir,
    // Passed through so the same benchmark can measure the PostgreSQL deployment.
    DATABASE_URL: process.env.DATABASE_URL,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'true',
  });
  return startServer(config);
}

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** node:http rather than fetch, which would decode the body: the bytes on the wire are what we replay. */
function getRaw(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** Headers that belong to one connection or one moment, not to the response. */
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

/** Also warms caches and JIT before the measured run; a bad status here would make the run meaningless. */
async function fetchSample(url: string, headers: Record<string, string>): Promise<Sample> {
  const [encoded, plain] = await Promise.all([
    getRaw(url, { ...headers, 'accept-encoding': ACCEPT_ENCODING }),
    getRaw(url, headers),
  ]);
  for (const response of [encoded, plain]) {
    if (response.status !== 200) {
      const text = response.body.toString('utf8').slice(0, 300);
      throw new Error(`warm-up GET ${url} answered ${response.status}: ${text}`);
    }
  }
  const replayed = Object.entries(encoded.headers).filter(([name]) => !NOT_REPLAYED.has(name));
  return {
    body: encoded.body,
    headers: { ...Object.fromEntries(replayed), 'content-length': String(encoded.body.length) },
    plainSize: plain.body.length,
  };
}

async function startBareServer(sample: Sample): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const server = http.createServer((_request, response) => {
    response.writeHead(200, sample.headers);
    response.end(sample.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  });
  return {
    url: `http://${HOST}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Keep-alive sockets left by autocannon would otherwise hold close() open.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const WARM_UP_SECONDS = 2;

/**
 * The load generator runs in a worker thread, so it never shares an event loop with the server it
 * measures; an unmeasured warm-up first lets both servers reach their steady state (JIT, caches).
 */
async function runLoad(baseUrl: string, endpoint: Endpoint, duration: number): Promise<LoadFigures> {
  const options = {
    url: baseUrl + endpoint.path,
    headers: { ...endpoint.headers, 'accept-encoding': ACCEPT_ENCODING },
    connections: endpoint.connections,
    pipelining: PIPELINING,
    workers: 1,
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    megabytesPerSecond: result.throughput.average / 1_000_000,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function benchEndpoint(baseUrl: string, endpoint: Endpoint, duration: number): Promise<EndpointReport> {
  const sample = await fetchSample(baseUrl + endpoint.path, endpoint.headers);
  const ours = await runLoad(baseUrl, endpoint, duration);
  // Only after our run has finished: both servers share two cores with the load generator.
  const bare = await startBareServer(sample);
  try {
    return { endpoint, sample, ours, bare: await runLoad(bare.url, endpoint, duration) };
  } finally {
    await bare.close();
  }
}

function ratioOf(report: EndpointReport): number {
  return report.bare.requestsPerSecond > 0 ? report.ours.requestsPerSecond / report.bare.requestsPerSecond : 0;
}

function formatRow(cells: string[], widths: number[]): string {
  return cells
    .map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0)))
    .join('  ');
}

function figureCells(label: string, figures: LoadFigures): string[] {
  return [
    label,
    figures.requestsPerSecond.toFixed(0),
    // autocannon records latency in whole milliseconds, so decimals would be false precision.
    String(figures.latencyP50),
    String(figures.latencyP99),
    figures.megabytesPerSecond.toFixed(2),
    String(figures.non2xx),
    String(figures.errors),
  ];
}

function printReport(report: EndpointReport): void {
  const header = ['server', 'req/s (avg)', 'p50 ms', 'p99 ms', 'MB/s', 'non-2xx', 'errors'];
  const rows = [figureCells('ours', report.ours), figureCells('bare node:http', report.bare)];
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const { body, headers, plainSize } = report.sample;
  const encoding = headers['content-encoding'] ?? 'not compressed';
  const { label, path: endpointPath, connections } = report.endpoint;
  console.log(`\n${label}${endpointPath.includes('?') ? ` (${endpointPath})` : ''}, ${connections} connections`);
  console.log(`  response: ${body.length} bytes ${encoding} (${plainSize} plain), ${headers['content-type']}`);
  console.log(`  ${formatRow(header, widths)}`);
  for (const row of rows) console.log(`  ${formatRow(row, widths)}`);
  console.log(`  ratio ours/bare (req/s): ${ratioOf(report).toFixed(2)}`);
}

function summaryLine(report: EndpointReport): string {
  const ratio = ratioOf(report);
  const { label, target } = report.endpoint;
  if (target === null) return `${label}: ${ratio.toFixed(2)} of bare node:http (no target)`;
  const verdict = ratio < target ? '  BELOW TARGET' : '';
  return `${label}: ${ratio.toFixed(2)} of bare node:http (target >= ${target})${verdict}`;
}

function failures(report: EndpointReport): string[] {
  const runs: [string, LoadFigures][] = [
    ['ours', report.ours],
    ['bare', report.bare],
  ];
  return runs
    .filter(([, figures]) => figures.errors > 0 || figures.non2xx > 0)
    .map(
      ([label, figures]) => `${report.endpoint.label} (${label}): ${figures.non2xx} non-2xx, ${figures.errors} errors`,
    );
}

async function runBenchmarks(server: RunningServer, duration: number): Promise<number> {
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  console.log(`The Gate on ${server.url} (${database}); pipelining ${PIPELINING}, ${duration} s per run`);
  const endpoints = [...PUBLIC_ENDPOINTS, await libraryEndpoint(server)];
  const reports: EndpointReport[] = [];
  for (const endpoint of endpoints) {
    const report = await benchEndpoint(server.url, endpoint, duration);
    printReport(report);
    reports.push(report);
  }
  console.log('');
  for (const report of reports) console.log(summaryLine(report));
  // The ratio is only reported (machine noise moves it); failed requests, however, invalidate the figures.
  const problems = reports.flatMap(failures);
  for (const problem of problems) console.error(`FAILED ${problem}`);
  return problems.length > 0 ? 1 : 0;
}

/**
 * The library page's read, by a reader signed in through the API. Their library is written straight
 * into the database: a real purchase needs the payment sandbox's round trip, and what the read costs
 * does not depend on how the entries got there.
 */
async function libraryEndpoint(server: RunningServer): Promise<Endpoint> {
  // Unique, so a run against a PostgreSQL database kept from an earlier run can register again.
  const name = `bench.${Date.now().toString(36)}`;
  const account: RegisterRequest = {
    username: name,
    email: `${name}@example.com`,
    password: 'Bench!reader1',
    role: 6,
    title: 0,
    firstName: 'Bench',
    lastName: 'Reader',
    dateOfBirth: '1990-05-17T00:00:00.000Z',
    gender: 1,
    mobileNumber: '+201001234567',
    country: 'Egypt',
    department: '',
    serviceInterests: 9,
    referralSource: 1,
    communicationPreferences: 9,
  };
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const { token } = (await registered.json()) as { token?: string };
  if (registered.status !== 201 || !token)
    throw new Error(`registering the bench reader answered ${registered.status}`);
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await fetch(`${server.url}/api/auth/me`, { headers })).json()) as { id: string };
  const catalogue = (await (await fetch(`${server.url}/api/materials`)).json()) as Material[];
  const owned = catalogue.filter((material) => !material.isFree).slice(0, LIBRARY_SIZE);
  await server.database.db
    .insert(userMaterials)
    .values(owned.map((material) => ({ userId: me.id, materialId: material.id })));
  return {
    label: `GET /api/materials/me (signed in, ${owned.length} materials)`,
    path: '/api/materials/me',
    headers,
    target: null,
    connections: LIBRARY_CONNECTIONS,
  };
}

/** A shutdown failure is reported and fails the run, but must neither hide the figures nor leave the temp dir. */
async function stopServer(server: RunningServer): Promise<number> {
  try {
    await server.close();
    return 0;
  } catch (error) {
    console.error('FAILED stopping the server:', error);
    return 1;
  }
}

async function main(): Promise<number> {
  const duration = durationSeconds();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'the-gate-bench-'));
  let server: RunningServer | undefined;
  let code = 1;
  try {
    server = await startOurServer(dataDir);
    code = await runBenchmarks(server, duration);
  } finally {
    const stopCode = server ? await stopServer(server) : 0;
    code = Math.max(code, stopCode);
    await rm(dataDir, { recursive: true, force: true });
  }
  return code;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
