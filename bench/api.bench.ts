/**
 * API benchmark: our server against a bare node:http server that replays the same bytes.
 *
 * The bare server is the ceiling for this machine and this load generator, so the ratio
 * ours/bare says how much of that ceiling the framework, routing, caching and serialisation cost.
 * Run with `npm run bench:api` (BENCH_DURATION=seconds, default 10; DATABASE_URL to use PostgreSQL).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@the-gate/server/config';
import { type RunningServer, startServer } from '@the-gate/server/server';
import autocannon from 'autocannon';

const HOST = '127.0.0.1';
const CONNECTIONS = 50;
const PIPELINING = 1;
const TARGET_RATIO = 0.8;

const ENDPOINTS = [
  '/api/materials',
  '/api/blog-posts?pagination[page]=1&pagination[pageSize]=6&populate=coverImage,author,author.avatar,category',
];

type Sample = { body: Buffer; contentType: string };

type LoadFigures = {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  megabytesPerSecond: number;
  non2xx: number;
  errors: number;
};

type EndpointReport = { endpoint: string; sample: Sample; ours: LoadFigures; bare: LoadFigures };

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

/** Also warms caches and JIT before the measured run; a bad status here would make the run meaningless. */
async function fetchSample(url: string): Promise<Sample> {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) {
    throw new Error(`warm-up GET ${url} answered ${response.status}: ${body.toString('utf8').slice(0, 300)}`);
  }
  return { body, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
}

async function startBareServer(sample: Sample): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const headers = { 'content-type': sample.contentType, 'content-length': String(sample.body.length) };
  const server = http.createServer((_request, response) => {
    response.writeHead(200, headers);
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
async function runLoad(url: string, duration: number): Promise<LoadFigures> {
  const options = { url, connections: CONNECTIONS, pipelining: PIPELINING, workers: 1 };
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

async function benchEndpoint(baseUrl: string, endpoint: string, duration: number): Promise<EndpointReport> {
  const sample = await fetchSample(baseUrl + endpoint);
  const ours = await runLoad(baseUrl + endpoint, duration);
  // Only after our run has finished: both servers share two cores with the load generator.
  const bare = await startBareServer(sample);
  try {
    return { endpoint, sample, ours, bare: await runLoad(bare.url + endpoint, duration) };
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
  console.log(`\nGET ${report.endpoint}`);
  console.log(`  response: ${report.sample.body.length} bytes, ${report.sample.contentType}`);
  console.log(`  ${formatRow(header, widths)}`);
  for (const row of rows) console.log(`  ${formatRow(row, widths)}`);
  console.log(`  ratio ours/bare (req/s): ${ratioOf(report).toFixed(2)}`);
}

function summaryLine(report: EndpointReport): string {
  const ratio = ratioOf(report);
  const route = report.endpoint.split('?')[0];
  const verdict = ratio < TARGET_RATIO ? '  BELOW TARGET' : '';
  return `GET ${route}: ${ratio.toFixed(2)} of bare node:http (target >= ${TARGET_RATIO})${verdict}`;
}

function failures(report: EndpointReport): string[] {
  const runs: [string, LoadFigures][] = [
    ['ours', report.ours],
    ['bare', report.bare],
  ];
  return runs
    .filter(([, figures]) => figures.errors > 0 || figures.non2xx > 0)
    .map(
      ([label, figures]) => `GET ${report.endpoint} (${label}): ${figures.non2xx} non-2xx, ${figures.errors} errors`,
    );
}

async function runBenchmarks(server: RunningServer, duration: number): Promise<number> {
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  console.log(
    `The Gate on ${server.url} (${database}); ${CONNECTIONS} connections, pipelining ${PIPELINING}, ${duration} s per run`,
  );
  const reports: EndpointReport[] = [];
  for (const endpoint of ENDPOINTS) {
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
