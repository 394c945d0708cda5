import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import Piscina from 'piscina';
import { HttpError } from '../http-errors';
import { StampError } from './stamp-error';
import type { StampJob, StampResult } from './stamp-worker';

export type { StampJob } from './stamp-worker';

export type StampPoolOptions = {
  /**
   * Worker threads: by default one per core, at most 2 (the machine has 2). Past that, jobs wait
   * in the queue rather than add threads: each busy worker holds some 100 MB while it stamps.
   */
  threads?: number;
  /** Jobs that may wait for a thread; past that a download is refused with a 503, not queued without end. */
  maxQueue?: number;
  /** A job running longer is stopped (its worker is ended) and fails. */
  timeoutMs?: number;
};

export const STAMP_QUEUE_FULL = 'Too many downloads are being prepared right now. Try again in a minute.';

/**
 * The worker threads that stamp files (issue 27 §2): stamping a 100-page PDF takes a few hundred
 * milliseconds of CPU, which would stall every other request if done on the server's own thread.
 */
export class StampPool {
  private readonly piscina: Piscina<StampJob, StampResult>;
  private readonly timeoutMs: number;

  constructor({
    threads = Math.min(2, os.availableParallelism()),
    maxQueue = 200,
    timeoutMs = 120_000,
  }: StampPoolOptions = {}) {
    this.timeoutMs = timeoutMs;
    this.piscina = new Piscina({
      filename: new URL('./stamp-worker.ts', import.meta.url).href,
      // None while idle: an idle server keeps no worker (and its memory); the first download starts one.
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      maxQueue,
      execArgv: workerExecArgv(),
    });
  }

  /**
   * Stamps the store's `job.sourceKey` into `job.targetKey`: the copy's size, or null when the source
   * is not in the store; rejects with StampError for a file that cannot be stamped.
   */
  async stamp(job: StampJob): Promise<{ size: number } | null> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let result: StampResult;
    try {
      result = await this.piscina.run(job, { signal });
    } catch (error) {
      if (isQueueFull(error)) throw new HttpError(503, STAMP_QUEUE_FULL);
      if (signal.aborted) {
        throw new Error(`Stamping ${job.sourceKey} took over ${this.timeoutMs} ms and was stopped.`, { cause: error });
      }
      throw error;
    }
    if (result.ok === 'missing') return null;
    if (result.ok === false) throw new StampError(result.message);
    return { size: result.size };
  }

  /** Waits for the jobs under way, then ends the workers (server shutdown). */
  async close(): Promise<void> {
    await this.piscina.close();
  }
}

function isQueueFull(error: unknown): boolean {
  return error instanceof Error && /queue is at limit/i.test(error.message);
}

/**
 * The worker is a .ts file. Started by `node --import tsx` or the tsx CLI, the server's process
 * has tsx's loader in its execArgv, which worker threads inherit when given none (undefined). Under
 * Vitest, which compiles TypeScript by itself, it does not: tsx (a root dev dependency, and what
 * `npm start` runs the server with) is then registered for the workers explicitly, by its resolved
 * path so that it is found whatever the current directory. The process's own flags are not passed
 * on by hand: Node refuses a worker whose execArgv has a per-process one (--expose-gc,
 * --max-old-space-size), which inheriting skips.
 */
function workerExecArgv(): string[] | undefined {
  if (process.execArgv.some((arg) => arg.includes('tsx'))) return undefined;
  return ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];
}
