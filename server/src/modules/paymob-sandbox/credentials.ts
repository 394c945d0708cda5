import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Database } from '../../db/client';
import { sharedSecret } from '../../lib/server-secrets';

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
 * The sandbox's keys: made once and kept in the database, so a restart (and the links and callbacks
 * of payments under way) keeps working, and every process signs and checks with the same ones
 * (issue 13 §5). Keys an older version kept in DATA_DIR/secrets are taken over.
 */
export async function loadSandboxCredentials(db: Database, dataDir: string): Promise<SandboxCredentials> {
  const make = () =>
    JSON.stringify({
      secretKey: `egy_sk_test_${randomBytes(24).toString('hex')}`,
      publicKey: `egy_pk_test_${randomBytes(16).toString('hex')}`,
      hmacSecret: randomBytes(32).toString('hex'),
      cardIntegrationId: 4_097_558,
      walletIntegrationId: 4_097_559,
      merchantId: 302_852,
    } satisfies SandboxCredentials);
  const legacy = path.join(dataDir, 'secrets', 'paymob-sandbox.json');
  return JSON.parse(await sharedSecret(db, 'paymob-sandbox', make, legacy)) as SandboxCredentials;
}
