/**
 * Phone numbers (A§5; ARCHITECTURE decision): spaces are ignored; an optional "+", a non-zero digit
 * and 1 to 14 more digits (at most 15). An Egyptian mobile typed locally (01xxxxxxxxx) is accepted
 * and stored as +20.
 */
const INTERNATIONAL = /^\+?[1-9]\d{1,14}$/;
const EGYPTIAN_LOCAL_MOBILE = /^01\d{9}$/;

/** The number to store, or null when it is not a valid phone number. */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(/\s+/g, '');
  if (EGYPTIAN_LOCAL_MOBILE.test(compact)) return `+20${compact.slice(1)}`;
  return INTERNATIONAL.test(compact) ? compact : null;
}
