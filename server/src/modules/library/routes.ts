import { errorBodySchema, idParams } from '@the-gate/contract/common';
import {
  appConfigSchema,
  favoriteRequestSchema,
  favoriteResponseSchema,
  libraryMaterialSchema,
  ownedItemsSchema,
  readerMaterialSchema,
} from '@the-gate/contract/library';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '../../lib/file-storage';
import type { PaidFiles } from '../../lib/stamping/paid-files';
import { signedInUser } from '../auth/service';
import type { CatalogueService } from '../catalogue/service';
import { libraryFileRoutes } from './file-routes';
import type { OwnedItemsRead } from './owned-items';
import type { LibraryService } from './service';

type Options = {
  library: LibraryService;
  catalogue: CatalogueService;
  files: FileStorage;
  paidFiles: PaidFiles;
  readerUrl: string;
  ownedItems: OwnedItemsRead;
};

const tags = ['library'];
/** The library is the caller's own: never kept by a shared cache. */
const PRIVATE = 'private, no-store';
const failures = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;

/** The signed-in library (contract §3.5; issue 9 §1–§5) and the files it links to. */
export const libraryRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { library, catalogue, files, paidFiles, readerUrl, ownedItems },
) => {
  await app.register(libraryFileRoutes, { library, catalogue, files, paidFiles });

  app.get(
    '/api/library/owned',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'What the signed-in user already owns: materials, whole books and packages, courses and exams',
        response: { 200: ownedItemsSchema, ...failures(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return ownedItems(signedInUser(req).id);
    },
  );

  app.get(
    '/api/materials/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's materials, newest first, with signed file links (a bare array)",
        response: { 200: z.array(libraryMaterialSchema), ...failures(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return library.listMine(signedInUser(req).id);
    },
  );

  app.put(
    '/api/materials/:id/favorite',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Marks or unmarks a material of your library as a favourite',
        params: idParams('material id'),
        body: favoriteRequestSchema,
        response: { 200: favoriteResponseSchema, ...failures(400, 401, 404) },
      },
    },
    (req) => library.setFavorite(signedInUser(req).id, req.params.id, req.body.isFavorite),
  );

  app.get(
    '/api/materials/:id/reader',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'What the reader opens: the material with a signed link to its file, for its owner',
        params: idParams('material id'),
        response: { 200: readerMaterialSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return library.openInReader(signedInUser(req).id, req.params.id);
    },
  );

  app.get(
    '/api/app-config',
    {
      schema: {
        tags: ['app'],
        summary: 'Settings the web app reads at run time, such as where the reader lives',
        response: { 200: appConfigSchema },
      },
    },
    // Short-lived in caches: a changed READER_URL reaches browsers within minutes of a restart.
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { readerUrl };
    },
  );
};
