import type {
  AdminMessage,
  AdminMessageList,
  MessageKind,
  MessageStatus,
  ReplyRequest,
  SubscriberList,
} from '@the-gate/contract/admin-inbox';
import { apiFetch } from '@/lib/api-client';
import { listRequestPath } from '../lib/list-url-state';
import { sendRaw } from '../lib/send-raw';

/**
 * The forms inbox's calls (issue 25 §6). The inbox's address says `status=handled` or `status=all`
 * and nothing for New, the default; the request always names what it wants, so New is asked for.
 */

export const INBOX_QUERY_KEYS = ['kind', 'status', 'q', 'page'] as const;
export type InboxListQuery = { [K in (typeof INBOX_QUERY_KEYS)[number]]?: string };

export const SUBSCRIBERS_QUERY_KEYS = ['q', 'page'] as const;
export type SubscribersListQuery = { [K in (typeof SUBSCRIBERS_QUERY_KEYS)[number]]?: string };

export const messagesKey = (query: InboxListQuery) => ['admin', 'messages', query] as const;
export const messageKey = (kind: string, id: string) => ['admin', 'message', kind, id] as const;
export const subscribersKey = (query: SubscribersListQuery) => ['admin', 'subscribers', query] as const;

const messagePath = (kind: string, id: string) =>
  `/api/admin/messages/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/** The status the request asks for: New when the address names none, every status for `all`. */
export function requestedStatus(status: string | undefined): MessageStatus | undefined {
  if (status === 'all') return undefined;
  return status === 'handled' ? 'handled' : 'new';
}

/** GET /api/admin/messages: one page of the inbox, filtered by kind, status and text. */
export function getMessages(query: InboxListQuery, signal?: AbortSignal): Promise<AdminMessageList> {
  const request = { ...query, status: requestedStatus(query.status) };
  return apiFetch<AdminMessageList>(listRequestPath('/api/admin/messages', { keys: INBOX_QUERY_KEYS }, request), {
    signal,
  });
}

/** GET /api/admin/messages/{kind}/{id}: the whole message and its replies. */
export function getMessage(kind: string, id: string, signal?: AbortSignal): Promise<AdminMessage> {
  return apiFetch<AdminMessage>(messagePath(kind, id), { signal });
}

/** PATCH /api/admin/messages/{kind}/{id}: New or Handled → the message now. */
export function setMessageStatus(kind: MessageKind, id: string, status: MessageStatus): Promise<AdminMessage> {
  return apiFetch<AdminMessage>(messagePath(kind, id), { method: 'PATCH', body: { status } });
}

/** POST /api/admin/messages/{kind}/{id}/replies: mails the sender and marks the message handled → the message now. */
export function sendReply(kind: MessageKind, id: string, reply: ReplyRequest): Promise<AdminMessage> {
  return apiFetch<AdminMessage>(`${messagePath(kind, id)}/replies`, { method: 'POST', body: reply });
}

/** GET /api/admin/newsletter-subscribers: one page, newest first. */
export function getSubscribers(query: SubscribersListQuery, signal?: AbortSignal): Promise<SubscriberList> {
  return apiFetch<SubscriberList>(
    listRequestPath('/api/admin/newsletter-subscribers', { keys: SUBSCRIBERS_QUERY_KEYS }, query),
    { signal },
  );
}

/** DELETE /api/admin/newsletter-subscribers/{id}: unsubscribes the address. */
export async function unsubscribe(id: number): Promise<void> {
  await apiFetch<unknown>(`/api/admin/newsletter-subscribers/${id}`, { method: 'DELETE' });
}

/** GET /api/admin/newsletter-subscribers/export: every subscriber as CSV. */
export async function exportSubscribersCsv(): Promise<Blob> {
  return (await sendRaw('/api/admin/newsletter-subscribers/export', { method: 'GET' })).blob();
}
