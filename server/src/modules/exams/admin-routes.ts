import { createdSchema } from '@the-gate/contract/admin-catalogue';
import {
  adminExamListSchema,
  adminExamSchema,
  adminExamsQuerySchema,
  createExamRequestSchema,
  patchExamRequestSchema,
} from '@the-gate/contract/admin-exams';
import { errorBodySchema, idParams } from '@the-gate/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { signedInUser } from '../auth/service';
import { adminExam, changeExamIn, createExamIn, inExamTransaction, listAdminExams } from './admin-exams';

const tags = ['admin'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The staff member making a change; the route's guard has already checked they hold a role. */
const actorOf = (req: FastifyRequest) => {
  const user = signedInUser(req);
  return { email: user.email, role: user.staffRole! };
};

/** The back office's exams (issue 24 §2): list, read, create a Draft, change (fields by role). */
export const examAdminRoutes: FastifyPluginAsyncZod<{ db: Database; files: FileStorage }> = async (
  app,
  { db, files },
) => {
  app.get(
    '/api/admin/exams',
    {
      onRequest: app.requirePermission('catalogue.read'),
      schema: {
        tags,
        summary: 'Exams of every status, searched, filtered, sorted and paged',
        querystring: adminExamsQuerySchema,
        response: { 200: adminExamListSchema, ...errors },
      },
    },
    async (req) => listAdminExams(db, files, req.query),
  );

  app.get(
    '/api/admin/exams/:id',
    {
      onRequest: app.requirePermission('catalogue.read'),
      schema: {
        tags,
        summary: 'One exam with its status and paper',
        params: idParams('exam id'),
        response: { 200: adminExamSchema, ...errors },
      },
    },
    async (req) => adminExam(db, files, req.params.id),
  );

  app.post(
    '/api/admin/exams',
    {
      onRequest: app.requirePermission('catalogue.manage'),
      schema: {
        tags,
        summary: 'Create an exam, as a Draft',
        body: createExamRequestSchema,
        response: { 201: createdSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { email } = actorOf(req);
      const id = await inExamTransaction(db, (tx) => createExamIn(tx, email, req.body));
      return reply.code(201).send({ id });
    },
  );

  app.patch(
    '/api/admin/exams/:id',
    {
      onRequest: app.requirePermission('catalogue.edit'),
      schema: {
        tags,
        summary: "Change any of an exam's fields; price, paper and status need a manager",
        params: idParams('exam id'),
        body: patchExamRequestSchema,
        response: { 200: adminExamSchema, ...errors },
      },
    },
    async (req) => {
      await inExamTransaction(db, (tx) => changeExamIn(tx, actorOf(req), req.params.id, req.body));
      return adminExam(db, files, req.params.id);
    },
  );
};
