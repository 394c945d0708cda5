import {
  type AdminMessage,
  type AdminMessageList,
  type AdminMessageRow,
  type AdminMessagesQuery,
  MESSAGE_KINDS,
  MESSAGE_NOT_FOUND,
  type MessageKind,
  type MessageStatus,
  PREVIEW_LENGTH,
} from '@the-gate/contract/admin-inbox';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminPageWindow } from '../../lib/admin-paging';
import { notFound } from '../../lib/http-errors';
import { likePattern } from '../../lib/like-pattern';
import { recordAudit } from '../audit/service';

/**
 * The forms inbox (issue 25 §6): the three message tables read as one list. Each kind keeps its own
 * table (the public forms and their tests stay as they are); a UNION ALL of the same columns gives
 * "every kind, newest first" with paging in SQL.
 */

/** The columns every kind shares, under the same names: the subject, school or topic is `summary`. */
const SOURCES: Record<MessageKind, SQL> = {
  contact: sql`SELECT 'contact' AS kind, id, name, email, subject AS summary, message, NULL::text AS phone,
    created_at, status, handled_at, handled_by FROM contact_messages`,
  consultation: sql`SELECT 'consultation' AS kind, id, name, email, school_name AS summary, message, phone,
    created_at, status, handled_at, handled_by FROM consultation_requests`,
  notify: sql`SELECT 'notify' AS kind, id, NULL::text AS name, email, topic AS summary, NULL::text AS message,
    NULL::text AS phone, created_at, status, handled_at, handled_by FROM notify_requests`,
};

/** The table behind each kind, for the writes. */
export const KIND_TABLES: Record<MessageKind, string> = {
  contact: 'contact_messages',
  consultation: 'consultation_requests',
  notify: 'notify_requests',
};

type MessageSqlRow = {
  kind: MessageKind;
  id: number;
  name: string | null;
  email: string;
  summary: string;
  message: string | null;
  phone: string | null;
  created_at: Date | string;
  status: MessageStatus;
  handled_at: Date | string | null;
  handled_by: string | null;
  replies_count?: number;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The messages of `kinds`, with the handler's e-mail in place of their id. */
function messagesOf(kinds: readonly MessageKind[]): SQL {
  return sql`SELECT m.*, u.email AS handled_by_email FROM (${sql.join(
    kinds.map((kind) => SOURCES[kind]),
    sql` UNION ALL `,
  )}) m LEFT JOIN users u ON u.id = m.handled_by`;
}

function rowOf(row: MessageSqlRow & { handled_by_email: string | null }): Omit<AdminMessageRow, 'preview'> {
  return {
    kind: row.kind,
    id: Number(row.id),
    name: row.name,
    email: row.email,
    summary: row.summary,
    createdAt: iso(row.created_at),
    status: row.status,
    handledAt: row.handled_at === null ? null : iso(row.handled_at),
    handledBy: row.handled_by_email,
    repliesCount: Number(row.replies_count ?? 0),
  };
}

/**
 * One page of the inbox: `kind` or every kind, `status`, and `q` a case-insensitive part of the
 * name, address, summary or message; newest first (ties by kind and id, so pages never overlap).
 */
export async function listMessages(db: Database, query: AdminMessagesQuery): Promise<AdminMessageList> {
  const text = query.q?.trim();
  const pattern = text ? likePattern(text) : null;
  const conditions: SQL[] = [];
  if (query.status) conditions.push(sql`m.status = ${query.status}`);
  if (pattern) {
    conditions.push(sql`(m.name ILIKE ${pattern} OR m.email ILIKE ${pattern} OR m.summary ILIKE ${pattern}
      OR m.message ILIKE ${pattern})`);
  }
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const filtered = sql`SELECT * FROM (${messagesOf(query.kind ? [query.kind] : MESSAGE_KINDS)}) m ${where}`;
  const { limit, offset } = adminPageWindow(query);
  const [page, total] = await Promise.all([
    db.execute(sql`
      SELECT f.*, (SELECT count(*)::int FROM message_replies r
        WHERE r.message_kind = f.kind AND r.message_id = f.id) AS replies_count
      FROM (${filtered}) f
      ORDER BY f.created_at DESC, f.kind, f.id DESC
      LIMIT ${limit} OFFSET ${offset}`),
    db.execute(sql`SELECT count(*)::int AS total FROM (${filtered}) f`),
  ]);
  const rows = (page as unknown as { rows: (MessageSqlRow & { handled_by_email: string | null })[] }).rows;
  return {
    items: rows.map((row) => ({ ...rowOf(row), preview: (row.message ?? '').slice(0, PREVIEW_LENGTH) })),
    totalCount: Number((total as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0),
  };
}

type ReplySqlRow = {
  id: number;
  subject: string;
  body: string;
  sent_by_email: string | null;
  sent_at: Date | string;
};

/** One message with every field its form took and its replies, oldest first; 404 when there is none. */
export async function getMessage(db: Database, kind: MessageKind, id: number): Promise<AdminMessage> {
  const found = (await db.execute(sql`SELECT * FROM (${messagesOf([kind])}) m WHERE m.id = ${id}`)) as unknown as {
    rows: (MessageSqlRow & { handled_by_email: string | null })[];
  };
  const row = found.rows[0];
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  const replies = (await db.execute(sql`
    SELECT r.id, r.subject, r.body, u.email AS sent_by_email, r.sent_at
    FROM message_replies r LEFT JOIN users u ON u.id = r.sent_by
    WHERE r.message_kind = ${kind} AND r.message_id = ${id}
    ORDER BY r.sent_at, r.id`)) as unknown as { rows: ReplySqlRow[] };
  const { repliesCount: _count, ...message } = rowOf(row);
  return {
    ...message,
    message: row.message,
    fields: fieldsOf(row),
    replies: replies.rows.map((reply) => ({
      id: Number(reply.id),
      subject: reply.subject,
      body: reply.body,
      sentBy: reply.sent_by_email,
      sentAt: iso(reply.sent_at),
    })),
  };
}

/** The labelled fields the form took besides name, address and message, as the owner's mail lists them. */
function fieldsOf(row: MessageSqlRow): AdminMessage['fields'] {
  if (row.kind === 'contact') return [{ label: 'Subject', value: row.summary }];
  if (row.kind === 'notify') return [{ label: 'Topic', value: row.summary }];
  return [{ label: 'School', value: row.summary }, ...(row.phone ? [{ label: 'Phone', value: row.phone }] : [])];
}

export type InboxActor = { id: string; email: string };

/**
 * Sets New or Handled in `tx` (handled: now and by `actor`; new: both cleared) and audits the
 * change; a message already in that status is left as it is. 404 when there is no such message.
 * Returns the status it had before.
 */
export async function setMessageStatus(
  tx: Database,
  actor: InboxActor,
  kind: MessageKind,
  id: number,
  status: MessageStatus,
): Promise<MessageStatus> {
  const table = sql.raw(KIND_TABLES[kind]);
  const before = (await tx.execute(
    sql`SELECT status, handled_at, handled_by FROM ${table} WHERE id = ${id} FOR UPDATE`,
  )) as unknown as { rows: { status: MessageStatus }[] };
  const previous = before.rows[0]?.status;
  if (!previous) throw notFound(MESSAGE_NOT_FOUND);
  // Already so: who handled it first stays, and nothing changed is audited.
  if (previous === status) return previous;
  await tx.execute(
    status === 'handled'
      ? sql`UPDATE ${table} SET status = 'handled', handled_at = now(), handled_by = ${actor.id} WHERE id = ${id}`
      : sql`UPDATE ${table} SET status = 'new', handled_at = NULL, handled_by = NULL WHERE id = ${id}`,
  );
  await recordAudit(tx, {
    actor: actor.email,
    action: 'message.status.set',
    entity: `${kind}-message`,
    entityId: String(id),
    before: { status: previous },
    after: { status },
  });
  return previous;
}

/** PATCH: the status as asked, then the message as it now is. */
export async function changeMessageStatus(
  db: Database,
  actor: InboxActor,
  kind: MessageKind,
  id: number,
  status: MessageStatus,
): Promise<AdminMessage> {
  await db.transaction((tx) => setMessageStatus(tx, actor, kind, id, status));
  return getMessage(db, kind, id);
}
