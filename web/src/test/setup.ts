import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type * as ClassNames from '@/lib/cn';

/** jsdom has no ResizeObserver, which Radix measures with; nothing tested here depends on sizes. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** jsdom has no matchMedia either; embla asks it for breakpoints. No query matches in tests. */
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

/**
 * jsdom has no IntersectionObserver (embla watches slides with it). This one reports every element
 * in view at once; a test that needs another answer stubs its own.
 */
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

/** An unexpected console.error fails the test that caused it (STYLE: tests read as behaviour). */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(errors, 'console.error was called').toEqual([]);
});

/**
 * Issue 23 §5: `cn` only joins class names, so a component's classes and its caller's must never
 * set the same property twice (tailwind-merge used to drop the first; now the stylesheet's order
 * would decide). Every `cn` call a test makes is checked with tailwind-merge, and a conflict fails
 * the test that rendered it, naming the classes.
 */
const classConflicts = vi.hoisted((): string[] => []);
vi.mock('@/lib/cn', async (importOriginal) => {
  const { cn } = await importOriginal<typeof ClassNames>();
  const { describeConflict } = await import('./class-conflicts');
  return {
    cn: (...inputs: Parameters<typeof cn>) => {
      const classes = cn(...inputs);
      const conflict = describeConflict(classes);
      if (conflict) classConflicts.push(conflict);
      return classes;
    },
  };
});
afterEach(() => {
  expect(classConflicts.splice(0), 'classes that set the same property twice (issue 23 §5)').toEqual([]);
});
