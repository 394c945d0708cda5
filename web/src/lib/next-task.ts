type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a later task of the main thread, so the work before and after it run as separate
 * tasks: the browser can paint and answer a tap in between, and neither counts as one long task.
 * `scheduler.yield()` where the browser has it (the continuation goes first in the queue), else a
 * timer.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as WithScheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
