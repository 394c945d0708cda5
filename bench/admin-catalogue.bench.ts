/**
 * The back office's materials table on a large catalogue (issue 24 §2): 10,000 materials on embedded
 * PGlite, then the first page of `GET /api/admin/materials` over HTTP, signed in as a manager, with the
 * default sort, a search, a status filter and a year filter. Target: each first page ≤ 300 ms (median
 * of RUNS). Exit code 1 when one is over or answers other than 200. Run with `npm run bench:admin`;
 * BENCH_MATERIALS changes the count.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AdminMaterialList } from '@the-gate/contract/admin-catalogue';
import type { RegisterRequest } from '@the-gate/contract/auth';
import type { Database } from '@the-gate/server/db/client';
import { sql } from 'drizzle-orm';
import { median, startBenchServer } from './support/bench-server';
import { fillCatalogue } from './support/large-catalogue';

const MATERIALS = Number(process.env.BENCH_MATERIALS ?? 10_000);
const RUNS = 7;
const TARGET_MS = 300;

const QUERIES = [
  ['default sort (newest change first)', ''],
  ['search "poem"', 'search=poem'],
  ['status=draft', 'status=draft'],
  ['year=Year 7', 'year=Year%207'],
  ['search + status + year, by title', 'search=reading&status=published&year=Year%206&sort=title&order=asc'],
] as const;

async function signInAsManager(url: string, db: Database) {
  const account: RegisterRequest = {
    username: 'bench.manager',
    email: 'bench.manager@example.com',
    password: 'Bench!manager1',
    role: 6,
    title: 0,
    firstName: 'Bench',
    lastName: 'Manager',
    dateOfBirth: '1990-05-17T00:00:00.000Z',
    gender: 1,
    mobileNumber: '+201001234567',
    country: 'Egypt',
    department: '',
    serviceInterests: 9,
    referralSource: 1,
    communicationPreferences: 9,
  };
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const { token } = (await registered.json()) as { token?: string };
  if (registered.status !== 201 || !token)
    throw new Error(`registering the bench manager answered ${registered.status}`);
  await db.execute(sql`UPDATE users SET staff_role = 'manager' WHERE email = ${account.email}`);
  return { authorization: `Bearer ${token}` };
}

/** RUNS timed requests after one warm-up, one at a time; a non-200 answer stops the bench. */
async function timed(url: string, headers: Record<string, string>, read?: (body: unknown) => void) {
  const times: number[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body: unknown = await response.json();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
    read?.(body);
    if (run > 0) times.push(elapsed);
  }
  return times;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'the-gate-bench-admin-'));
  const server = await startBenchServer(dataDir, { SEED_DEMO_DATA: 'false' });
  let failed = false;
  try {
    const filling = performance.now();
    await fillCatalogue(server.database.db, MATERIALS);
    console.log(`\n${MATERIALS} materials inserted in ${((performance.now() - filling) / 1000).toFixed(1)} s (PGlite)`);
    const headers = await signInAsManager(server.url, server.database.db);

    console.log(
      `first page of GET /api/admin/materials (25 rows), over HTTP, median of ${RUNS}, target ≤ ${TARGET_MS} ms\n`,
    );
    // What any signed-in request costs here (the session lookup, HTTP, JSON): the floor under the figures.
    const floor = median(await timed(`${server.url}/api/auth/me`, headers));
    console.log(`  ${'(GET /api/auth/me, for comparison)'.padEnd(36)} ${floor.toFixed(1).padStart(7)} ms`);
    for (const [label, query] of QUERIES) {
      let total = 0;
      const times = await timed(`${server.url}/api/admin/materials?${query}`, headers, (body) => {
        total = (body as AdminMaterialList).totalCount;
      });
      const value = median(times);
      const over = value > TARGET_MS;
      failed ||= over;
      console.log(
        `  ${label.padEnd(36)} ${value.toFixed(1).padStart(7)} ms  (max ${Math.max(...times).toFixed(1)}, ${total} match)${over ? '  ABOVE TARGET' : ''}`,
      );
    }
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
