import {
  type AdminExam,
  type AdminExamList,
  type AdminExamsQuery,
  type CreateExamRequest,
  FREE_EXAM_HAS_NO_PRICE,
  type PatchExamRequest,
} from '@the-gate/contract/admin-exams';
import type { Exam } from '@the-gate/contract/exams';
import { PUBLISHED } from '@the-gate/contract/item-status';
import type { Permission, StaffRole } from '@the-gate/contract/staff-rules';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminPageWindow } from '../../lib/admin-paging';
import { violatedUniqueConstraint } from '../../lib/database-errors';
import { assertChangedFieldsAllowed } from '../../lib/field-rights';
import type { FileStorage } from '../../lib/file-storage';
import { HttpError } from '../../lib/http-errors';
import { likePattern } from '../../lib/like-pattern';
import { recordAudit } from '../audit/service';
import { paperMaterialKind } from '../catalogue/service';
import { examFields } from './presenter';
import { exams } from './schema';
import { setExamStatus } from './writes';

/**
 * The back office's exams (issue 24 §2): the list, one exam, creating a Draft and changing one. The
 * writes take the caller's transaction, so the change and its audit entry (decision 017) go together.
 * Exams keep no date of change, so a change is not checked against a stale form (no `updated_at`
 * column; adding one is a migration for a later round).
 */

export const EXAM_NOT_FOUND = 'There is no such exam.';
export const UNKNOWN_PAPER = 'There is no material with this paperMaterialId.';
export const STANDALONE_PAPER =
  "An exam's paper must be a material that is not sold on its own (isStandalone false): this one is sold on its own.";
export const PAPER_TAKEN = 'This material is already the paper of another exam: each exam has a paper of its own.';
export const EXAM_NEEDS_PAPER =
  'A published exam needs its paper: set paperMaterialId to a material that is not sold on its own first.';

export const EXAM_CREATED = 'exam.create';
export const EXAM_CHANGED = 'exam.update';

type ExamRow = typeof exams.$inferSelect;
type EditableField = keyof PatchExamRequest;
export type ExamActor = { email: string; role: StaffRole };

/**
 * What changing a field takes (issue 24 §1, as for materials): prices, the free flag and the sold
 * paper are the managers' (catalogue.manage), publishing too (catalogue.publish), texts everyone's.
 */
export function examFieldPermission(field: EditableField): Permission {
  if (field === 'price' || field === 'isFree' || field === 'paperMaterialId') return 'catalogue.manage';
  if (field === 'status') return 'catalogue.publish';
  return 'catalogue.edit';
}

const FIELD_NAMES: Partial<Record<EditableField, string>> = {
  price: 'the price',
  isFree: 'whether it is free',
  paperMaterialId: 'the paper',
  status: 'the status',
};

/** The fields the back office edits and the audit log compares. */
function snapshotOf(row: ExamRow): Required<PatchExamRequest> {
  return {
    title: row.title,
    description: row.description,
    price: row.price,
    isFree: row.isFree,
    yearGroup: row.yearGroup as Required<PatchExamRequest>['yearGroup'],
    subject: row.subject,
    examType: row.examType,
    durationMinutes: row.durationMinutes,
    questionCount: row.questionCount,
    difficulty: row.difficulty as Exam['difficulty'],
    paperMaterialId: row.paperMaterialId,
    sortOrder: row.sortOrder,
    status: row.status,
  };
}
type ExamSnapshot = ReturnType<typeof snapshotOf>;

const SORTS = {
  position: exams.sortOrder,
  title: exams.title,
  price: exams.price,
  status: exams.status,
  yearGroup: exams.yearGroup,
} as const;

function listWhere(query: AdminExamsQuery): SQL | undefined {
  const term = query.search?.trim();
  const pattern = term ? likePattern(term) : '';
  return and(
    query.status ? eq(exams.status, query.status) : undefined,
    query.year ? eq(exams.yearGroup, query.year) : undefined,
    term
      ? or(
          ilike(exams.title, pattern),
          ilike(exams.description, pattern),
          ilike(exams.subject, pattern),
          ilike(exams.examType, pattern),
        )
      : undefined,
  );
}

/** `GET /api/admin/exams`: every status, searched, filtered, sorted and paged on the server. */
export async function listAdminExams(db: Database, files: FileStorage, query: AdminExamsQuery): Promise<AdminExamList> {
  const { limit, offset } = adminPageWindow(query);
  const where = listWhere(query);
  const column = SORTS[query.sort ?? 'position'];
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db.select().from(exams).where(where).orderBy(direction(column), direction(exams.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(exams).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      yearGroup: row.yearGroup,
      subject: row.subject,
      examType: row.examType,
      difficulty: row.difficulty as Exam['difficulty'],
      price: row.isFree ? 0 : row.price,
      isFree: row.isFree,
      status: row.status,
      paperMaterialId: row.paperMaterialId,
      thumbnailPath: files.publicFileUrl(row.thumbnailKey),
    })),
    totalCount: total?.total ?? 0,
  };
}

/** `GET /api/admin/exams/{id}`: the exam as the shop shows it, with its status, paper and position. */
export async function adminExam(db: Database, files: FileStorage, id: number): Promise<AdminExam> {
  const [row] = await db.select().from(exams).where(eq(exams.id, id));
  if (!row) throw new HttpError(404, EXAM_NOT_FOUND);
  return {
    ...examFields(row, files),
    status: row.status,
    paperMaterialId: row.paperMaterialId,
    sortOrder: row.sortOrder,
  };
}

/** A paper must exist, not be sold on its own, and belong to no other exam (decision 006). */
async function assertPaper(tx: Database, materialId: number, examId?: number) {
  const kind = await paperMaterialKind(tx, materialId);
  if (kind === 'missing') throw new HttpError(400, UNKNOWN_PAPER);
  if (kind === 'standalone') throw new HttpError(400, STANDALONE_PAPER);
  const [other] = await tx
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.paperMaterialId, materialId), examId === undefined ? undefined : ne(exams.id, examId)));
  if (other) throw new HttpError(400, PAPER_TAKEN);
}

/**
 * Runs `work` in a transaction; two exams given the same paper at the same moment both pass the check
 * above, and the unique index refuses the second: that is the same 400, not a 500.
 */
export async function inExamTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'exams_paper_material_idx') throw new HttpError(400, PAPER_TAKEN);
    throw error;
  }
}

/** Creates a Draft exam from the back office (catalogue.manage); its id. */
export async function createExamIn(tx: Database, actor: string, input: CreateExamRequest): Promise<number> {
  if (input.paperMaterialId != null) await assertPaper(tx, input.paperMaterialId);
  const [row] = await tx
    .insert(exams)
    .values({
      ...input,
      description: input.description ?? '',
      price: input.isFree ? 0 : input.price,
      status: 'draft',
    })
    .returning();
  await recordAudit(tx, {
    actor,
    action: EXAM_CREATED,
    entity: 'exam',
    entityId: String(row!.id),
    before: null,
    after: snapshotOf(row!),
  });
  return row!.id;
}

/**
 * Changes the fields `patch` names (PATCH /api/admin/exams/{id}). A field the actor's role may not
 * change is a 403 naming it. Only the fields whose value differs are written and audited; true when
 * anything changed. The status goes through `setExamStatus`, the one way it changes (decision 018).
 */
export async function changeExamIn(tx: Database, actor: ExamActor, id: number, patch: PatchExamRequest) {
  const [row] = await tx.select().from(exams).where(eq(exams.id, id)).for('update');
  if (!row) throw new HttpError(404, EXAM_NOT_FOUND);
  const current = snapshotOf(row);
  const wanted: Partial<ExamSnapshot> = { ...patch };
  // Making an exam free makes it cost nothing; a price on an exam that stays free is refused.
  if (patch.isFree === true && patch.price === undefined) wanted.price = 0;
  const changed = (Object.keys(wanted) as EditableField[]).filter(
    (field) => wanted[field] !== undefined && wanted[field] !== current[field],
  );
  if (changed.length === 0) return false;
  assertChangedFieldsAllowed(actor.role, changed, examFieldPermission, FIELD_NAMES, 'an exam');
  const merged = { ...current, ...wanted };
  if (merged.isFree && merged.price !== 0) throw new HttpError(400, FREE_EXAM_HAS_NO_PRICE);
  if (merged.status === PUBLISHED && merged.paperMaterialId === null) throw new HttpError(400, EXAM_NEEDS_PAPER);
  if (changed.includes('paperMaterialId') && merged.paperMaterialId !== null)
    await assertPaper(tx, merged.paperMaterialId, id);

  const { status, ...columns } = Object.fromEntries(changed.map((field) => [field, wanted[field]])) as Partial<
    typeof current
  >;
  if (Object.keys(columns).length) await tx.update(exams).set(columns).where(eq(exams.id, id));
  if (status !== undefined) await setExamStatus(tx, id, status);
  await recordAudit(tx, {
    actor: actor.email,
    action: EXAM_CHANGED,
    entity: 'exam',
    entityId: String(id),
    before: Object.fromEntries(changed.map((field) => [field, current[field]])),
    after: Object.fromEntries(changed.map((field) => [field, merged[field]])),
  });
  return true;
}
