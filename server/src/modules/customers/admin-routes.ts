import {
  adminCustomersQuerySchema,
  customerDetailSchema,
  customerListSchema,
  customerParamsSchema,
  customerRowSchema,
  grantParamsSchema,
  grantRequestSchema,
  staffGrantSchema,
} from '@the-gate/contract/admin-customers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../auth/service';
import type { CustomersAdminService } from './admin-service';

const tags = ['admin'];
const failure = z.object({ message: z.string() });
const actorOf = (req: FastifyRequest) => {
  const user = signedInUser(req);
  return { email: user.email, userId: user.id };
};

/**
 * The back office's customers (issue 25 §3): staff who may read customers search them and open their
 * page; managers and owners grant and revoke items, end sessions and disable accounts, each audited.
 */
export const customersAdminRoutes: FastifyPluginAsyncZod<{ customers: CustomersAdminService }> = async (
  app,
  { customers },
) => {
  app.get(
    '/api/admin/customers',
    {
      onRequest: app.requirePermission('customers.read'),
      schema: {
        tags,
        summary: 'Customers matching a name, an e-mail or a phone number, newest first',
        querystring: adminCustomersQuerySchema,
        response: { 200: customerListSchema, 400: failure },
      },
    },
    async (req) => customers.list(req.query),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      onRequest: app.requirePermission('customers.read'),
      schema: {
        tags,
        summary: "A customer's profile, payments, library, courses, sessions and grants",
        params: customerParamsSchema,
        response: { 200: customerDetailSchema, 404: failure },
      },
    },
    async (req) => customers.detail(req.params.id),
  );

  app.post(
    '/api/admin/customers/:id/grants',
    {
      onRequest: app.requirePermission('customers.manage'),
      schema: {
        tags,
        summary: 'Give the customer an item without payment, with a reason',
        params: customerParamsSchema,
        body: grantRequestSchema,
        response: { 201: staffGrantSchema, 400: failure, 404: failure },
      },
    },
    async (req, reply) => reply.code(201).send(await customers.grant(actorOf(req), req.params.id, req.body)),
  );

  app.delete(
    '/api/admin/customers/:id/grants/:grantId',
    {
      onRequest: app.requirePermission('customers.manage'),
      schema: {
        tags,
        summary: 'Revoke a grant: its items go unless a payment or another grant also gives them',
        params: grantParamsSchema,
        response: { 204: z.null(), 400: failure, 404: failure, 409: failure },
      },
    },
    async (req, reply) => {
      await customers.revokeGrant(actorOf(req), req.params.id, req.params.grantId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/customers/:id/sign-out',
    {
      onRequest: app.requirePermission('customers.manage'),
      schema: {
        tags,
        summary: 'End every session of the customer at once',
        params: customerParamsSchema,
        response: { 204: z.null(), 404: failure },
      },
    },
    async (req, reply) => {
      await customers.signOut(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const [action, isActive] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(
      `/api/admin/customers/:id/${action}`,
      {
        onRequest: app.requirePermission('customers.manage'),
        schema: {
          tags,
          summary: isActive
            ? 'Re-enable a disabled account'
            : 'Disable the account: no sign-in, no purchase, every session ended; its data stays',
          params: customerParamsSchema,
          response: { 200: customerRowSchema, 404: failure, 409: failure },
        },
      },
      async (req) => customers.setActive(actorOf(req), req.params.id, isActive),
    );
  }
};
