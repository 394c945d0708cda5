import type { Locale } from '@the-gate/contract/locales';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, sessions, users } from './schema';

export type NewUser = typeof users.$inferInsert;

/** The public profile of a user: never the password hash (A§3, contract §3.1). */
const profile = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePictureUrl: users.profilePictureUrl,
  role: users.role,
  mobileNumber: users.mobileNumber,
  country: users.country,
  staffRole: users.staffRole,
  preferredLanguage: users.preferredLanguage,
};
export type UserProfile = { [K in keyof typeof profile]: (typeof users.$inferSelect)[K] };

const SESSION_LIFETIME = sql`now() + interval '30 days'`;
/** A session not used for this long is over, whatever its lifetime left (issue 13 §4). */
const SESSION_IDLE_LIMIT = sql`interval '14 days'`;
const RESET_LINK_LIFETIME = sql`now() + interval '1 hour'`;

/** Existing accounts with this username or this e-mail, ignoring case (the unique indexes' rule). */
export function selectUsersByUsernameOrEmail(db: Database, username: string, email: string) {
  return db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, username.toLowerCase()),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    );
}

export async function insertUser(db: Database, user: NewUser): Promise<UserProfile> {
  const [row] = await db.insert(users).values(user).returning(profile);
  return row!;
}

/** The account a sign-in names, by username or e-mail, ignoring case (contract §3.1). */
export async function selectUserForSignIn(db: Database, userNameOrEmail: string) {
  const lowered = userNameOrEmail.toLowerCase();
  const [row] = await db
    .select({ ...profile, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, lowered), eq(sql`lower(${users.email})`, lowered)))
    .limit(1);
  return row;
}

/** The account's profile by its id, active or not; undefined when there is no such account. */
export async function selectUserById(db: Database, id: string): Promise<UserProfile | undefined> {
  const [row] = await db.select(profile).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Keeps the account's language (issue 26 §6); false when there is no such account. */
export async function updatePreferredLanguage(db: Database, id: string, language: Locale): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ preferredLanguage: language, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function selectActiveUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select(profile)
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.isActive, true)))
    .limit(1);
  return row;
}

export async function insertSession(db: Database, userId: string, tokenHash: string) {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt: SESSION_LIFETIME });
}

/**
 * The live session with this token hash and its active user; `seenLongAgo` says whether
 * last_seen_at is due for an update (at most once a minute, so a request is not a write).
 */
export async function selectLiveSession(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      seenLongAgo: sql<boolean>`(${sessions.lastSeenAt} IS NULL OR ${sessions.lastSeenAt} < now() - interval '1 minute')`,
      user: profile,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`, sql`now() - ${SESSION_IDLE_LIMIT}`),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Database, sessionId: string) {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Database, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Database, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertResetToken(db: Database, userId: string, tokenHash: string) {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt: RESET_LINK_LIFETIME });
}

const usableResetToken = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** The active user a usable (unused, unexpired) reset token belongs to. */
export async function selectResetTokenUser(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ userId: users.id, username: users.username, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(usableResetToken(tokenHash), eq(users.isActive, true)))
    .limit(1);
  return row;
}

/**
 * Marks the token used if it still is usable, and says whether it was: of two resets racing with
 * one link, only one wins.
 */
export async function claimResetToken(db: Database, tokenHash: string): Promise<boolean> {
  const claimed = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(usableResetToken(tokenHash))
    .returning({ id: passwordResetTokens.id });
  return claimed.length > 0;
}

/** After a reset, older links to the same account stop working too. */
export async function retireResetTokens(db: Database, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function updatePasswordHash(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
