import {
  categoriesByParentQuerySchema,
  categoriesHierarchyQuerySchema,
  categoryNodeSchema,
  categorySchema,
  materialGroupQuerySchema,
  materialGroupSchema,
  materialGroupsQuerySchema,
  materialSchema,
  materialsQuerySchema,
  materialTypeSchema,
  POPULAR_MATERIALS_LIMIT,
  packagesQuerySchema,
  popularMaterialsQuerySchema,
  tagSchema,
  tagsQuerySchema,
} from '@the-gate/contract/catalogue';
import { materialSearchQuerySchema, materialSearchResultSchema } from '@the-gate/contract/catalogue-search';
import { errorBodySchema, idParams } from '@the-gate/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '../../lib/cached-reply';
import type { ResponseCache } from '../../lib/response-cache';
import type { CatalogueService, OwnedMaterials } from './service';

type Options = {
  catalogue: CatalogueService;
  cache: ResponseCache;
  /** Which materials a user owns (the library module), for the file links of owners. */
  ownedBy: (userId: string) => OwnedMaterials;
};

/** Answers owners are their own: never cached, here or in a browser's shared cache. */
const PRIVATE = 'private, no-store';

const errors = { 400: errorBodySchema, 404: errorBodySchema };
const tags = ['catalogue'];

/** Catalogue reads, backend contract §3.9–3.16. Lists are bare arrays (§1.2). */
export const catalogueRoutes: FastifyPluginAsyncZod<Options> = async (app, { catalogue, cache, ownedBy }) => {
  app.get(
    '/api/materials',
    {
      schema: {
        tags,
        summary: 'All materials matching the filters, unpaged (the web app searches and filters them)',
        querystring: materialsQuerySchema,
        response: { 200: z.array(materialSchema), ...errors },
      },
    },
    (req, reply) => sendCachedJson(req, reply, cache, () => catalogue.listMaterials(req.query)),
  );

  app.get(
    '/api/materials/popular',
    {
      schema: {
        tags,
        summary: 'The most downloaded standalone materials, most downloaded first',
        querystring: popularMaterialsQuerySchema,
        response: { 200: z.array(materialSchema), ...errors },
      },
    },
    (req, reply) =>
      sendCachedJson(req, reply, cache, () =>
        catalogue.popularMaterials(req.query.limit ?? POPULAR_MATERIALS_LIMIT.default),
      ),
  );

  app.get(
    '/api/materials/search',
    {
      schema: {
        tags,
        summary: 'One page of the standalone materials matching the search and filters, with facet counts',
        querystring: materialSearchQuerySchema,
        response: { 200: materialSearchResultSchema, ...errors },
      },
    },
    (req, reply) => sendCachedJson(req, reply, cache, () => catalogue.searchMaterials(req.query)),
  );

  app.get(
    '/api/materials/:id',
    {
      schema: {
        tags,
        summary: 'One material; with the bearer token of its owner, a paid one carries a signed file URL',
        params: idParams('material id'),
        response: { 200: materialSchema, ...errors },
      },
    },
    async (req, reply) => {
      const viewer = await app.viewerOf(req);
      if (!viewer) return sendCachedJson(req, reply, cache, () => catalogue.getMaterial(req.params.id));
      reply.header('cache-control', PRIVATE);
      return catalogue.getMaterial(req.params.id, ownedBy(viewer.id));
    },
  );

  app.get(
    '/api/material-types',
    { schema: { tags, summary: 'Material types', response: { 200: z.array(materialTypeSchema) } } },
    (req, reply) => sendCachedJson(req, reply, cache, () => catalogue.listMaterialTypes()),
  );

  app.get(
    '/api/material-types/:id',
    {
      schema: {
        tags,
        summary: 'One material type',
        params: idParams('material type id'),
        response: { 200: materialTypeSchema, ...errors },
      },
    },
    (req, reply) => sendCachedJson(req, reply, cache, () => catalogue.getMaterialType(req.params.id)),
  );

  app.get(
    '/api/material-groups',
    {
      schema: {
        tags,
        summary: 'Digital books, packages and year groups',
        querystring: materialGroupsQuerySchema,
        response: { 200: z.array(materialGroupSchema), ...errors },
      },
    },
    (req, reply) => sendCachedJson(req, reply, cache, () => catalogue.listGroups(req.query)),
  );

  app.get(
    '/api/material-groups/:id',
    {
      schema: {
        tags,
        summary: 'One material group; an owned book carries a signed downloadUrl for its owner',
        params: idParams('material group id'),
        querystring: materialGroupQuerySchema,
        response: { 200: materialGroupSchema, ...errors },
      },
    },
    async (req, reply) => {
      const viewer = await app.viewerOf(req);
      if (!viewer) return sendCachedJson(req, reply, cache, () => catalogue.getGroup(req.params.id, req.query));
      reply.header('cache-control', PRIVATE);
      return catalogue.getGroup(req.params.id, req.query, ownedBy(viewer.id));
    },
  );

  app.get(
    '/api/packages',
    {
      schema: {
        tags,
        summary: 'Year packages, by year and then tier',
        querystring: packagesQuerySchema,
        response: { 200: z.array(materialGroupSchema), ...errors },
      },
    },
    (req, reply) => sendCachedJson(req, reply, cache, () => catalogue.listPackages(req.query.year)),
  );

  app.get(
    '/api/tags',
    {
      schema: {
        tags,
        summary: 'Tags whose key or value contains the search term, ignoring case',
        querystring: tagsQuerySchema,
        response: { 200: z.array(tagSchema), ...errors },
      },
    },
    (req, reply) => sendCachedJson(req, reply, cache, () => catalogue.listTags(req.query.searchTerm)),
  );

  app.get(
    '/api/categories/byparent',
    {
      schema: {
        tags,
        summary: 'The children of a category, or the top level without parentId',
        querystring: categoriesByParentQuerySchema,
        response: { 200: z.array(categorySchema), ...errors },
      },
    },
    (req, reply) =>
      sendCachedJson(req, reply, cache, () =>
        catalogue.categoriesByParent(req.query.parentId, req.query.includeInactive ?? false),
      ),
  );

  app.get(
    '/api/categories/hierarchy',
    {
      schema: {
        tags,
        summary: 'Root categories with their children, recursively',
        querystring: categoriesHierarchyQuerySchema,
        response: { 200: z.array(categoryNodeSchema), ...errors },
      },
    },
    (req, reply) =>
      sendCachedJson(req, reply, cache, () => catalogue.categoryHierarchy(req.query.includeInactive ?? false)),
  );
};
