import { tmpdir } from 'node:os';
import path from 'node:path';

/** Shared by the config (which starts the server) and the journeys (which read its mail folder). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3917);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `the-gate-e2e-${E2E_PORT}`);
export const MAIL_DIR = path.join(DATA_DIR, 'mail');

/** The shop's owner, made an owner at start through OWNER_EMAIL and OWNER_PASSWORD (issue 24 §1). */
export const OWNER = { email: 'owner@e2e.the-gate.test', password: 'Owner#E2e-2026' };
