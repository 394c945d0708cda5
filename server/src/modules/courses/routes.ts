import { errorBodySchema, idParams } from '@the-gate/contract/common';
import { searchQuerySchema } from '@the-gate/contract/content';
import { teacherCourseSchema } from '@the-gate/contract/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '../../lib/cached-reply';
import type { FileStorage } from '../../lib/file-storage';
import type { ResponseCache } from '../../lib/response-cache';
import type { PaidFiles } from '../../lib/stamping/paid-files';
import { learnerCourseRoutes } from './learner-routes';
import type { CoursesService } from './service';

const errors = { 400: errorBodySchema, 404: errorBodySchema };

type Options = { courses: CoursesService; cache: ResponseCache; files: FileStorage; paidFiles: PaidFiles };

/**
 * The teacher course catalogue (its ids are the Course ids checkout sells, AMB-13) under
 * /api/teacher-courses, and the signed-in learner's courses under /api/courses.
 */
export const coursesRoutes: FastifyPluginAsyncZod<Options> = async (app, { courses, cache, files, paidFiles }) => {
  await app.register(learnerCourseRoutes, { courses, files, paidFiles });

  app.get(
    '/api/teacher-courses',
    {
      schema: {
        tags: ['courses'],
        summary: 'Teacher professional-development courses for sale, with their lesson titles',
        querystring: searchQuerySchema,
        response: { 200: z.array(teacherCourseSchema), ...errors },
      },
    },
    (req, reply) => sendCachedJson(req, reply, cache, () => courses.listTeacherCourses(req.query.search)),
  );

  app.get(
    '/api/teacher-courses/:id',
    {
      schema: {
        tags: ['courses'],
        summary: 'One teacher course',
        params: idParams('course id'),
        response: { 200: teacherCourseSchema, ...errors },
      },
    },
    (req, reply) => sendCachedJson(req, reply, cache, () => courses.getTeacherCourse(req.params.id)),
  );
};
