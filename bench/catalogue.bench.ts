/**
 * The /materials page on a large catalogue, in Chromium: the size of the first list (the page's
 * HTML, which carries the first results since decision 012), the time to the first results, and the time from the last keystroke to updated results, with
 * the longest main-thread task while typing. Build the catalogue first with
 * `npm run seed:scale -- --materials 10000` (data in ./data-scale, or BENCH_DATA_DIR).
 * Targets (issue 12): first results < 1 s, results < 150 ms after typing ends, no task > 50 ms
 * while typing, first list response < 100 kB gzip. Run with `npm run bench:catalogue`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { buildWebApp, CHROMIUM_FLAGS, CHROMIUM_PATH, median, startBenchServer } from './support/bench-server';

const DATA_DIR = path.resolve(import.meta.dirname, '..', process.env.BENCH_DATA_DIR ?? 'data-scale');
const TERMS = ['reading', 'poem', 'year 7', 'grammar practice'];
const KEY_DELAY_MS = 80;
const RUNS = 3;
const TARGET = { firstResultsMs: 1000, updateMs: 150, longTaskMs: 50, firstListKb: 100 };

type Probe = {
  firstResultsAt?: number;
  lastInputAt?: number;
  longTasks: { start: number; duration: number }[];
  /** Every text the results' count line took, with when it took it. */
  countLines: { at: number; text: string }[];
};
declare global {
  interface Window {
    __bench: Probe;
  }
}

/**
 * Installed before the app runs: when the first card appears, every input event, every long task,
 * every change of the count line. Times are taken in the page, so the figures do not include the
 * round trips of Playwright's own polling.
 */
function installProbe() {
  const probe: Probe = { longTasks: [], countLines: [] };
  window.__bench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' as never, buffered: true });
  document.addEventListener('input', () => (probe.lastInputAt = performance.now()), true);
  new MutationObserver(() => {
    if (probe.firstResultsAt === undefined && document.querySelector('section[aria-label="Results"] article')) {
      probe.firstResultsAt = performance.now();
    }
    const text = document.querySelector('section[aria-label="Results"] p[aria-live]')?.textContent ?? '';
    if (text !== probe.countLines.at(-1)?.text) probe.countLines.push({ at: performance.now(), text });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const countLine = (total: number) => `We found ${total} ${total === 1 ? 'material' : 'materials'} for you`;

async function expectedTotal(base: string, term: string): Promise<number> {
  const response = await fetch(`${base}/api/materials/search?pageSize=1&q=${encodeURIComponent(term)}`);
  if (!response.ok) throw new Error(`search for "${term}" answered ${response.status}`);
  return ((await response.json()) as { total: number }).total;
}

/** Milliseconds from the last input event until the count line reads `text`, and the longest task meanwhile. */
async function timeUntilCount(page: Page, text: string, startedAt: number) {
  await page.waitForFunction(
    (expected) => document.querySelector('section[aria-label="Results"] p[aria-live]')?.textContent === expected,
    text,
    { polling: 'raf', timeout: 30_000 },
  );
  return page.evaluate(
    ({ since, expected }) => {
      const probe = window.__bench;
      const lastInputAt = probe.lastInputAt ?? since;
      const shown = probe.countLines.find((line) => line.at >= lastInputAt && line.text === expected);
      const during = probe.longTasks.filter((task) => task.start + task.duration >= since);
      return {
        updateMs: (shown?.at ?? performance.now()) - lastInputAt,
        longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
      };
    },
    { since: startedAt, expected: text },
  );
}

async function main() {
  if (!existsSync(path.join(DATA_DIR, 'db'))) {
    throw new Error(`No catalogue in ${DATA_DIR}: run \`npm run seed:scale -- --materials 10000\` first.`);
  }
  buildWebApp();
  const server = await startBenchServer(DATA_DIR);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const full = await expectedTotal(server.url, '');
    console.log(`\n/materials on ${full} materials (${DATA_DIR}), desktop Chromium 1280x900, no throttling\n`);
    const firstResults: number[] = [];
    const updates = new Map<string, number[]>();
    let longestTask = 0;
    let firstList = { wireKb: 0, rawKb: 0, gzipKb: 0 };

    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(installProbe);
      // The first page of results comes with the page itself, rendered on the server (decision 012).
      const response = await page.goto(`${server.url}/materials`);
      if (!response) throw new Error('/materials gave no response');
      const body = await response.body();
      const sizes = await response.request().sizes();
      firstList = {
        wireKb: sizes.responseBodySize / 1024,
        rawKb: body.length / 1024,
        gzipKb: gzipSync(body).length / 1024,
      };
      await page.waitForFunction(() => window.__bench.firstResultsAt !== undefined, null, { timeout: 30_000 });
      firstResults.push(await page.evaluate(() => window.__bench.firstResultsAt ?? Number.NaN));
      await page.waitForLoadState('networkidle');

      const search = page.getByRole('searchbox', { name: 'Search materials' });
      for (const term of [...TERMS, '']) {
        const total = await expectedTotal(server.url, term);
        const startedAt = await page.evaluate(() => performance.now());
        await search.click();
        if (term === '') {
          await search.press('ControlOrMeta+a');
          await search.press('Backspace');
        } else {
          await search.fill('');
          await page.waitForTimeout(400);
          await search.pressSequentially(term, { delay: KEY_DELAY_MS });
        }
        const figures = await timeUntilCount(page, countLine(total), startedAt);
        const label = term === '' ? '(clear the search)' : `"${term}"`;
        updates.set(label, [...(updates.get(label) ?? []), figures.updateMs]);
        longestTask = Math.max(longestTask, figures.longestTaskMs);
        await page.waitForTimeout(400);
      }
      await context.close();
    }

    const mark = (ok: boolean) => (ok ? '' : '  ABOVE TARGET');
    const first = median(firstResults);
    console.log(
      `first list (the page, with its first results): ${firstList.wireKb.toFixed(1)} kB on the wire, ${firstList.rawKb.toFixed(1)} kB decoded, ${firstList.gzipKb.toFixed(1)} kB gzip${mark(firstList.gzipKb < TARGET.firstListKb)}`,
    );
    console.log(
      `first results shown: ${first.toFixed(0)} ms after navigation start (median of ${RUNS})${mark(first < TARGET.firstResultsMs)}`,
    );
    console.log(`\nlast keystroke -> updated results (median of ${RUNS}, keys ${KEY_DELAY_MS} ms apart):`);
    for (const [label, values] of updates) {
      const value = median(values);
      console.log(`  ${label.padEnd(22)} ${value.toFixed(0).padStart(6)} ms${mark(value < TARGET.updateMs)}`);
    }
    console.log(
      `\nlongest main-thread task while typing: ${longestTask.toFixed(0)} ms${mark(longestTask <= TARGET.longTaskMs)}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
