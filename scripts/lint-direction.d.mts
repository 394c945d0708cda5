/** Types of lint-direction.mjs, for the test that pins the rule (web/build/direction-lint.test.ts). */
export function physicalDirections(text: string, fileName?: string): { line: number; found: string }[];
export function sourceFiles(dir: string): string[];
export function lintDirection(dir: string, root?: string): string[];
