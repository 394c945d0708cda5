import { createdSchema } from '@the-gate/contract/admin-catalogue';
import {
  adminGroupListSchema,
  adminGroupSchema,
  adminGroupsQuerySchema,
  createGroupRequestSchema,
  patchGroupRequestSchema,
} from '@the-gate/contract/admin-groups';
import { errorBodySchema, idParams } from '@the-gate/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { signedInUser } from '../auth/service';
import { getAdminGroup, listAdminGroups } from './admin-group-reads';
import { changeGroupIn, createGroupIn } from './admin-groups';

const tags = ['admin'];
const failure = errorBodySchema;
const params = idParams('package or book id');

const actorOf = (req: FastifyRequest) => {
  const user = signedInUser(req);
  return { email: user.email, role: user.staffRole! };
};

/**
 * The back office's packages, digital books and collections (issue 24 §2). One resource, `groups`,
 * as the shop has one (`/api/material-groups`) and tells the kinds apart by tags and category; the
 * list filters by `kind`. Reading is catalogue.read, creating catalogue.manage, changing
 * catalogue.edit with the field rights of admin-groups.ts.
 */
export const adminGroupRoutes: FastifyPluginAsyncZod<{ db: Database; files: FileStorage }> = async (
  app,
  { db, files },
) => {
  app.get(
    '/api/admin/groups',
    {
      onRequest: app.requirePermission('catalogue.read'),
      schema: {
        tags,
        summary: 'One page of the packages, books and collections, whatever their status',
        querystring: adminGroupsQuerySchema,
        response: { 200: adminGroupListSchema, 400: failure },
      },
    },
    async (req) => listAdminGroups(db, files, req.query),
  );

  app.get(
    '/api/admin/groups/:id',
    {
      onRequest: app.requirePermission('catalogue.read'),
      schema: {
        tags,
        summary: 'One package, book or collection with its ordered contents',
        params,
        response: { 200: adminGroupSchema, 400: failure, 404: failure },
      },
    },
    async (req) => getAdminGroup(db, files, req.params.id),
  );

  app.post(
    '/api/admin/groups',
    {
      onRequest: app.requirePermission('catalogue.manage'),
      schema: {
        tags,
        summary: 'Create a package, book or collection (a Draft)',
        body: createGroupRequestSchema,
        response: { 201: createdSchema, 400: failure },
      },
    },
    async (req, reply) => {
      const actor = signedInUser(req).email;
      const id = await db.transaction((tx) => createGroupIn(tx, actor, req.body));
      return reply.code(201).send({ id });
    },
  );

  app.patch(
    '/api/admin/groups/:id',
    {
      onRequest: app.requirePermission('catalogue.edit'),
      schema: {
        tags,
        summary: 'Change a package, book or collection: any of its fields, its contents, its status',
        params,
        body: patchGroupRequestSchema,
        response: { 200: adminGroupSchema, 400: failure, 403: failure, 404: failure, 409: failure },
      },
    },
    async (req) => {
      await db.transaction((tx) => changeGroupIn(tx, actorOf(req), req.params.id, req.body));
      return getAdminGroup(db, files, req.params.id);
    },
  );
};
