import formBody from '@fastify/formbody';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@the-gate/contract/common';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { type CallbackSender, createCallbackSender } from './callbacks';
import { checkoutRoutes } from './checkout';
import type { SandboxCredentials } from './credentials';
import { messagePage, pageHeaders } from './html';
import { intentionRoutes } from './intentions';
import { pageLocale, textsOf } from './texts';
import { transactionApiRoutes } from './transaction-api';

export type SandboxOptions = { db: Database; credentials: SandboxCredentials; logger: Logger };

/** What the sandbox's route files share. */
export type SandboxDeps = { db: Database; credentials: SandboxCredentials; callbacks: CallbackSender };

/** Paymob's API answers errors as `{detail}` (paymob.md §2.2); the hosted page answers with a page. */
const errorHandler = (stylesheet: string) => (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'Paymob sandbox: request failed');
  if (request.url.includes('/unifiedcheckout')) {
    const locale = pageLocale(request.query);
    const failed = status >= 500;
    const title = textsOf(locale)[failed ? 'somethingWentWrong' : 'requestNotUnderstood'];
    const message = textsOf(locale)[failed ? 'pageFailed' : 'notUnderstood'];
    return reply.code(status).headers(pageHeaders()).send(messagePage({ stylesheet, title, message, locale }));
  }
  if (status >= 500) return reply.code(500).send({ detail: 'A server error occurred.' });
  const parseError = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
  if (parseError) return reply.code(400).send({ detail: 'JSON parse error.' });
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return reply.code(415).send({ detail: `Unsupported media type "${request.headers['content-type']}" in request.` });
  }
  return reply.code(status).send({ detail: error.message });
};

/**
 * Whether any text of a parsed body or query, a key or a value at any depth, has a character the
 * database refuses or cannot keep (issue 13 §2); Django REST framework, which Paymob's API runs on,
 * refuses null characters as well. Walked with a list, not recursion, so a deeply nested body cannot
 * overflow the stack.
 */
function containsUnsafeText(root: unknown): boolean {
  const pending = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && !isSafeText(value)) return true;
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return true;
      pending.push(item);
    }
  }
  return false;
}

/**
 * The built-in Paymob sandbox (issue 8 §8), mounted under SANDBOX_PREFIX when no PAYMOB_SECRET_KEY is
 * set: the Intention API, the hosted checkout, callbacks, inquiry, refund and void, as paymob.md
 * §2, §4, §5, §7 and §8 describe Paymob, so the real adapter runs against it over HTTP.
 */
export const paymobSandboxRoutes: FastifyPluginAsync<SandboxOptions> = async (app, { db, credentials, logger }) => {
  // Registered here, so form bodies are parsed for the hosted page only; the rest of the API takes JSON.
  await app.register(formBody);
  // The sandbox's routes are Paymob's API, not ours: kept out of our OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.setErrorHandler(errorHandler(`${app.prefix}/unifiedcheckout/assets/checkout.css`));
  app.addHook('preValidation', async (request) => {
    if (containsUnsafeText(request.query) || containsUnsafeText(request.body)) throw badRequest(UNSAFE_TEXT_MESSAGE);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));

  const callbacks = createCallbackSender({ hmacSecret: credentials.hmacSecret, logger });
  app.addHook('onClose', async () => callbacks.close());

  const deps: SandboxDeps = { db, credentials, callbacks };
  await app.register(intentionRoutes, deps);
  await app.register(checkoutRoutes, deps);
  await app.register(transactionApiRoutes, deps);
};
