import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { inCallersLanguage } from '../lib/caller-language';
import { HttpError } from '../lib/http-errors';
import { type SecurityHeaders, setSecurityHeaders } from './security-headers';

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
 * The one error handler: 4xx answers in plain words in the family's shape, in the caller's
 * language (issue 26 §2: `Accept-Language`, English for the back office); anything else is logged
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
      const messages = inCallersLanguage(request, reply, [
        ...new Set(firstPerField.map((issue) => validationMessage(issue, error.validationContext))),
      ]);
      // One message elsewhere (a query has one problem at a time); every problem for a form.
      const body = url.startsWith('/api/auth/') ? errorBody(url, messages) : errorBody(url, messages.slice(0, 1));
      return reply.code(400).send(body);
    }
    if (error instanceof HttpError) {
      const [message = error.message, ...errors] = inCallersLanguage(request, reply, [error.message, ...error.errors]);
      return reply.code(error.statusCode).send(errorBody(url, errors, message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? error.message : (PLAIN[error.code] ?? 'The request could not be understood.');
      return reply.code(status).send(errorBody(url, [inCallersLanguage(request, reply, message)]));
    }
    request.log.error({ err: error }, 'request failed');
    const message = `Something went wrong on our side. Please try again. (Reference: ${request.id})`;
    return reply.code(500).send(errorBody(url, [inCallersLanguage(request, reply, message)]));
  });
});

/** Fastify's answers made before routing, by code: the status and plain words, never the address itself. */
const BEFORE_ROUTING: Record<string, [status: number, message: string]> = {
  FST_ERR_BAD_URL: [400, 'This address is not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'This address is too long.'],
};
const NOT_UNDERSTOOD = 'The request could not be understood.';

/**
 * Fastify's `frameworkErrors`: a malformed URL (`/%zz`) or an over-long path parameter is answered
 * before any hook runs, so without this the answer had no security header and echoed the path
 * (issue 22 §5). It now carries the headers and says what was wrong in the family's shape.
 */
export function frameworkErrors(headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(reply.raw, headers);
    const [status, message] = BEFORE_ROUTING[error.code] ?? [400, NOT_UNDERSTOOD];
    return reply.code(status).send(errorBody(request.url, [inCallersLanguage(request, reply, message)]));
  };
}

/** Node's parser errors that have a status of their own; anything else is a 400. */
const CONNECTION_ERRORS: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser cannot read never reaches Fastify, so
 * the answer is written to the socket here, with the security headers (issue 22 §5) and a JSON
 * message of the app's shape; the connection is then closed, as Node does.
 */
export function clientErrorHandler(headers: SecurityHeaders) {
  return function onClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    this.log.trace({ err: error }, 'client error');
    if (!socket.writable) {
      socket.destroy(error);
      return;
    }
    const [status, message] = CONNECTION_ERRORS[error.code ?? ''] ?? [400, NOT_UNDERSTOOD];
    const body = JSON.stringify({ message });
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...headers.map(([name, value]) => `${name}: ${value}`),
    ];
    // Closed once written, as Node and Fastify do: a half-read request leaves nothing to continue.
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
  };
}
