import type {
  AdminPromoCode,
  AdminPromoCodeList,
  AdminPromoCodesQuery,
  CreatePromoCodeRequest,
  PatchPromoCodeRequest,
} from '@the-gate/contract/admin-promo-codes';
import { ENDS_AFTER_STARTS_MESSAGE } from '@the-gate/contract/admin-promo-codes';
import { and, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminPageWindow } from '../../lib/admin-paging';
import { violatedUniqueConstraint } from '../../lib/database-errors';
import { HttpError, notFound } from '../../lib/http-errors';
import { likePattern } from '../../lib/like-pattern';
import { assertNotStale } from '../../lib/stale-check';
import { recordAudit } from '../audit/service';
import { fromCents, toCents } from './pricing';
import { payments, promoCodes } from './schema';

/**
 * Promo codes in the back office (issue 25 §4): each write in one transaction with its audit entry
 * (decision 017). A code is never deleted: it is deactivated, and once a payment has used it its
 * text is fixed, since payments, receipts and reports name it (decision 022).
 */

export const PROMO_NOT_FOUND = 'There is no such promo code.';
export const STALE_PROMO =
  'Someone else changed this promo code since you opened it. Reload it to see their change, then make yours again.';
export const CODE_TAKEN = (code: string) => `There is already a promo code ${code}.`;
export const CODE_USED =
  'This promo code has been used at checkout, so its code cannot change. Deactivate it and create a new one.';

export const PROMO_CREATED = 'promo.create';
export const PROMO_CHANGED = 'promo.update';

type PromoRow = typeof promoCodes.$inferSelect;

/** What completed payments made of each code (refunded ones still count, as in the sales report). */
const usage = (db: Database) =>
  db
    .select({
      promoCodeId: payments.promoCodeId,
      usedCount: sql<number>`count(*)::int`.as('used_count'),
      revenueCents: sql<string>`round(sum(${payments.amount}) * 100)`.as('revenue_cents'),
      discountCents: sql<string>`round(sum(${payments.discount}) * 100)`.as('discount_cents'),
    })
    .from(payments)
    // Wholly refunded or voided payments are stored Failed with refundedAt (settle.ts): they went through too.
    .where(or(eq(payments.status, 'Completed'), isNotNull(payments.refundedAt)))
    .groupBy(payments.promoCodeId)
    .as('usage');

function present(
  row: PromoRow,
  used: { usedCount: number | null; revenueCents: string | null; discountCents: string | null },
): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.kind === 'percent' ? row.value : null,
    amountOffCents: row.kind === 'fixed' ? toCents(row.value) : null,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    minimumOrderCents: row.minimumOrder === null ? null : toCents(row.minimumOrder),
    active: row.isActive,
    description: row.description,
    usedCount: used.usedCount ?? 0,
    revenueCents: Number(used.revenueCents ?? 0),
    discountGivenCents: Number(used.discountCents ?? 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function selectPage(db: Database, where: SQL | undefined, window?: { limit: number; offset: number }) {
  const used = usage(db);
  const query = db
    .select({
      row: promoCodes,
      usedCount: used.usedCount,
      revenueCents: used.revenueCents,
      discountCents: used.discountCents,
    })
    .from(promoCodes)
    .leftJoin(used, eq(used.promoCodeId, promoCodes.id))
    .where(where)
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return rows.map(({ row, ...figures }) => present(row, figures));
}

/** One page of the codes, newest first, `q` matching the code or the description. */
export async function listPromoCodes(db: Database, query: AdminPromoCodesQuery): Promise<AdminPromoCodeList> {
  const where = and(
    query.q
      ? or(ilike(promoCodes.code, likePattern(query.q)), ilike(promoCodes.description, likePattern(query.q)))
      : undefined,
    query.active === undefined ? undefined : eq(promoCodes.isActive, query.active),
  );
  const [items, [total]] = await Promise.all([
    selectPage(db, where, adminPageWindow(query)),
    db.select({ n: count() }).from(promoCodes).where(where),
  ]);
  return { items, totalCount: total?.n ?? 0 };
}

/** One code with its figures; 404 when unknown. */
export async function promoCode(db: Database, id: number): Promise<AdminPromoCode> {
  const [item] = await selectPage(db, eq(promoCodes.id, id));
  if (!item) throw notFound(PROMO_NOT_FOUND);
  return item;
}

/** The columns a request sets: percent or fixed from whichever was sent, piastres to pounds. */
function columnsOf(input: PatchPromoCodeRequest | CreatePromoCodeRequest) {
  return {
    ...(input.code !== undefined && { code: input.code }),
    ...(input.percentOff != null && { kind: 'percent', value: input.percentOff }),
    ...(input.amountOffCents != null && { kind: 'fixed', value: fromCents(input.amountOffCents) }),
    ...(input.startsAt !== undefined && { startsAt: input.startsAt === null ? null : new Date(input.startsAt) }),
    ...(input.endsAt !== undefined && { endsAt: input.endsAt === null ? null : new Date(input.endsAt) }),
    ...(input.usageLimit !== undefined && { usageLimit: input.usageLimit }),
    ...(input.perCustomerLimit !== undefined && { perCustomerLimit: input.perCustomerLimit }),
    ...(input.minimumOrderCents !== undefined && {
      minimumOrder: input.minimumOrderCents === null ? null : fromCents(input.minimumOrderCents),
    }),
    ...(input.active !== undefined && { isActive: input.active }),
    ...(input.description !== undefined && { description: input.description }),
  };
}

/** The row as the audit log keeps it. */
const snapshot = (row: PromoRow) => present(row, { usedCount: 0, revenueCents: null, discountCents: null });
const auditFields = ({
  usedCount,
  revenueCents,
  discountGivenCents,
  createdAt,
  updatedAt,
  ...fields
}: AdminPromoCode) => fields;

/** A taken code is a 409 naming it, whether found first or by the unique index under a race. */
async function withUniqueCode<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code !== undefined && violatedUniqueConstraint(error) !== undefined) throw new HttpError(409, CODE_TAKEN(code));
    throw error;
  }
}

async function assertCodeFree(tx: Database, code: string, exceptId?: number) {
  const [taken] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code));
  if (taken && taken.id !== exceptId) throw new HttpError(409, CODE_TAKEN(code));
}

/** Creates a code (promo.manage); its id. */
export function createPromoCode(db: Database, actor: string, input: CreatePromoCodeRequest): Promise<number> {
  return withUniqueCode(input.code, () =>
    db.transaction(async (tx) => {
      await assertCodeFree(tx, input.code);
      const [row] = await tx
        .insert(promoCodes)
        // The contract let exactly one of percentOff and amountOffCents through, so kind and value are set.
        .values({ ...columnsOf(input), code: input.code } as typeof promoCodes.$inferInsert)
        .returning();
      await recordAudit(tx, {
        actor,
        action: PROMO_CREATED,
        entity: 'promo_code',
        entityId: String(row!.id),
        before: null,
        after: auditFields(snapshot(row!)),
      });
      return row!.id;
    }),
  );
}

/**
 * Changes what `patch` names. A code changed since `expectedUpdatedAt` is a 409; so is a new text for
 * a code a payment has used. Only the fields that differ are written and audited.
 */
export async function changePromoCode(
  db: Database,
  actor: string,
  id: number,
  { expectedUpdatedAt, ...patch }: PatchPromoCodeRequest,
): Promise<AdminPromoCode> {
  await withUniqueCode(patch.code, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
      if (!row) throw notFound(PROMO_NOT_FOUND);
      assertNotStale(expectedUpdatedAt, row.updatedAt, STALE_PROMO);
      const before = auditFields(snapshot(row));
      const after = auditFields(snapshot({ ...row, ...columnsOf(patch) } as PromoRow));
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
        (field) => JSON.stringify(after[field]) !== JSON.stringify(before[field]),
      );
      if (changed.length === 0) return;
      if (after.startsAt && after.endsAt && Date.parse(after.endsAt) <= Date.parse(after.startsAt))
        throw new HttpError(400, ENDS_AFTER_STARTS_MESSAGE);
      if (changed.includes('code')) {
        const [used] = await tx.select({ n: count() }).from(payments).where(eq(payments.promoCodeId, id));
        if ((used?.n ?? 0) > 0) throw new HttpError(409, CODE_USED);
        await assertCodeFree(tx, after.code, id);
      }
      await tx
        .update(promoCodes)
        .set({ ...columnsOf(patch), updatedAt: sql`now()` })
        .where(eq(promoCodes.id, id));
      await recordAudit(tx, {
        actor,
        action: PROMO_CHANGED,
        entity: 'promo_code',
        entityId: String(id),
        before: Object.fromEntries(changed.map((field) => [field, before[field]])),
        after: Object.fromEntries(changed.map((field) => [field, after[field]])),
      });
    }),
  );
  return promoCode(db, id);
}
