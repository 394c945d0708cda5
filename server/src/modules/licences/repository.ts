import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  licenceGroupGrants,
  licenceGroupMembers,
  licenceGroups,
  licenceSeatPurchases,
  licenceSeats,
  licences,
} from './schema';

export type LicenceRow = typeof licences.$inferSelect;
export type SeatRow = typeof licenceSeats.$inferSelect;

export async function insertLicence(
  db: Database,
  values: Pick<
    LicenceRow,
    'buyerUserId' | 'paymentId' | 'paymentReference' | 'itemType' | 'itemId' | 'title' | 'seats'
  >,
  buyerEmail: string,
) {
  const [created] = await db.insert(licences).values(values).onConflictDoNothing().returning({ id: licences.id });
  if (!created) return;
  await db.insert(licenceSeats).values({
    licenceId: created.id,
    email: buyerEmail.toLowerCase(),
    userId: values.buyerUserId,
    status: 'Active',
    isBuyer: true,
    acceptedAt: new Date(),
  });
}

/** Adds an "Add seats" payment's seats to its licence, once: a repeated grant finds the row there. */
export async function addSeats(db: Database, paymentId: number, licenceId: number, seats: number) {
  const [added] = await db
    .insert(licenceSeatPurchases)
    .values({ paymentId, licenceId, seats })
    .onConflictDoNothing()
    .returning({ seats: licenceSeatPurchases.seats });
  if (added)
    await db
      .update(licences)
      .set({ seats: sql`${licences.seats} + ${seats}` })
      .where(eq(licences.id, licenceId));
}

/** Locks the licence row: invites and removals of one licence happen one at a time (never more holders than seats). */
export async function lockLicence(tx: Transaction, id: number) {
  const [row] = await tx.select().from(licences).where(eq(licences.id, id)).for('update');
  return row;
}

export function selectLicence(db: Database, id: number) {
  return db
    .select()
    .from(licences)
    .where(eq(licences.id, id))
    .then(([row]) => row);
}

export function selectBuyerLicences(db: Database, buyerUserId: string) {
  return db
    .select()
    .from(licences)
    .where(and(eq(licences.buyerUserId, buyerUserId), isNull(licences.endedAt)))
    .orderBy(desc(licences.createdAt), desc(licences.id));
}

export function selectSeats(db: Database, licenceIds: number[]) {
  if (licenceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(licenceSeats)
    .where(inArray(licenceSeats.licenceId, licenceIds))
    .orderBy(desc(licenceSeats.isBuyer), asc(licenceSeats.invitedAt), asc(licenceSeats.id));
}

export async function countSeats(db: Database, licenceId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(licenceSeats)
    .where(eq(licenceSeats.licenceId, licenceId));
  return Number(row?.count ?? 0);
}

export async function insertSeat(db: Database, licenceId: number, email: string) {
  const [row] = await db
    .insert(licenceSeats)
    .values({ licenceId, email, status: 'Invited' })
    .onConflictDoNothing()
    .returning({ id: licenceSeats.id });
  return row?.id ?? null;
}

export function selectSeat(db: Database, seatId: string) {
  return db
    .select({ seat: licenceSeats, licence: licences })
    .from(licenceSeats)
    .innerJoin(licences, eq(licences.id, licenceSeats.licenceId))
    .where(eq(licenceSeats.id, seatId))
    .then(([row]) => row);
}

export async function activateSeat(db: Database, seatId: string, userId: string) {
  const [row] = await db
    .update(licenceSeats)
    .set({ status: 'Active', userId, acceptedAt: new Date() })
    .where(and(eq(licenceSeats.id, seatId), eq(licenceSeats.status, 'Invited')))
    .returning({ id: licenceSeats.id });
  return row !== undefined;
}

export async function deleteSeats(db: Database, seatIds: string[]) {
  if (seatIds.length === 0) return;
  await db.delete(licenceSeats).where(inArray(licenceSeats.id, seatIds));
}

/** Invitations sent to `email` of licences still running, newest first. */
export function selectInvitations(db: Database, email: string) {
  return db
    .select({ seat: licenceSeats, licence: licences })
    .from(licenceSeats)
    .innerJoin(licences, eq(licences.id, licenceSeats.licenceId))
    .where(and(eq(licenceSeats.email, email), eq(licenceSeats.status, 'Invited'), isNull(licences.endedAt)))
    .orderBy(desc(licenceSeats.invitedAt));
}

/** The seats `userId` holds of other people's running licences (not their own purchases). */
export function selectHeldSeats(db: Database, userId: string) {
  return db
    .select({ itemType: licences.itemType, itemId: licences.itemId, paymentId: licences.paymentId })
    .from(licenceSeats)
    .innerJoin(licences, eq(licences.id, licenceSeats.licenceId))
    .where(
      and(
        eq(licenceSeats.userId, userId),
        eq(licenceSeats.status, 'Active'),
        eq(licenceSeats.isBuyer, false),
        isNull(licences.endedAt),
      ),
    );
}

/** The licences a payment made, still running. */
export function selectPaymentLicences(db: Database, paymentId: number) {
  return db
    .select()
    .from(licences)
    .where(and(eq(licences.paymentId, paymentId), isNull(licences.endedAt)));
}

export async function endLicences(db: Database, ids: number[]) {
  if (ids.length === 0) return;
  await db.update(licences).set({ endedAt: new Date() }).where(inArray(licences.id, ids));
}

/** An "Add seats" payment's rows, removed when it is refunded; what it added comes off its licences. */
export async function takeSeatPurchases(db: Database, paymentId: number) {
  const rows = await db.delete(licenceSeatPurchases).where(eq(licenceSeatPurchases.paymentId, paymentId)).returning();
  for (const row of rows) {
    await db
      .update(licences)
      .set({ seats: sql`greatest(1, ${licences.seats} - ${row.seats})` })
      .where(eq(licences.id, row.licenceId));
  }
  return rows;
}

/** Seats of the licence other than the buyer's, the newest first (the first to go when seats are cut). */
export function selectOtherSeatsNewestFirst(db: Database, licenceId: number) {
  return db
    .select()
    .from(licenceSeats)
    .where(and(eq(licenceSeats.licenceId, licenceId), ne(licenceSeats.isBuyer, true)))
    .orderBy(desc(licenceSeats.invitedAt), desc(licenceSeats.id));
}

/**
 * The seat that gives `userId` a file through `sourcePaymentId`: their own purchase's, or a seat of
 * someone else's licence from that payment. The stamp says which licence (issue 27 §1).
 */
export function selectStampSeats(db: Database, userId: string, sourcePaymentId: number) {
  return db
    .select({ licence: licences, seat: licenceSeats })
    .from(licenceSeats)
    .innerJoin(licences, eq(licences.id, licenceSeats.licenceId))
    .where(
      and(
        eq(licenceSeats.userId, userId),
        eq(licenceSeats.status, 'Active'),
        eq(licences.paymentId, sourcePaymentId),
        isNull(licences.endedAt),
      ),
    )
    .orderBy(desc(licenceSeats.isBuyer), asc(licences.id));
}

export type GroupRow = typeof licenceGroups.$inferSelect;

export function selectGroups(db: Database, ownerUserId: string) {
  return db
    .select()
    .from(licenceGroups)
    .where(eq(licenceGroups.ownerUserId, ownerUserId))
    .orderBy(asc(licenceGroups.name), asc(licenceGroups.id));
}

export function selectGroup(db: Database, id: number) {
  return db
    .select()
    .from(licenceGroups)
    .where(eq(licenceGroups.id, id))
    .then(([row]) => row);
}

/** Null when the owner already has a group of that name (in any case). */
export async function insertGroup(db: Database, ownerUserId: string, name: string) {
  const [row] = await db.insert(licenceGroups).values({ ownerUserId, name }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteGroup(db: Database, id: number) {
  await db.delete(licenceGroups).where(eq(licenceGroups.id, id));
}

export function selectMembers(db: Database, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(licenceGroupMembers)
    .where(inArray(licenceGroupMembers.groupId, groupIds))
    .orderBy(asc(licenceGroupMembers.email));
}

export async function insertMembers(db: Database, groupId: number, emails: string[]) {
  if (emails.length === 0) return;
  await db
    .insert(licenceGroupMembers)
    .values(emails.map((email) => ({ groupId, email })))
    .onConflictDoNothing();
}

export async function deleteMember(db: Database, groupId: number, email: string) {
  const rows = await db
    .delete(licenceGroupMembers)
    .where(and(eq(licenceGroupMembers.groupId, groupId), eq(licenceGroupMembers.email, email)))
    .returning();
  return rows.length > 0;
}

export function selectGroupGrants(db: Database, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select({ groupId: licenceGroupGrants.groupId, licenceId: licenceGroupGrants.licenceId })
    .from(licenceGroupGrants)
    .innerJoin(licences, eq(licences.id, licenceGroupGrants.licenceId))
    .where(and(inArray(licenceGroupGrants.groupId, groupIds), isNull(licences.endedAt)));
}

export async function insertGroupGrant(db: Database, groupId: number, licenceId: number) {
  await db.insert(licenceGroupGrants).values({ groupId, licenceId }).onConflictDoNothing();
}

/** Per course, how many groups were given a seat of a running licence of it (issue 27 §4). */
export async function countCourseGroups(db: Database, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({
      courseId: licences.itemId,
      groups: sql<number>`count(distinct ${licenceGroupGrants.groupId})::int`,
    })
    .from(licenceGroupGrants)
    .innerJoin(licences, eq(licences.id, licenceGroupGrants.licenceId))
    .where(and(eq(licences.itemType, 'Course'), inArray(licences.itemId, courseIds), isNull(licences.endedAt)))
    .groupBy(licences.itemId);
  return new Map(rows.map((row) => [row.courseId, Number(row.groups)]));
}
