import {
  adminMaterialListSchema,
  adminMaterialSchema,
  adminMaterialsQuerySchema,
  createdSchema,
  createMaterialRequestSchema,
  patchMaterialRequestSchema,
} from '@the-gate/contract/admin-catalogue';
import { errorBodySchema, idParams } from '@the-gate/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../auth/service';
import type { CatalogueActor } from './admin-materials';
import type { AdminCatalogueService } from './admin-service';

const tags = ['admin'];
const params = idParams('material id');
const failures = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The guard let a member of staff through, so the role is there; the audit log keeps the e-mail. */
const actorOf = (req: FastifyRequest): CatalogueActor => {
  const user = signedInUser(req);
  return { email: user.email, role: user.staffRole! };
};

/**
 * The back office's materials (issue 24 §2): the table, one material whatever its status, create (a
 * Draft) and change. Which fields a role may change is decided per field by `changeMaterialIn`.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ catalogue: AdminCatalogueService }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/api/admin/materials',
    {
      onRequest: app.requirePermission('catalogue.read'),
      schema: {
        tags,
        summary: 'One page of the materials, any status, searched, filtered and sorted',
        querystring: adminMaterialsQuerySchema,
        response: { 200: adminMaterialListSchema, ...failures },
      },
    },
    async (req) => catalogue.list(req.query),
  );

  app.get(
    '/api/admin/materials/:id',
    {
      onRequest: app.requirePermission('catalogue.read'),
      schema: {
        tags,
        summary: 'One material, any status, with its status and dates',
        params,
        response: { 200: adminMaterialSchema, ...failures },
      },
    },
    async (req) => catalogue.material(req.params.id),
  );

  app.post(
    '/api/admin/materials',
    {
      onRequest: app.requirePermission('catalogue.manage'),
      schema: {
        tags,
        summary: 'Create a material, as a Draft',
        body: createMaterialRequestSchema,
        response: { 201: createdSchema, ...failures },
      },
    },
    async (req, reply) => reply.code(201).send({ id: await catalogue.create(actorOf(req), req.body) }),
  );

  app.patch(
    '/api/admin/materials/:id',
    {
      onRequest: app.requirePermission('catalogue.edit'),
      schema: {
        tags,
        summary: 'Change any of the fields of a material, its status included',
        params,
        body: patchMaterialRequestSchema,
        response: { 200: adminMaterialSchema, ...failures },
      },
    },
    async (req) => catalogue.change(actorOf(req), req.params.id, req.body),
  );
};
