import { type Locale, localeFromAcceptLanguage } from '@the-gate/contract/locales';
import { translateMessage } from '@the-gate/contract/locales/translate-message';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The language the API answers a caller in (issue 26 §2): the first of ours its `Accept-Language`
 * asks for, which the web app sends with every call. The back office (/api/admin) stays English
 * whatever the browser says, as do addresses outside the API (pages carry their language in the path).
 */
export function callerLocale(request: FastifyRequest): Locale {
  if (!speaksTheCallersLanguage(request.url)) return 'en';
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

function speaksTheCallersLanguage(url: string): boolean {
  return url.startsWith('/api/') && !/^\/api\/admin(?:[/?]|$)/.test(url);
}

/** Adds accept-language to Vary, keeping what another part of the app put there. */
export function varyOnAcceptLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const listed = Array.isArray(current) ? current.join(',') : String(current ?? '');
  if (/(?:^|,)\s*(?:accept-language|\*)\s*(?:,|$)/i.test(listed)) return;
  reply.header('vary', listed.trim() ? `${listed}, accept-language` : 'accept-language');
}

/**
 * `messages` in the caller's language, for an answer about to be sent: the answer then says
 * `Vary: Accept-Language` (a shared cache must not hand an Arabic answer to an English caller) and,
 * when anything was translated, `Content-Language`. Unknown messages stay English.
 */
export function inCallersLanguage<T extends string | string[]>(
  request: FastifyRequest,
  reply: FastifyReply,
  messages: T,
): T {
  if (!speaksTheCallersLanguage(request.url)) return messages;
  varyOnAcceptLanguage(reply);
  const locale = callerLocale(request);
  const list: readonly string[] = typeof messages === 'string' ? [messages] : messages;
  const translated = list.map((message) => translateMessage(message, locale));
  if (translated.some((text, index) => text !== list[index])) reply.header('content-language', locale);
  return (typeof messages === 'string' ? translated[0] : translated) as T;
}
