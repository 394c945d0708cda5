import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';

const WHERE: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'request body field',
  headers: 'header',
};

/** Fastify's own 4xx errors, in plain words. */
const PLAIN: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported. Send JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/**
 * The error body of the route's family (backend contract §1.4): /api/auth answers
 * `{succeeded: false, errors, message}`, /api/payments `{success: false, message}`, the rest `{message}`.
 */
export function errorBody(
  url: string,
  messages: string[],
  message = messages[0] ?? 'The request could not be understood.',
) {
  if (url.startsWith('/api/auth/')) return { succeeded: false, errors: messages, message };
  if (url.startsWith('/api/payments/')) return { success: false, message };
  return { message };
}

/** Our schemas carry complete sentences; zod's own defaults need the field named. */
function validationMessage(issue: { instancePath: string; message?: string }, context: string | undefined) {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = WHERE[context ?? ''] ?? 'value';
  const text = issue.message ?? 'is not valid';
  return /[.!?]$/.test(text) || /^(Please|You must|Password)/.test(text) || / is required$/.test(text)
    ? text
    : `Invalid ${where}${field ? ` '${field}'` : ''}: ${text}.`;
}

/**
 * The one error handler: 4xx answers in plain words in the family's shape; anything else is logged
 * with the request id and answered with a generic message, details hidden (backend contract §1.4).
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const url = request.url;
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first problem of each field, as the form reports them (A§5): an empty username is
      // "Please enter your username", not also "Username can use letters...".
      const firstPerField = error.validation.filter(
        (issue, index, all) => all.findIndex((other) => other.instancePath === issue.instancePath) === index,
      );
      const messages = [...new Set(firstPerField.map((issue) => validationMessage(issue, error.validationContext)))];
      // One message elsewhere (a query has one problem at a time); every problem for a form.
      const body = url.startsWith('/api/auth/') ? errorBody(url, messages) : errorBody(url, messages.slice(0, 1));
      return reply.code(400).send(body);
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(url, error.errors, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? error.message : (PLAIN[error.code] ?? 'The request could not be understood.');
      return reply.code(status).send(errorBody(url, [message]));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send(errorBody(url, [`Something went wrong on our side. Please try again. (Reference: ${request.id})`]));
  });
});
