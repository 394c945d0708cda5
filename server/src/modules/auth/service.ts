import {
  type AuthUser,
  INVALID_CREDENTIALS,
  type LoginRequest,
  type registerRequestSchema,
} from '@the-gate/contract/auth';
import type { Locale } from '@the-gate/contract/locales';
import type { StaffRole } from '@the-gate/contract/staff-rules';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { violatedUniqueConstraint, withoutValues } from '../../lib/database-errors';
import { HttpError } from '../../lib/http-errors';
import { type Mailer, sendInBackground } from '../../lib/mail/mailer';
import { welcomeEmail } from './emails';
import { hashPassword, verifyPassword } from './passwords';
import * as repo from './repository';
import { assertNotBlocked, forgiveAccount, recordFailure, throttleKeys } from './sign-in-throttle';
import { hashToken, looksLikeToken, newToken } from './tokens';

// The back office's customer actions (issue 25 §3): ending sessions, disabling an account.
export * as customerAccounts from './customer-accounts';
// The staff roles are a column of the users this module owns; the staff module reads and sets them here.
export * as staffAccounts from './staff-accounts';

export type AuthDeps = { db: Database; mailer: Mailer; logger: Logger; publicUrl: string };
export type Registration = z.output<typeof registerRequestSchema>;
/** The user a request's bearer token belongs to, and the session it presented. */
/** Whom mail about an account goes to, and the language it is written in (issue 26 §6). */
export type MailContact = { email: string; firstName: string; language: Locale };
export type SignedInUser = AuthUser & {
  sessionId: string;
  mobileNumber: string;
  country: string;
  /** The back-office role (issue 24 §1); null for customers. */
  staffRole: StaffRole | null;
  /** The language the account's mail is written in (issue 26 §6). */
  preferredLanguage: Locale;
};

export const AUTHENTICATION_REQUIRED = 'Authentication required';
/** A signed-in user whose staff role does not allow the change (issue 24 §1). */
export const FORBIDDEN = 'You do not have permission to do this.';

/**
 * The signed-in user of a route guarded by `app.requireUser` (authenticate.ts). Here, with the
 * service, because every module's routes ask it, and a module reaches another only through its service.
 */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new HttpError(401, AUTHENTICATION_REQUIRED);
  return request.user;
}

const USERNAME_TAKEN = 'Username is already taken.';
const EMAIL_TAKEN = 'An account with this email already exists.';
const ACCOUNT_DISABLED = 'Your account is disabled. Please contact support.';

/** The one unique-conflict answer, contract §3.2: each reason is its own toast (REG-56). */
const registrationConflict = (errors: string[]) => new HttpError(409, 'Registration failed.', errors);

function presentUser(user: repo.UserProfile): AuthUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`,
    profilePictureUrl: user.profilePictureUrl,
    role: user.role,
  };
}

/** Registration, sign-in and sessions (contract §3.1, §3.2, §5.4; ARCHITECTURE: auth). */
export function createAuthService({ db, mailer, logger, publicUrl }: AuthDeps) {
  async function startSession(tx: Database, userId: string): Promise<string> {
    const token = newToken();
    await repo.insertSession(tx, userId, hashToken(token));
    return token;
  }

  /** `language`: the sign-up request's (its `Accept-Language`), kept as the account's preferred one (issue 26 §6). */
  async function register(input: Registration, language: Locale = 'en'): Promise<{ token: string }> {
    const taken = await repo.selectUsersByUsernameOrEmail(db, input.username, input.email);
    const conflicts = [
      ...(taken.some((u) => u.username.toLowerCase() === input.username.toLowerCase()) ? [USERNAME_TAKEN] : []),
      ...(taken.some((u) => u.email.toLowerCase() === input.email.toLowerCase()) ? [EMAIL_TAKEN] : []),
    ];
    if (conflicts.length > 0) throw registrationConflict(conflicts);

    const { password, department, ...fields } = input;
    const passwordHash = await hashPassword(password);
    let created: { user: repo.UserProfile; token: string };
    try {
      created = await db.transaction(async (tx) => {
        const user = await repo.insertUser(tx, {
          ...fields,
          department: department ?? null,
          passwordHash,
          preferredLanguage: language,
        });
        return { user, token: await startSession(tx, user.id) };
      });
    } catch (error) {
      // Someone else took the name or address between the check and the insert.
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'users_username_lower_unique') throw registrationConflict([USERNAME_TAKEN]);
      if (constraint === 'users_email_lower_unique') throw registrationConflict([EMAIL_TAKEN]);
      throw withoutValues(error);
    }
    sendInBackground(mailer, welcomeEmail(created.user, publicUrl), logger);
    return { token: created.token };
  }

  /**
   * By username or e-mail, ignoring case. A blocked account or address is refused before any
   * password is verified; an unknown user costs the same verification as a known one.
   */
  async function login(input: LoginRequest, ip: string): Promise<{ token: string; user: AuthUser }> {
    const user = await repo.selectUserForSignIn(db, input.userNameOrEmail);
    const keys = throttleKeys({ userId: user?.id, typed: input.userNameOrEmail }, ip);
    await assertNotBlocked(db, keys);
    const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !passwordMatches) {
      await recordFailure(db, keys);
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    if (!user.isActive) throw new HttpError(403, ACCOUNT_DISABLED);
    await forgiveAccount(db, user.id);
    return { token: await startSession(db, user.id), user: presentUser(user) };
  }

  /** The user of a live session, from an `Authorization: Bearer <token>` header; null otherwise. */
  async function authenticate(authorization: string | undefined): Promise<SignedInUser | null> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
    if (!token || !looksLikeToken(token)) return null;
    const session = await repo.selectLiveSession(db, hashToken(token));
    if (!session) return null;
    if (session.seenLongAgo) await repo.touchSession(db, session.sessionId);
    const { mobileNumber, country, staffRole, preferredLanguage } = session.user;
    return {
      ...presentUser(session.user),
      mobileNumber,
      country,
      staffRole,
      preferredLanguage,
      sessionId: session.sessionId,
    };
  }

  async function logout(sessionId: string): Promise<void> {
    await repo.revokeSession(db, sessionId);
  }

  /**
   * Where mail about an account's own orders goes, and whom it greets: the account's address and
   * first name, never what was typed in a form (issue 22 §3). Null when the account is gone.
   */
  async function mailContact(userId: string): Promise<MailContact | null> {
    const user = await repo.selectUserById(db, userId);
    return user ? { email: user.email, firstName: user.firstName, language: user.preferredLanguage } : null;
  }

  /** An account's name and e-mail as they are now: who a stamped file is licensed to (issue 27 §1). */
  async function identity(userId: string): Promise<(MailContact & { name: string }) | null> {
    const user = await repo.selectUserById(db, userId);
    if (!user) return null;
    const name = `${user.firstName} ${user.lastName}`.trim();
    return { email: user.email, firstName: user.firstName, language: user.preferredLanguage, name };
  }

  /** The account's e-mail, read through `executor` (a transaction under way: PGlite has one connection). */
  async function emailIn(executor: Database, userId: string): Promise<string | null> {
    return (await repo.selectUserById(executor, userId))?.email ?? null;
  }

  /** The active account behind an e-mail address, for a mail to it in its own language (issue 27 §3). */
  async function contactByEmail(email: string): Promise<MailContact | null> {
    const user = await repo.selectActiveUserByEmail(db, email);
    return user ? { email: user.email, firstName: user.firstName, language: user.preferredLanguage } : null;
  }

  /** The language switch's choice, kept for the account's mail (issue 26 §6). */
  async function setPreferredLanguage(userId: string, language: Locale): Promise<Locale> {
    if (!(await repo.updatePreferredLanguage(db, userId, language))) throw new HttpError(401, AUTHENTICATION_REQUIRED);
    return language;
  }

  return {
    register,
    login,
    authenticate,
    logout,
    mailContact,
    identity,
    emailIn,
    contactByEmail,
    setPreferredLanguage,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
