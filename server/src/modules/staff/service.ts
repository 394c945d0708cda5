import { randomBytes } from 'node:crypto';
import type { StaffList, StaffMember } from '@the-gate/contract/staff';
import type { StaffRole } from '@the-gate/contract/staff-rules';
import type { Logger } from 'pino';
import type { Database, Transaction } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { recordAudit, SYSTEM_ACTOR } from '../audit/service';
import { FORBIDDEN, staffAccounts } from '../auth/service';

/** Staff roles (issue 24 §1): who holds one, giving and taking it, and the first owner. */

export const UNKNOWN_EMAIL =
  'No account uses this e-mail address. Ask them to sign up first, then give the account a role.';
export const UNKNOWN_STAFF = 'There is no such account.';
export const LAST_OWNER =
  'The last owner cannot be removed or demoted: make another account an owner first, then try again.';

/** The audit actions of this module. */
export const STAFF_ROLE_SET = 'staff.role.set';
export const STAFF_ROLE_REMOVED = 'staff.role.remove';
export const STAFF_ACCOUNT_CREATED = 'staff.account.create';

/** The demo owner's address, made at the first start with the demo data (README, "Back office"). */
export const DEMO_OWNER_EMAIL = 'owner@the-gate.demo';

type Account = staffAccounts.StaffAccount;

/** Who makes a change: a signed-in owner (checked again under the lock) or the command line / start-up. */
export type StaffActor = typeof SYSTEM_ACTOR | { email: string; userId: string };

const actorEmail = (actor: StaffActor) => (typeof actor === 'string' ? actor : actor.email);

/**
 * The permission guard ran before the staff lock was taken: an owner whose own role another owner
 * took away in the meantime may no longer change anyone's (403, as if the guard had seen it).
 */
async function assertActorStillOwner(tx: Transaction, actor: StaffActor) {
  if (typeof actor === 'string') return;
  const account = await staffAccounts.accountById(tx, actor.userId);
  if (account?.staffRole !== 'owner') throw new HttpError(403, FORBIDDEN);
}

const member = (account: Account, role: StaffRole): StaffMember => ({
  userId: account.id,
  email: account.email,
  fullName: account.fullName,
  role,
});
/** What the audit log keeps of a role change: the account's e-mail and its role. */
const roleState = (account: Account, role: StaffRole | null) => ({ email: account.email, role });

/**
 * Gives `account` the role `role` (null: none) inside `tx`, which holds the staff lock, and audits
 * it. Refuses to leave the shop without an owner.
 */
async function changeRole(tx: Transaction, actor: StaffActor, account: Account, role: StaffRole | null) {
  if (account.staffRole === role) return;
  if (account.staffRole === 'owner' && (await staffAccounts.countOwners(tx)) <= 1) throw new HttpError(409, LAST_OWNER);
  await staffAccounts.setStaffRole(tx, account.id, role);
  await recordAudit(tx, {
    actor: actorEmail(actor),
    action: role ? STAFF_ROLE_SET : STAFF_ROLE_REMOVED,
    entity: 'user',
    entityId: account.id,
    before: roleState(account, account.staffRole),
    after: roleState(account, role),
  });
}

/** What the owners' staff screens and the command line do; every change audited in its own transaction. */
export function createStaffService({ db }: { db: Database }) {
  async function list(): Promise<StaffList> {
    const rows = await staffAccounts.listStaffAccounts(db);
    return { items: rows.map((row) => member(row, row.staffRole)) };
  }

  /** Gives the existing account with this e-mail `role`; 404 when there is none, 409 for the last owner. */
  async function setRole(actor: StaffActor, email: string, role: StaffRole): Promise<StaffMember> {
    return db.transaction(async (tx) => {
      await staffAccounts.lockStaffRoles(tx);
      await assertActorStillOwner(tx, actor);
      // Read after the lock: the role another request just changed is the one we see.
      const account = await staffAccounts.accountByEmail(tx, email);
      if (!account) throw new HttpError(404, UNKNOWN_EMAIL);
      await changeRole(tx, actor, account, role);
      return member(account, role);
    });
  }

  /** Takes the role away from the account `userId` (by id) or `email`; 404 unknown, 409 the last owner. */
  async function removeRole(actor: StaffActor, who: { userId: string } | { email: string }): Promise<void> {
    await db.transaction(async (tx) => {
      await staffAccounts.lockStaffRoles(tx);
      await assertActorStillOwner(tx, actor);
      const account =
        'userId' in who
          ? await staffAccounts.accountById(tx, who.userId)
          : await staffAccounts.accountByEmail(tx, who.email);
      if (!account) throw new HttpError(404, 'userId' in who ? UNKNOWN_STAFF : UNKNOWN_EMAIL);
      await changeRole(tx, actor, account, null);
    });
  }

  return { list, setRole, removeRole };
}

export type StaffService = ReturnType<typeof createStaffService>;

export type OwnerBootstrap = {
  db: Database;
  logger: Logger;
  /** OWNER_EMAIL and OWNER_PASSWORD (already checked against the password rules), or null. */
  owner: { email: string; password: string } | null;
  /** SEED_DEMO_DATA: without any owner, make the demo owner. */
  demo: boolean;
  /** Where the back office is: PUBLIC_URL + /admin. */
  backOfficeUrl: string;
};

/**
 * At start (issue 24 §1): OWNER_EMAIL becomes an owner, its account made if there is none, whatever
 * other staff exist; then, with the demo data and still no owner, a demo owner is made with a random
 * password that is logged this once and kept only as its hash. Both audited as `system`.
 */
export async function bootstrapOwners({ db, logger, owner, demo, backOfficeUrl }: OwnerBootstrap): Promise<void> {
  if (owner) {
    const made = await db.transaction(async (tx) => {
      await staffAccounts.lockStaffRoles(tx);
      const existing = await staffAccounts.accountByEmail(tx, owner.email);
      if (existing) {
        // An existing account keeps its password: the one in the environment only makes new accounts.
        await changeRole(tx, SYSTEM_ACTOR, existing, 'owner');
        return existing.staffRole !== 'owner';
      }
      await createOwner(tx, { email: owner.email, password: owner.password, firstName: 'Shop', lastName: 'Owner' });
      return true;
    });
    if (made) logger.info({ email: owner.email }, 'OWNER_EMAIL is now an owner of the back office');
  }
  if (!demo) return;
  const password = newDemoPassword();
  const created = await db.transaction(async (tx) => {
    await staffAccounts.lockStaffRoles(tx);
    if ((await staffAccounts.countOwners(tx)) > 0) return false;
    const existing = await staffAccounts.accountByEmail(tx, DEMO_OWNER_EMAIL);
    if (existing) {
      await changeRole(tx, SYSTEM_ACTOR, existing, 'owner');
      return false;
    }
    await createOwner(tx, { email: DEMO_OWNER_EMAIL, password, firstName: 'Demo', lastName: 'Owner' });
    return true;
  });
  if (created)
    logger.info(
      { backOffice: backOfficeUrl, email: DEMO_OWNER_EMAIL, password },
      `Back office: ${backOfficeUrl} — sign in as ${DEMO_OWNER_EMAIL} with the password ${password} (shown only this once; it is kept hashed)`,
    );
}

async function createOwner(tx: Transaction, input: Parameters<typeof staffAccounts.createStaffAccount>[1]) {
  const account = await staffAccounts.createStaffAccount(tx, input);
  await staffAccounts.setStaffRole(tx, account.id, 'owner');
  await recordAudit(tx, {
    actor: SYSTEM_ACTOR,
    action: STAFF_ACCOUNT_CREATED,
    entity: 'user',
    entityId: account.id,
    before: null,
    after: roleState(account, 'owner'),
  });
}

/** 24 random characters in groups, with the digit and the symbol our password rules ask for. */
function newDemoPassword(): string {
  const letters = randomBytes(18).toString('base64url').replace(/[-_]/g, 'x');
  return `${letters.slice(0, 8)}-${letters.slice(8, 16)}-${letters.slice(16, 22)}7`;
}
