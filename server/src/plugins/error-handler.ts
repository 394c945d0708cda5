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
 * The one error handler: 4xx answers `{message}` in plain words; anything else is logged with
 * the request id and answered with a generic message, details hidden (backend contract §1.4).
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0]!;
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = WHERE[error.validationContext ?? ''] ?? 'value';
      // Our schemas carry complete sentences; zod's defaults need the field named.
      const text = issue.message ?? 'is not valid';
      const message = /[.!?]$/.test(text) ? text : `Invalid ${where}${field ? ` '${field}'` : ''}: ${text}.`;
      return reply.code(400).send({ message });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.code(429).send({ message: error.message });
      return reply.code(status).send({ message: PLAIN[error.code] ?? 'The request could not be understood.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      message: `Something went wrong on our side. Please try again. (Reference: ${request.id})`,
    });
  });
});
