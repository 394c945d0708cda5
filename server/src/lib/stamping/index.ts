/** Stamping paid PDFs and lesson zips for their buyer (issue 27 §1–§2). */
export { bidiRuns } from './bidi-runs';
export { FOOTER_FONT_PATH } from './font';
export { cleanStamp, fitFooter, footerLine, type Stamp } from './footer';
export { StampError } from './stamp-error';
export { stampPdf } from './stamp-pdf';
export { STAMP_QUEUE_FULL, type StampJob, StampPool, type StampPoolOptions } from './stamp-pool';
export { stampZip } from './stamp-zip';
export { STAMP_SOURCE_MISSING, StampedCopies, type StampedCopy } from './stamped-copies';
