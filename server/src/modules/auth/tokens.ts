import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: session tokens and reset-link tokens (ARCHITECTURE: ≥128 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the database cannot be used to sign in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What newToken() makes; anything else is refused before the database is asked. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{20,200}$/.test(value);
}
