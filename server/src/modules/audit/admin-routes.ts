import { auditPageSchema } from '@the-gate/contract/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditService } from './service';

const tags = ['admin'];

const auditQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1.' })
    .int({ error: 'page must be a whole number from 1.' })
    .min(1, { error: 'page must be a whole number from 1.' })
    .max(1_000_000, { error: 'page must be at most 1000000.' })
    .default(1),
});

/** The audit log, newest first, 50 a page (issue 24 §5); owners only. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/api/admin/audit',
    {
      onRequest: app.requirePermission('audit.read'),
      schema: {
        tags,
        summary: 'The audit log, newest first, 50 entries a page',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (req) => audit.page(req.query.page),
  );
};
