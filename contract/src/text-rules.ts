/**
 * What any text field may hold, without a validation library (issue 13 §2, issue 22 §3): the
 * schemas of common.ts build on these, and a screen that checks a value before zod has loaded (the
 * reset link's token) uses them directly, so both say the same (issue 23 §5).
 */

/**
 * C0 control characters other than tab, LF and CR, DEL, and half a surrogate pair (issue 13 §2).
 * PostgreSQL refuses NUL in text and jsonb, and a lone surrogate is not valid UTF-8, so it is stored
 * as something else or compared wrongly. No form field needs any of them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export const UNSAFE_TEXT_MESSAGE = 'Text must not contain control characters or invalid Unicode.';

/** Whether `value` is text the database keeps exactly as given. */
export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/** CR, LF and Unicode's line and paragraph separators: what starts a new line in a mail or a log (issue 22 §3). */
const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** Whether `value` holds no line break. */
export function isSingleLine(value: string): boolean {
  return !LINE_BREAK.test(value);
}
