import { createdSchema } from '@the-gate/contract/admin-catalogue';
import {
  adminCourseListSchema,
  adminCourseSchema,
  adminCoursesQuerySchema,
  adminLessonParams,
  createCourseRequestSchema,
  createLessonRequestSchema,
  lessonOrderRequestSchema,
  patchCourseRequestSchema,
  patchLessonRequestSchema,
} from '@the-gate/contract/admin-courses';
import { errorBodySchema, idParams } from '@the-gate/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { signedInUser } from '../auth/service';
import {
  addLessonIn,
  adminCourse,
  changeCourseIn,
  changeLessonIn,
  createCourseIn,
  deleteLessonIn,
  listAdminCourses,
  reorderLessonsIn,
} from './admin-courses';

const tags = ['admin'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const courseParams = idParams('course id');

/** The staff member making a change; the route's guard has already checked they hold a role. */
const actorOf = (req: FastifyRequest) => {
  const user = signedInUser(req);
  return { email: user.email, role: user.staffRole! };
};

/**
 * The back office's teacher courses (issue 24 §2): list, read, create a Draft, change (fields by
 * role), and the lessons: add, change, delete, reorder. Each change answers the course as it now is.
 */
export const courseAdminRoutes: FastifyPluginAsyncZod<{ db: Database; files: FileStorage }> = async (
  app,
  { db, files },
) => {
  app.get(
    '/api/admin/courses',
    {
      onRequest: app.requirePermission('catalogue.read'),
      schema: {
        tags,
        summary: 'Teacher courses of every status, searched, filtered, sorted and paged',
        querystring: adminCoursesQuerySchema,
        response: { 200: adminCourseListSchema, ...errors },
      },
    },
    async (req) => listAdminCourses(db, files, req.query),
  );

  app.get(
    '/api/admin/courses/:id',
    {
      onRequest: app.requirePermission('catalogue.read'),
      schema: {
        tags,
        summary: 'One teacher course with its status and whole lessons',
        params: courseParams,
        response: { 200: adminCourseSchema, ...errors },
      },
    },
    async (req) => adminCourse(db, files, req.params.id),
  );

  app.post(
    '/api/admin/courses',
    {
      onRequest: app.requirePermission('catalogue.manage'),
      schema: {
        tags,
        summary: 'Create a teacher course, as a Draft',
        body: createCourseRequestSchema,
        response: { 201: createdSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { email } = actorOf(req);
      const id = await db.transaction((tx) => createCourseIn(tx, email, req.body));
      return reply.code(201).send({ id });
    },
  );

  app.patch(
    '/api/admin/courses/:id',
    {
      onRequest: app.requirePermission('catalogue.edit'),
      schema: {
        tags,
        summary: "Change any of a course's fields; price and status need a manager",
        params: courseParams,
        body: patchCourseRequestSchema,
        response: { 200: adminCourseSchema, ...errors },
      },
    },
    async (req) => {
      await db.transaction((tx) => changeCourseIn(tx, actorOf(req), req.params.id, req.body));
      return adminCourse(db, files, req.params.id);
    },
  );

  app.post(
    '/api/admin/courses/:id/lessons',
    {
      onRequest: app.requirePermission('catalogue.edit'),
      schema: {
        tags,
        summary: 'Add a lesson after the last one; its HTML is sanitised',
        params: courseParams,
        body: createLessonRequestSchema,
        response: { 201: createdSchema, ...errors },
      },
    },
    async (req, reply) => {
      const id = await db.transaction((tx) => addLessonIn(tx, actorOf(req), req.params.id, req.body));
      return reply.code(201).send({ id });
    },
  );

  // Before `/lessons/:lessonId`, so "order" is never read as a lesson id.
  app.put(
    '/api/admin/courses/:id/lessons/order',
    {
      onRequest: app.requirePermission('catalogue.edit'),
      schema: {
        tags,
        summary: "Put the course's lessons in a new order (every lesson, each once)",
        params: courseParams,
        body: lessonOrderRequestSchema,
        response: { 200: adminCourseSchema, ...errors },
      },
    },
    async (req) => {
      const { email } = actorOf(req);
      await db.transaction((tx) => reorderLessonsIn(tx, email, req.params.id, req.body.lessonIds));
      return adminCourse(db, files, req.params.id);
    },
  );

  app.patch(
    '/api/admin/courses/:id/lessons/:lessonId',
    {
      onRequest: app.requirePermission('catalogue.edit'),
      schema: {
        tags,
        summary: "Change a lesson's texts or published flag; its HTML is sanitised",
        params: adminLessonParams,
        body: patchLessonRequestSchema,
        response: { 200: adminCourseSchema, ...errors },
      },
    },
    async (req) => {
      const { id, lessonId } = req.params;
      await db.transaction((tx) => changeLessonIn(tx, actorOf(req), id, lessonId, req.body));
      return adminCourse(db, files, id);
    },
  );

  app.delete(
    '/api/admin/courses/:id/lessons/:lessonId',
    {
      onRequest: app.requirePermission('catalogue.manage'),
      schema: {
        tags,
        summary: "Delete a lesson with its learners' progress",
        params: adminLessonParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const { email } = actorOf(req);
      await db.transaction((tx) => deleteLessonIn(tx, email, req.params.id, req.params.lessonId));
      return reply.code(204).send(null);
    },
  );
};
