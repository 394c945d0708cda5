/**
 * A file that cannot be stamped: encrypted, damaged, or not a PDF (or zip) at all. Never answered
 * by handing out the file unstamped: a paid file leaves the server only with its buyer's line.
 */
export class StampError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StampError';
  }
}
