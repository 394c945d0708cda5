import { errorBodySchema } from '@the-gate/contract/common';
import { INVITATIONS_PER_HOUR, LICENCE_MESSAGES } from '@the-gate/contract/licence-rules';
import {
  acceptInvitationResponseSchema,
  invitationParams,
  invitationsResponseSchema,
  inviteSeatRequestSchema,
  inviteSeatResponseSchema,
  licenceParams,
  licencesResponseSchema,
  seatParams,
} from '@the-gate/contract/licences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAccountLimit } from '../../lib/rate-limits';
import { signedInUser } from '../auth/service';
import type { LicencesService } from './service';

const tags = ['licences'];
const PRIVATE = 'private, no-store';
const failures = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;
const mailLimit = perAccountLimit(INVITATIONS_PER_HOUR, LICENCE_MESSAGES.tooManyInvitations);
const messageSchema = z.object({ message: z.string() });

/** My Licences and invitations (issue 27 §3): every route is the signed-in caller's own. */
export const licenceRoutes: FastifyPluginAsyncZod<{ licences: LicencesService }> = async (app, { licences }) => {
  app.get(
    '/api/licences',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Your licences: seats bought, used, and who holds them',
        response: { 200: licencesResponseSchema, ...failures(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return licences.list(signedInUser(req).id);
    },
  );

  app.get(
    '/api/licences/invitations',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Seats offered to your e-mail address, not yet accepted',
        response: { 200: invitationsResponseSchema, ...failures(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return licences.invitations(signedInUser(req));
    },
  );

  app.post(
    '/api/licences/:id/seats',
    {
      preHandler: app.requireUser,
      config: mailLimit,
      schema: {
        tags,
        summary: 'Invites someone by e-mail to a free seat of your licence',
        params: licenceParams,
        body: inviteSeatRequestSchema,
        response: { 201: inviteSeatResponseSchema, ...failures(400, 401, 404, 409, 410, 429) },
      },
    },
    async (req, reply) => {
      const created = await licences.invite(signedInUser(req).id, req.params.id, req.body.email);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/licences/:id/seats/:seatId/resend',
    {
      preHandler: app.requireUser,
      config: mailLimit,
      schema: {
        tags,
        summary: 'Sends an invitation not yet accepted again',
        params: seatParams,
        response: { 200: messageSchema, ...failures(400, 401, 404, 409, 410, 429) },
      },
    },
    async (req) => {
      await licences.resend(signedInUser(req).id, req.params.id, req.params.seatId);
      return { message: LICENCE_MESSAGES.invited };
    },
  );

  app.delete(
    '/api/licences/:id/seats/:seatId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Frees a seat and takes its holder's access back (never your own seat)",
        params: seatParams,
        response: { 204: z.null(), ...failures(400, 401, 404, 409, 410) },
      },
    },
    async (req, reply) => {
      await licences.remove(signedInUser(req).id, req.params.id, req.params.seatId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/licences/invitations/:seatId/accept',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Accepts a seat offered to your e-mail address: the item joins your library or courses',
        params: invitationParams,
        response: { 200: acceptInvitationResponseSchema, ...failures(400, 401, 403, 404) },
      },
    },
    (req) => licences.accept(signedInUser(req), req.params.seatId),
  );
};
