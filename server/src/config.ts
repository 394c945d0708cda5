import path from 'node:path';
import { passwordField } from '@the-gate/contract/auth';
import { z } from 'zod';
import type { StoreSettings } from './lib/storage/object-store';
import { isAddressOrCidr, type TrustedProxies } from './lib/trusted-proxies';

/** The repository root: `data/` lives here by default (README, configuration table). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/**
 * Where "View on Application" opens a material (MM-15, issue 9 §5): `{id}` is the material id. A
 * path stays on this site; an http(s) URL may name another host. `//host` is refused: it looks like
 * a path but leaves the site.
 */
const readerUrl = z.string().refine(
  (value) => {
    if (!value.includes('{id}') || /\s/.test(value)) return false;
    if (value.startsWith('/')) return !value.startsWith('//');
    return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
  },
  { error: 'must be an http(s) URL or a path starting with /, with {id} where the material id goes' },
);

const SANDBOX_REFUSED =
  'is not set, so payments would go to the built-in test sandbox, where test cards pay for everything. ' +
  'For a site at an https PUBLIC_URL set PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET and ' +
  'PAYMOB_INTEGRATION_IDS from the Paymob dashboard, or PAYMOB_SANDBOX=true to run the sandbox on purpose';

/** More proxies than this in a row is a mistake (a huge number would believe every entry, as `true` once did). */
const MAX_PROXY_HOPS = 10;
const TRUST_PROXY_ERROR =
  'must be false, true (one proxy), the number of proxies in front of the app (1 to 10) or their addresses/CIDRs separated by commas, e.g. 10.0.0.1,192.168.0.0/16';

/**
 * TRUST_PROXY (issue 22 §2): `false`/`0` trusts no proxy; `true` means one; a whole number is how many
 * proxies stand in front of the app; anything else is the proxies' own addresses or CIDR blocks.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustedProxies => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value) && Number(value) <= MAX_PROXY_HOPS) return Number(value) || false;
    const proxies = value.split(',').map((entry) => entry.trim());
    if (proxies.every(isAddressOrCidr)) return proxies;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_ERROR });
    return z.NEVER;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be between 1 and 65535' })
      .max(65535, { error: 'must be between 1 and 65535' })
      .default(3000),
    HOST: z.string().min(1, { error: 'must not be empty' }).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, {
        error: 'must be a postgres:// or postgresql:// connection string',
      })
      .optional(),
    DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default(path.join(REPO_ROOT, 'data')),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    SEED_DEMO_DATA: booleanFlag.default(true),
    TRUST_PROXY: trustProxy.default(false),
    FILE_URL_SECRET: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z
      .string()
      .regex(/^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/, {
        error: 'must be an e-mail address, optionally with a name: The Gate <no-reply@thegate.example>',
      })
      .default('The Gate <no-reply@thegate.example>'),
    CONTACT_TO: z
      .email({ error: 'must be an e-mail address, e.g. hello@thegate.example' })
      .default('hello@thegate.example'),
    PAYMOB_SANDBOX: booleanFlag.optional(),
    PAYMOB_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    PAYMOB_SECRET_KEY: z.string().min(8, { error: 'must be the secret key from the Paymob dashboard' }).optional(),
    PAYMOB_PUBLIC_KEY: z.string().min(8, { error: 'must be the public key from the Paymob dashboard' }).optional(),
    PAYMOB_HMAC_SECRET: z.string().min(8, { error: 'must be the HMAC secret from the Paymob dashboard' }).optional(),
    PAYMOB_INTEGRATION_IDS: z
      .string()
      .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, { error: 'must be integration ids separated by commas, e.g. 4097558,4097559' })
      .transform((ids) => ids.split(',').map((id) => Number(id.trim())))
      .optional(),
    PAYMENT_PENDING_TTL_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .int({ error: 'must be a whole number of minutes' })
      .min(5, { error: 'must be at least 5 minutes' })
      .max(7 * 24 * 60, { error: 'must be at most a week (10080 minutes)' })
      .default(60),
    READER_URL: readerUrl.default('/reader/{id}'),
    OWNER_EMAIL: z
      .email({ error: 'must be an e-mail address, e.g. owner@thegate.example' })
      .max(254, { error: 'must be an e-mail address of at most 254 characters' })
      .optional(),
    OWNER_PASSWORD: z.string().optional(),
    FILE_STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
    FILE_DOWNLOADS: z.enum(['redirect', 'stream'], { error: 'must be redirect or stream' }).default('redirect'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      })
      .optional(),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://127.0.0.1:9000' })
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, { error: 'must be a region name, e.g. eu-south-1' })
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    DOWNLOAD_COUNTS_REFRESH_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0.1, { error: 'must be at least 0.1 seconds' })
      .max(3600, { error: 'must be at most an hour (3600 seconds)' })
      .default(60),
  })
  .superRefine((env, ctx) => {
    checkFileStorage(env, ctx);
    // The first owner (issue 24 §1): both or neither, and a password our sign-up would accept.
    if ((env.OWNER_EMAIL === undefined) !== (env.OWNER_PASSWORD === undefined)) {
      const missing = env.OWNER_EMAIL === undefined ? 'OWNER_EMAIL' : 'OWNER_PASSWORD';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set with the other of OWNER_EMAIL and OWNER_PASSWORD',
      });
    }
    if (env.OWNER_PASSWORD !== undefined) {
      const weak = passwordField.safeParse(env.OWNER_PASSWORD);
      if (!weak.success)
        ctx.addIssue({
          code: 'custom',
          path: ['OWNER_PASSWORD'],
          message: `is too weak: ${weak.error.issues[0]?.message.replace(/\.?$/, '.')}`,
        });
    }
    if (env.PAYMOB_SECRET_KEY === undefined) {
      // Without a secret key the built-in sandbox takes payments, and its test cards "pay" for
      // anything: a site served over https is live, so it must ask for that on purpose (issue 22 §4).
      if (env.PUBLIC_URL?.startsWith('https:') && env.PAYMOB_SANDBOX !== true) {
        ctx.addIssue({ code: 'custom', path: ['PAYMOB_SECRET_KEY'], message: SANDBOX_REFUSED });
      }
      return;
    }
    if (env.PAYMOB_SANDBOX === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMOB_SANDBOX'],
        message: 'must not be true while PAYMOB_SECRET_KEY names a Paymob account: unset one of them',
      });
    }
    // A real account needs every credential.
    for (const key of ['PAYMOB_PUBLIC_KEY', 'PAYMOB_HMAC_SECRET', 'PAYMOB_INTEGRATION_IDS'] as const) {
      if (env[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: 'must be set with PAYMOB_SECRET_KEY' });
    }
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    seedDemoData: env.SEED_DEMO_DATA,
    /** Which proxies are believed about the client's address; Fastify's option is made from it in app.ts. */
    trustProxy: env.TRUST_PROXY,
    fileUrlSecret: env.FILE_URL_SECRET,
    /** Unset: mail is written as .eml files to DATA_DIR/mail instead of being sent. */
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    /** Who receives the contact, newsletter, notify-me and consultation forms (issue 11 §3). */
    contactTo: env.CONTACT_TO,
    /**
     * Null: the built-in Paymob sandbox (README, "Payments"), with keys kept in DATA_DIR and the
     * API at PUBLIC_URL/paymob-sandbox. Set: a Paymob test or live account.
     */
    paymob:
      env.PAYMOB_SECRET_KEY === undefined
        ? null
        : {
            apiUrl: (env.PAYMOB_API_URL ?? 'https://accept.paymob.com').replace(/\/+$/, ''),
            secretKey: env.PAYMOB_SECRET_KEY,
            publicKey: env.PAYMOB_PUBLIC_KEY!,
            hmacSecret: env.PAYMOB_HMAC_SECRET!,
            integrationIds: env.PAYMOB_INTEGRATION_IDS!,
          },
    paymentPendingTtlMinutes: env.PAYMENT_PENDING_TTL_MINUTES,
    /** OWNER_EMAIL and OWNER_PASSWORD: made an owner at every start, the account created if need be. */
    owner:
      env.OWNER_EMAIL !== undefined && env.OWNER_PASSWORD !== undefined
        ? { email: env.OWNER_EMAIL, password: env.OWNER_PASSWORD }
        : null,
    readerUrl: env.READER_URL,
    /**
     * Download counts shown by cached catalogue answers are at most this old: counting a download
     * does not drop the cache at once, only this long after (issue 13 §3).
     */
    downloadCountsRefreshMs: env.DOWNLOAD_COUNTS_REFRESH_SECONDS * 1000,
    /** Where files are kept (issue 28): DATA_DIR/files, or an S3-compatible bucket. */
    fileStorage: fileStorageOf(env, path.resolve(env.DATA_DIR)),
    /** A private download: a redirect to the store's presigned URL (S3), or streamed through the app. */
    fileDownloads: env.FILE_DOWNLOADS,
    /** Where the public reads the bucket (a CDN): public file URLs point there instead of /files. */
    s3PublicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
  }));

const S3_SETTINGS = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

type FileSettings = { FILE_STORAGE: 'local' | 's3' } & Partial<Record<(typeof S3_SETTINGS)[number], unknown>>;

/** FILE_STORAGE=s3 needs a bucket and both keys or neither; S3 settings without it are a mistake. */
function checkFileStorage(env: FileSettings, ctx: z.RefinementCtx) {
  if (env.FILE_STORAGE === 'local') {
    for (const key of S3_SETTINGS) {
      if (env[key] !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is set, but FILE_STORAGE is not s3: set FILE_STORAGE=s3 or unset it',
        });
    }
    return;
  }
  if (env.S3_BUCKET === undefined)
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'must be set with FILE_STORAGE=s3' });
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message:
        "must be set with the other of S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or neither, for the AWS SDK's own credentials)",
    });
  }
}

function fileStorageOf(
  env: {
    FILE_STORAGE: 'local' | 's3';
    S3_BUCKET?: string;
    S3_ENDPOINT?: string;
    S3_REGION?: string;
    S3_ACCESS_KEY_ID?: string;
    S3_SECRET_ACCESS_KEY?: string;
    S3_FORCE_PATH_STYLE?: boolean;
  },
  dataDir: string,
): StoreSettings {
  if (env.FILE_STORAGE === 'local') return { kind: 'local', root: path.join(dataDir, 'files') };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

export type Config = z.output<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; every bad setting is listed, not only the first. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    );
  }
  return result.data;
}
