import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's parameters: 19 MiB, 2 passes, 1 lane (ARCHITECTURE: auth). */
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The hash of a random password nobody knows, made with the same parameters: an unknown
 * username costs the same verification as a known one, so timing does not reveal which exist.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$VYEPP7zhlVZxKoqudEMvDg$yTyFTlk74Nwp4nHKgyBJMfpCvrZQFy0HtdttEgB+h7E';

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Verifies against the stored hash, or against the dummy hash when there is no such user. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const matches = await verify(storedHash ?? DUMMY_HASH, password).catch(() => false);
  return storedHash !== undefined && matches;
}
