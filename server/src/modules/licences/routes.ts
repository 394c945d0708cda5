import { errorBodySchema } from '@the-gate/contract/common';
import { INVITATIONS_PER_HOUR, LICENCE_MESSAGES } from '@the-gate/contract/licence-rules';
import {
  acceptInvitationResponseSchema,
  giveGroupSeatsRequestSchema,
  giveGroupSeatsResponseSchema,
  groupMemberParams,
  groupMembersRequestSchema,
  groupParams,
  groupRequestSchema,
  groupSchema,
  groupsResponseSchema,
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
import type { LicenceGroups } from './groups';
import type { LicencesService } from './service';

const tags = ['licences'];
const PRIVATE = 'private, no-store';
const failures = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;
const mailLimit = perAccountLimit(INVITATIONS_PER_HOUR, LICENCE_MESSAGES.tooManyInvitations);
const messageSchema = z.object({ message: z.string() });

/** My Licences and invitations (issue 27 §3): every route is the signed-in caller's own. */
export const licenceRoutes: FastifyPluginAsyncZod<{ licences: LicencesService; groups: LicenceGroups }> = async (
  app,
  { licences, groups },
) => {
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

  app.get(
    '/api/licences/groups',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Your groups, their members and the licences they were given',
        response: { 200: groupsResponseSchema, ...failures(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return groups.list(signedInUser(req).id);
    },
  );

  app.post(
    '/api/licences/groups',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Names a group of people by e-mail ("Year 6 teachers")',
        body: groupRequestSchema,
        response: { 201: groupSchema, ...failures(400, 401, 409) },
      },
    },
    async (req, reply) => reply.code(201).send(await groups.create(signedInUser(req).id, req.body)),
  );

  app.post(
    '/api/licences/groups/:id/members',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Adds members to your group',
        params: groupParams,
        body: groupMembersRequestSchema,
        response: { 200: groupSchema, ...failures(400, 401, 404) },
      },
    },
    (req) => groups.addMembers(signedInUser(req).id, req.params.id, req.body.members),
  );

  app.delete(
    '/api/licences/groups/:id/members/:email',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Takes a member out of your group (seats already given stay)',
        params: groupMemberParams,
        response: { 200: groupSchema, ...failures(400, 401, 404) },
      },
    },
    (req) => groups.removeMember(signedInUser(req).id, req.params.id, req.params.email),
  );

  app.delete(
    '/api/licences/groups/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Deletes your group (seats already given stay)',
        params: groupParams,
        response: { 204: z.null(), ...failures(400, 401, 404) },
      },
    },
    async (req, reply) => {
      await groups.remove(signedInUser(req).id, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/licences/groups/:id/seats',
    {
      preHandler: app.requireUser,
      config: mailLimit,
      schema: {
        tags,
        summary: 'Gives every member of your group a seat of one of your licences, in one step',
        params: groupParams,
        body: giveGroupSeatsRequestSchema,
        response: { 200: giveGroupSeatsResponseSchema, ...failures(400, 401, 404, 409, 410, 429) },
      },
    },
    (req) => groups.giveSeats(signedInUser(req).id, req.params.id, req.body.licenceId),
  );
};
