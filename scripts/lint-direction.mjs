#!/usr/bin/env node
// `npm run lint` (after `biome check .`): refuses physical left/right styling in web/src, the
// storefront and the back office, so that the Arabic pages, which read right to left, mirror without
// a second stylesheet (issue 26 §3). Tailwind's logical utilities (`ms-`, `pe-`, `start-`, `text-end`,
// `border-s`, `rounded-ee`...) follow the page's `dir`; `ml-`, `right-`, `text-left`... do not.
// A justified exception is a line carrying, or following a line carrying, a comment
// `direction-ok: <reason>`. Prints file:line: class and exits 1 when it finds one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The marker of a justified exception; the reason after it is required. */
const MARKER = /direction-ok:\s*[\p{L}\p{N}]/u;

// A Tailwind class: any variants (`md:`, `hover:`, `data-[side=left]:`, `rtl:`), then `!` or `-`,
// then a physical utility, then its value (`-4`, `-[3px]`, `-1/2`, `-(--gap)`) and an optional `!`.
const VARIANTS = String.raw`(?:[\w\-\[\]=&@*./>~()%#,]+:)*`;
const PHYSICAL_UTILITY = [
  String.raw`(?:scroll-)?[mp][lr]-[^\s"'\`{};]+`,
  String.raw`(?:left|right)-[^\s"'\`{};]+`,
  String.raw`inset-[lr](?:-[^\s"'\`{};]+)?`,
  String.raw`border-[lr](?:-[^\s"'\`{};]+)?`,
  String.raw`rounded-(?:[lr]|[tb][lr])(?:-[^\s"'\`{};]+)?`,
  '(?:text|float|clear)-(?:left|right)',
  String.raw`(?:slide-in-from|slide-out-to)-(?:left|right)(?:-[^\s"'\`{};]+)?`,
].join('|');
const CLASS = new RegExp(String.raw`(?<=^|[\s"'\`{(,])${VARIANTS}!?-?(?:${PHYSICAL_UTILITY})!?(?=$|[\s"'\`),};])`, 'g');

// A line of prose in a comment (`//`, ` * `, `/*`, `{/*`) is not styling.
const COMMENT_LINE = /^\s*(?:\/\/|\/?\*|\{\/\*)/;

// Inline styles in TSX components (React style objects: tests and plain TS build DOM APIs' `{ left }`
// and rectangles, not styles) and declarations in CSS.
const STYLE_KEY =
  /(?<=^\s*|[{,]\s*)(?:left|right|(?:margin|padding|border|scrollMargin|scrollPadding)(?:Left|Right)\w*|border(?:Top|Bottom)(?:Left|Right)Radius)\s*:(?!:)/g;
const STYLE_VALUE = /(?<=^\s*|[{,]\s*)(?:textAlign|float|clear)\s*:\s*['"`](?:left|right)['"`]/g;
const CSS_DECLARATION =
  /(?<![\w-])(?:(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)[\w-]*|border-(?:top|bottom)-(?:left|right)-radius|left|right)\s*:|(?<![\w-])(?:text-align|float|clear)\s*:\s*(?:left|right)\b/g;

/**
 * Every physical left/right class or style on the lines of one file's text, as `{ line, found }`
 * (1-based line). Lines marked `direction-ok: <reason>` (or following such a line) are skipped.
 * Exported for the test that pins the rule (web/build/direction-lint.test.ts).
 */
export function physicalDirections(text, fileName = 'file.tsx') {
  const patterns = fileName.endsWith('.css')
    ? [CLASS, CSS_DECLARATION]
    : /\.tsx$/.test(fileName) && !/\.test\.tsx$/.test(fileName)
      ? [CLASS, STYLE_KEY, STYLE_VALUE]
      : [CLASS];
  const lines = text.split('\n');
  const problems = [];
  lines.forEach((line, index) => {
    if (MARKER.test(line) || (index > 0 && MARKER.test(lines[index - 1]))) return;
    if (COMMENT_LINE.test(line)) return;
    for (const pattern of patterns) {
      for (const match of line.matchAll(pattern)) problems.push({ line: index + 1, found: match[0].trim() });
    }
  });
  return problems;
}

/** The source files the rule reads: TS, TSX and CSS under `dir`, recursively. */
export function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:tsx?|css)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every problem under `dir` as `file:line: found` lines, the file relative to `root`. */
export function lintDirection(dir, root = process.cwd()) {
  return sourceFiles(dir).flatMap((file) =>
    physicalDirections(readFileSync(file, 'utf8'), file).map(
      ({ line, found }) => `${path.relative(root, file)}:${line}: ${found}`,
    ),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..');
  const problems = lintDirection(path.join(root, 'web', 'src'), root);
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(
      `\n${problems.length} physical left/right style(s) in web/src: use the logical twin (ms-/me-/ps-/pe-/start-/end-/text-start/text-end/border-s/rounded-s...), or mark a justified exception with a comment "direction-ok: <reason>" on the line or the line before (issue 26 §3).`,
    );
    process.exit(1);
  }
  console.log('lint-direction: no physical left/right styles in web/src.');
}
