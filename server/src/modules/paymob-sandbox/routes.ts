import type { FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { SandboxCredentials } from './credentials';

export type SandboxOptions = { db: Database; credentials: SandboxCredentials; logger: Logger };

/** The built-in Paymob sandbox (issue 8 §8), mounted under SANDBOX_PREFIX when no PAYMOB_SECRET_KEY is set. */
export const paymobSandboxRoutes: FastifyPluginAsync<SandboxOptions> = async () => {};
