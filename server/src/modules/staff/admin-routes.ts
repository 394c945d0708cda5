import { putStaffRequestSchema, staffListSchema, staffMemberSchema } from '@the-gate/contract/staff';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../auth/service';
import type { StaffService } from './service';

const tags = ['admin'];
const actorOf = (req: FastifyRequest) => {
  const user = signedInUser(req);
  return { email: user.email, userId: user.id };
};
const failure = z.object({ message: z.string() });

/** Owners add, change and remove staff (issue 24 §1); every change is audited with the owner's e-mail. */
export const staffAdminRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  app.get(
    '/api/admin/staff',
    {
      onRequest: app.requirePermission('staff.manage'),
      schema: { tags, summary: 'Every account holding a staff role', response: { 200: staffListSchema } },
    },
    async () => staff.list(),
  );

  app.put(
    '/api/admin/staff',
    {
      onRequest: app.requirePermission('staff.manage'),
      schema: {
        tags,
        summary: 'Give an existing account a staff role',
        body: putStaffRequestSchema,
        response: { 200: staffMemberSchema, 400: failure, 403: failure, 404: failure, 409: failure },
      },
    },
    async (req) => staff.setRole(actorOf(req), req.body.email, req.body.role),
  );

  app.delete(
    '/api/admin/staff/:userId',
    {
      onRequest: app.requirePermission('staff.manage'),
      schema: {
        tags,
        summary: "Take an account's staff role away",
        params: z.object({ userId: z.string() }),
        response: { 204: z.null(), 403: failure, 404: failure, 409: failure },
      },
    },
    async (req, reply) => {
      await staff.removeRole(actorOf(req), { userId: req.params.userId });
      return reply.code(204).send(null);
    },
  );
};
