/**
 * Load benchmark: 100 shoppers at once on the real server (issue 13 §6). Each signs in, then browses,
 * searches, opens their library and now and then starts a payment, with think time between page views.
 * Prints the count, failures, p50, p99 and rate of each request and kind of request, and checks the
 * target: no failed request and p99 <= 200 ms overall.
 * Run with `npm run bench:load` (BENCH_DURATION=seconds, default 60; BENCH_SHOPPERS, default 100;
 * BENCH_THINK=min-max seconds, default 1-5, 0 for none; DATABASE_URL to use PostgreSQL).
 */
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { RunningServer } from '@the-gate/server/server';
import { buildWebApp, startBenchServer } from './support/bench-server';
import { preparePlan, type Settings, warmUp } from './support/load-plan';
import { KINDS, type LoadPlan, type LoadResult, type RequestFigures, SHOPPERS_PROCESS_FLAG } from './support/shoppers';

const TARGET_P99_MS = 200;

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function readSettings(): Settings {
  const think = process.env.BENCH_THINK ?? '1-5';
  const match = /^(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?$/.exec(think);
  if (!match) throw new Error(`BENCH_THINK must be seconds as "min-max" or one number (0: none), got "${think}"`);
  const min = Number(match[1]) * 1000;
  const max = Number(match[2] ?? match[1]) * 1000;
  return {
    durationSeconds: positiveNumber('BENCH_DURATION', 60),
    shoppers: Math.max(1, Math.round(positiveNumber('BENCH_SHOPPERS', 100))),
    thinkMs: { min: Math.min(min, max), max: Math.max(min, max) },
  };
}

/** The proxy is trusted: each shopper comes from an address of its own. */
const startLoadServer = (dataDir: string): Promise<RunningServer> =>
  startBenchServer(dataDir, { DATABASE_URL: process.env.DATABASE_URL, TRUST_PROXY: 'true' });

const LOOP_RESOLUTION_MS = 10;
/** The histogram holds the time between its timer's runs: what goes beyond the timer's period is the lateness. */
const lateness = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - LOOP_RESOLUTION_MS);

type ServerFigures = { cpuShare: number; loopDelayP50: number; loopDelayP99: number; loopDelayMax: number };

/** The shoppers run in a child process; meanwhile this one (the server's) is measured. */
async function runShoppers(plan: LoadPlan): Promise<{ result: LoadResult; server: ServerFigures }> {
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  const child = fork(path.join(import.meta.dirname, 'support/shoppers.ts'), [SHOPPERS_PROCESS_FLAG], {
    execArgv: ['--import', import.meta.resolve('tsx')],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const answered = new Promise<LoadResult>((resolve, reject) => {
    child.once('message', (message) => resolve(message as LoadResult));
    child.once('error', reject);
    void exited.then((code) => reject(new Error(`the shoppers' process ended (exit code ${code}) without a result`)));
  });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  child.send(plan);
  const result = await answered;
  const cpu = process.cpuUsage(cpuBefore);
  loopDelay.disable();
  await exited;
  const wallMs = performance.now() - startedAt;
  return {
    result,
    server: {
      cpuShare: (cpu.user + cpu.system) / 1000 / wallMs,
      loopDelayP50: lateness(loopDelay.percentile(50)),
      loopDelayP99: lateness(loopDelay.percentile(99)),
      loopDelayMax: lateness(loopDelay.max),
    },
  };
}

/** Nearest rank: the smallest latency that `share` of the requests did not exceed. */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

type Line = { label: string; latencies: number[]; failures: Record<string, number> };

function merge(label: string, figures: RequestFigures[]): Line {
  const failures: Record<string, number> = {};
  for (const f of figures) {
    for (const [status, count] of Object.entries(f.failures)) failures[status] = (failures[status] ?? 0) + count;
  }
  return { label, latencies: figures.flatMap((f) => f.latenciesMs), failures };
}

const failureCount = (line: Line) => Object.values(line.failures).reduce((sum, count) => sum + count, 0);

function cells(line: Line, seconds: number): string[] {
  const sorted = [...line.latencies].sort((a, b) => a - b);
  const failed = failureCount(line);
  const statuses = Object.entries(line.failures)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const count = sorted.length + failed;
  return [
    line.label,
    String(count),
    failed > 0 ? `${failed} (${statuses})` : '0',
    percentile(sorted, 0.5).toFixed(1),
    percentile(sorted, 0.99).toFixed(1),
    (sorted.at(-1) ?? 0).toFixed(1),
    (count / seconds).toFixed(1),
  ];
}

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) {
    console.log(
      `  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`,
    );
  }
}

/** Prints the figures and answers the exit code: 1 when any request failed. */
function report(plan: LoadPlan, settings: Settings, { result, server }: Awaited<ReturnType<typeof runShoppers>>) {
  const seconds = result.elapsedMs / 1000;
  const pace =
    settings.thinkMs.max === 0
      ? 'no think time: each sends its next page view as soon as the last is answered (a stress test, not shoppers)'
      : `they think ${settings.thinkMs.min / 1000}–${settings.thinkMs.max / 1000} s (uniform) before each page view ` +
        'and before sending the checkout form';
  const rows: string[][] = [['request', 'count', 'errors', 'p50 ms', 'p99 ms', 'max ms', 'req/s']];
  for (const kind of KINDS) {
    const ofKind = result.requests.filter((figures) => figures.kind === kind);
    if (ofKind.length === 0) continue;
    const sorted = [...ofKind].sort((a, b) => b.latenciesMs.length - a.latenciesMs.length);
    for (const figures of sorted) rows.push(cells(merge(`${kind}: ${figures.label}`, [figures]), seconds));
    rows.push(cells(merge(`${kind} (all)`, ofKind), seconds));
  }
  const overall = merge('overall', result.requests);
  rows.push(cells(overall, seconds));

  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  console.log(`\n${plan.accounts.length} shoppers for ${seconds.toFixed(1)} s on ${plan.baseUrl} (${database})`);
  console.log(`  shoppers arrive over the first ${(plan.rampMs / 1000).toFixed(1)} s and sign in; ${pace}`);
  console.log(
    `  sent: ${result.pageViews} page views (${(result.pageViews / seconds).toFixed(1)}/s), ` +
      `${overall.latencies.length + failureCount(overall)} requests (${((overall.latencies.length + failureCount(overall)) / seconds).toFixed(1)}/s), ` +
      `payments started: ${result.payments} (at most ${plan.maxPaymentsPerAccount} per account)`,
  );
  console.log(
    `  server process: ${(server.cpuShare * 100).toFixed(0)}% of one core (of ${os.availableParallelism()}); ` +
      `event-loop delay p50 ${server.loopDelayP50.toFixed(1)} ms, p99 ${server.loopDelayP99.toFixed(1)} ms, ` +
      `max ${server.loopDelayMax.toFixed(1)} ms; shoppers' process: ${((result.cpuMs / result.elapsedMs) * 100).toFixed(0)}% of one core\n`,
  );
  printTable(rows);

  const p99 = percentile(
    [...overall.latencies].sort((a, b) => a - b),
    0.99,
  );
  const failed = failureCount(overall);
  const met = failed === 0 && p99 <= TARGET_P99_MS;
  console.log(
    `\nOverall: ${failed} failed, p99 ${p99.toFixed(1)} ms (target: 0 failed, p99 <= ${TARGET_P99_MS} ms)` +
      `${met ? ': met' : '  BELOW TARGET'}`,
  );
  // As in api.bench.ts: a slow p99 is reported, but a failed request makes the figures meaningless.
  if (failed > 0) console.error(`FAILED ${failed} requests failed (network errors or non-2xx statuses, listed above)`);
  return failed > 0 ? 1 : 0;
}

async function main(): Promise<number> {
  const settings = readSettings();
  buildWebApp();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'the-gate-load-'));
  let server: RunningServer | undefined;
  let code = 1;
  try {
    server = await startLoadServer(dataDir);
    console.log(`Setting up ${settings.shoppers} shoppers (registration through the API) and warming the caches…`);
    const plan = await preparePlan(server, settings);
    await warmUp(plan);
    console.log(`Running for ${settings.durationSeconds} s…`);
    code = report(plan, settings, await runShoppers(plan));
  } finally {
    if (server) {
      try {
        await server.close();
      } catch (error) {
        console.error('FAILED stopping the server:', error);
        code = 1;
      }
    }
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
