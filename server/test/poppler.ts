import { execFile } from 'node:child_process';

export type PopplerRun = { code: number; stdout: string; stderr: string };

/**
 * Runs one of poppler's tools (`pdfinfo`, `pdftotext`) on a file: the reader most Linux PDF viewers
 * share, and stricter than pdf-lib about a broken file (issue 23 §7: it found the demo PDFs'
 * missing fonts). Without poppler the test fails and says what to install; it is never skipped.
 */
export function poppler(tool: 'pdfinfo' | 'pdftotext', args: string[]): Promise<PopplerRun> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
        reject(
          new Error(
            `${tool} is missing: install poppler-utils (apt-get update && apt-get install -y poppler-utils); .ci/run installs it on CI.`,
          ),
        );
        return;
      }
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** The page count pdfinfo reports. */
export function pdfinfoPages(stdout: string): number {
  const match = /^Pages:\s+(\d+)$/m.exec(stdout);
  if (!match) throw new Error(`pdfinfo reported no page count:\n${stdout}`);
  return Number(match[1]);
}

/** The running footer of a generated page: the page number and "... - The Gate" lines. */
const FOOTER_LINE = /^(Page \d+ of \d+|.* - The Gate|The Gate - .*)$/;

/** What a page says besides its running footer, as its words. */
export function wordsBesideFooter(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !FOOTER_LINE.test(line))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean);
}
