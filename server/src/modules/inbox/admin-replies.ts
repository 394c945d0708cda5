import { type AdminMessage, type MessageKind, REPLY_NOT_SENT, type ReplyRequest } from '@the-gate/contract/admin-inbox';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mail/mailer';
import { recordAudit } from '../audit/service';
import { getMessage, type InboxActor, setMessageStatus } from './admin-messages';
import { defaultReplySubject, replyEmail } from './reply-email';
import { messageReplies } from './schema';

type ReplyDeps = { db: Database; mailer: Mailer; logger: Logger; contactTo: string };

/**
 * Answers a message by e-mail (issue 25 §6). The reply is stored, the message marked Handled and
 * both audited in one transaction, and the mail is sent last inside it: a mail server that refuses
 * rolls everything back (502, nothing marked), so the inbox never claims an answer nobody got.
 * The message row is locked meanwhile, so two staff answering at once send one after the other.
 */
export async function replyToMessage(
  { db, mailer, logger, contactTo }: ReplyDeps,
  actor: InboxActor,
  kind: MessageKind,
  id: number,
  request: ReplyRequest,
): Promise<AdminMessage> {
  const message = await getMessage(db, kind, id);
  const subject = request.subject?.trim() || defaultReplySubject(message);
  const body = request.body.trim();
  await db.transaction(async (tx) => {
    await setMessageStatus(tx, actor, kind, id, 'handled');
    const [reply] = await tx
      .insert(messageReplies)
      .values({ messageKind: kind, messageId: id, subject, body, sentBy: actor.id })
      .returning({ id: messageReplies.id });
    await recordAudit(tx, {
      actor: actor.email,
      action: 'message.reply',
      entity: `${kind}-message`,
      entityId: String(id),
      before: null,
      after: { replyId: reply!.id, to: message.email, subject },
    });
    try {
      await mailer.send(replyEmail(message, { subject, body }, contactTo));
    } catch (err) {
      logger.error({ err, kind, id }, 'could not send a reply to a form');
      throw new HttpError(502, REPLY_NOT_SENT);
    }
  });
  return getMessage(db, kind, id);
}
