import { errorBodySchema, idString } from '@the-gate/contract/common';
import {
  assignedCourseSchema,
  assignedCoursesQuerySchema,
  assignedCoursesResponseSchema,
  courseParams,
  lessonParams,
  lessonProgressRequestSchema,
  lessonProgressResponseSchema,
  lessonsQuerySchema,
  lessonsResponseSchema,
} from '@the-gate/contract/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '../../lib/file-storage';
import { privateFile, sendFile, signedQuery } from '../../lib/signed-files';
import type { PaidFiles } from '../../lib/stamping/paid-files';
import { signedInUser } from '../auth/service';
import type { CoursesService } from './service';

type Options = { courses: CoursesService; files: FileStorage; paidFiles: PaidFiles };

const tags = ['courses'];
/** Answers that depend on who asks are never kept by a shared cache. */
const PRIVATE = 'private, no-store';
const failures = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;

const documentParams = z.strictObject({
  courseId: idString('course id'),
  lessonId: idString('lesson id'),
  userId: z.uuid({ error: 'This download link is not valid.' }),
});

/** My Courses and the course player (contract §3.6–§3.8, issue 9 §6–§7); all of it the caller's own. */
export const learnerCourseRoutes: FastifyPluginAsyncZod<Options> = async (app, { courses, files, paidFiles }) => {
  app.get(
    '/api/courses/assigned',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Courses assigned to you, directly or through your groups, latest first',
        querystring: assignedCoursesQuerySchema,
        response: { 200: assignedCoursesResponseSchema, ...failures(400, 401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return courses.listAssigned(signedInUser(req).id, req.query);
    },
  );

  app.get(
    '/api/courses/:courseId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One course assigned to you (for a direct load of the course page)',
        params: courseParams,
        response: { 200: assignedCourseSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return courses.getAssigned(signedInUser(req).id, req.params.courseId);
    },
  );

  app.get(
    '/api/courses/:courseId/lessons',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "A course's lessons in order, with your progress and signed links to their zips",
        params: courseParams,
        querystring: lessonsQuerySchema,
        response: { 200: lessonsResponseSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return courses.listLessons(signedInUser(req).id, req.params.courseId, req.query);
    },
  );

  app.put(
    '/api/courses/:courseId/lessons/:lessonId/progress',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Marks a lesson as completed or not; repeating it changes nothing',
        params: lessonParams,
        body: lessonProgressRequestSchema,
        response: { 200: lessonProgressResponseSchema, ...failures(400, 401, 403, 404) },
      },
    },
    (req) =>
      courses.setLessonProgress(signedInUser(req).id, req.params.courseId, req.params.lessonId, req.body.completed),
  );

  app.get(
    '/api/courses/:courseId/lessons/:lessonId/users/:userId/document',
    {
      schema: {
        tags,
        summary: "A lesson's zip through the signed link its lesson list gave you",
        params: documentParams,
        querystring: signedQuery,
        response: failures(400, 403, 404),
      },
    },
    async (req, reply) => {
      const document = await courses.lessonDocument(req.params, req.query);
      const missingMessage = 'The file for this lesson is missing.';
      // A paid course's zip comes with each PDF in it stamped for the learner (issue 27 §1).
      const stored = document.isFree
        ? await privateFile(files, document.documentKey, missingMessage)
        : await paidFiles.fileFor({
            fileKey: document.documentKey,
            userId: req.params.userId,
            sourcePaymentId: document.sourcePaymentId,
            item: { itemType: 'Course', itemId: req.params.courseId },
            missingMessage,
          });
      return sendFile(reply, files, stored, { title: document.title, fallback: 'lesson' });
    },
  );
};
