import { createdSchema } from '@the-gate/contract/admin-catalogue';
import {
  adminCategoryListSchema,
  adminMaterialTypeListSchema,
  adminTagListSchema,
  adminTagsQuerySchema,
  createCategoryRequestSchema,
  createMaterialTypeRequestSchema,
  patchCategoryRequestSchema,
  patchedTagSchema,
  patchMaterialTypeRequestSchema,
  patchTagRequestSchema,
} from '@the-gate/contract/admin-taxonomies';
import { errorBodySchema, idParams } from '@the-gate/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { signedInUser } from '../auth/service';
import { changeCategory, createCategory, deleteCategory, listCategories } from './admin-categories';
import { changeMaterialType, createMaterialType, deleteMaterialType, listMaterialTypes } from './admin-material-types';
import type { CatalogueActor } from './admin-materials';
import { deleteTag, listTags, renameTag } from './admin-tags';

const tags = ['admin'];
const failures = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

function actorOf(req: FastifyRequest): CatalogueActor {
  const user = signedInUser(req);
  // requirePermission let the request in, so the account holds a staff role.
  if (!user.staffRole) throw new HttpError(403, 'Only staff can change the catalogue.');
  return { email: user.email, role: user.staffRole };
}

/**
 * The back office's taxonomies (issue 24 §2): material types, categories, tags. Who may do what
 * (issue 24 §1, contract/src/staff-rules.ts, no new permission):
 * - reading any of them: catalogue.read;
 * - renaming and describing (texts): catalogue.edit, editors too; a category's slug, parent and
 *   visibility are checked field by field inside (admin-categories.ts categoryFieldPermission);
 * - creating and deleting a type or category, deleting a tag, and a tag rename that merges two tags
 *   (it removes one for good): catalogue.manage, as creating items is.
 */
export const taxonomyAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // ---- material types ----
  app.get(
    '/api/admin/material-types',
    {
      onRequest: app.requirePermission('catalogue.read'),
      schema: {
        tags,
        summary: 'Every material type with how many materials are of it',
        response: { 200: adminMaterialTypeListSchema },
      },
    },
    async () => listMaterialTypes(db),
  );

  app.post(
    '/api/admin/material-types',
    {
      onRequest: app.requirePermission('catalogue.manage'),
      schema: {
        tags,
        summary: 'Create a material type (its name unique, ignoring case)',
        body: createMaterialTypeRequestSchema,
        response: { 201: createdSchema, ...failures },
      },
    },
    async (req, reply) => {
      const id = await createMaterialType(db, actorOf(req).email, req.body);
      return reply.code(201).send({ id });
    },
  );

  app.patch(
    '/api/admin/material-types/:id',
    {
      onRequest: app.requirePermission('catalogue.edit'),
      schema: {
        tags,
        summary: 'Rename a material type or change its description',
        params: idParams('material type id'),
        body: patchMaterialTypeRequestSchema,
        response: { 204: z.null(), ...failures },
      },
    },
    async (req, reply) => {
      await changeMaterialType(db, actorOf(req).email, req.params.id, req.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/admin/material-types/:id',
    {
      onRequest: app.requirePermission('catalogue.manage'),
      schema: {
        tags,
        summary: 'Delete a material type no material is of',
        params: idParams('material type id'),
        response: { 204: z.null(), ...failures },
      },
    },
    async (req, reply) => {
      await deleteMaterialType(db, actorOf(req).email, req.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- categories ----
  app.get(
    '/api/admin/categories',
    {
      onRequest: app.requirePermission('catalogue.read'),
      schema: {
        tags,
        summary: 'Every category, active or not, flat with its parentId, with what uses it',
        response: { 200: adminCategoryListSchema },
      },
    },
    async () => listCategories(db),
  );

  app.post(
    '/api/admin/categories',
    {
      onRequest: app.requirePermission('catalogue.manage'),
      schema: {
        tags,
        summary: 'Create a category (its slug unique)',
        body: createCategoryRequestSchema,
        response: { 201: createdSchema, ...failures },
      },
    },
    async (req, reply) => {
      const id = await createCategory(db, actorOf(req).email, req.body);
      return reply.code(201).send({ id });
    },
  );

  app.patch(
    '/api/admin/categories/:id',
    {
      onRequest: app.requirePermission('catalogue.edit'),
      schema: {
        tags,
        summary: 'Change a category; slug and parent need catalogue.manage, showing or hiding it catalogue.publish',
        params: idParams('category id'),
        body: patchCategoryRequestSchema,
        response: { 204: z.null(), ...failures },
      },
    },
    async (req, reply) => {
      await changeCategory(db, actorOf(req), req.params.id, req.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      onRequest: app.requirePermission('catalogue.manage'),
      schema: {
        tags,
        summary: 'Delete a category no material, package, book or subcategory uses',
        params: idParams('category id'),
        response: { 204: z.null(), ...failures },
      },
    },
    async (req, reply) => {
      await deleteCategory(db, actorOf(req).email, req.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- tags ----
  app.get(
    '/api/admin/tags',
    {
      onRequest: app.requirePermission('catalogue.read'),
      schema: {
        tags,
        summary: 'The tags of a key (levels, Sub-strand, …) or all, with how many items carry each',
        querystring: adminTagsQuerySchema,
        response: { 200: adminTagListSchema, 400: errorBodySchema },
      },
    },
    async (req) => listTags(db, req.query),
  );

  app.patch(
    '/api/admin/tags/:id',
    {
      onRequest: app.requirePermission('catalogue.edit'),
      schema: {
        tags,
        summary: 'Rename a tag value everywhere it is used, merging into an existing tag of the same key',
        params: idParams('tag id'),
        body: patchTagRequestSchema,
        response: { 200: patchedTagSchema, ...failures },
      },
    },
    async (req) => renameTag(db, actorOf(req), req.params.id, req.body.value),
  );

  app.delete(
    '/api/admin/tags/:id',
    {
      onRequest: app.requirePermission('catalogue.manage'),
      schema: {
        tags,
        summary: 'Delete a tag no material, package or book carries',
        params: idParams('tag id'),
        response: { 204: z.null(), ...failures },
      },
    },
    async (req, reply) => {
      await deleteTag(db, actorOf(req).email, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
