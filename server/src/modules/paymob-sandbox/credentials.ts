import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a Paymob merchant account hands out, as the sandbox makes them up (paymob.md §1). */
export type SandboxCredentials = {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  /** The card integration; the wallet one is `walletIntegrationId`. */
  cardIntegrationId: number;
  walletIntegrationId: number;
  /** The merchant id callbacks report as `owner`. */
  merchantId: number;
};

/** The prefix the sandbox mounts under: PAYMOB_API_URL is `{PUBLIC_URL}{SANDBOX_PREFIX}` (README). */
export const SANDBOX_PREFIX = '/paymob-sandbox';

/**
 * The sandbox's keys: generated once and kept in DATA_DIR/secrets, so a restart (and the links and
 * callbacks of payments already under way) keeps working.
 */
export function loadSandboxCredentials(dataDir: string): SandboxCredentials {
  const file = path.join(dataDir, 'secrets', 'paymob-sandbox.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SandboxCredentials;
  } catch {
    const credentials: SandboxCredentials = {
      secretKey: `egy_sk_test_${randomBytes(24).toString('hex')}`,
      publicKey: `egy_pk_test_${randomBytes(16).toString('hex')}`,
      hmacSecret: randomBytes(32).toString('hex'),
      cardIntegrationId: 4_097_558,
      walletIntegrationId: 4_097_559,
      merchantId: 302_852,
    };
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
    return credentials;
  }
}
