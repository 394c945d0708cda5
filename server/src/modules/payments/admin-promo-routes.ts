import { createdSchema } from '@the-gate/contract/admin-catalogue';
import {
  adminPromoCodeListSchema,
  adminPromoCodeSchema,
  adminPromoCodesQuerySchema,
  createPromoCodeRequestSchema,
  patchPromoCodeRequestSchema,
} from '@the-gate/contract/admin-promo-codes';
import { salesReportQuerySchema, salesReportSchema } from '@the-gate/contract/admin-reports';
import { errorBodySchema, idParams } from '@the-gate/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { signedInUser } from '../auth/service';
import { changePromoCode, createPromoCode, listPromoCodes, promoCode } from './admin-promo-codes';
import { salesReport } from './sales-report';

const tags = ['admin'];
const params = idParams('promo code id');
const failures = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * The back office's promo codes (issue 25 §4, promo.manage) and sales report (§8, reports.read). No
 * DELETE: a code is deactivated (`active: false`), so payments that used it keep naming a real row.
 */
export const promoAndReportAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/promo-codes',
    {
      onRequest: app.requirePermission('promo.manage'),
      schema: {
        tags,
        summary: 'One page of the promo codes, newest first, with their uses and revenue',
        querystring: adminPromoCodesQuerySchema,
        response: { 200: adminPromoCodeListSchema, ...failures },
      },
    },
    async (req) => listPromoCodes(db, req.query),
  );

  app.get(
    '/api/admin/promo-codes/:id',
    {
      onRequest: app.requirePermission('promo.manage'),
      schema: {
        tags,
        summary: 'One promo code with its uses and revenue',
        params,
        response: { 200: adminPromoCodeSchema, ...failures },
      },
    },
    async (req) => promoCode(db, req.params.id),
  );

  app.post(
    '/api/admin/promo-codes',
    {
      onRequest: app.requirePermission('promo.manage'),
      schema: {
        tags,
        summary: 'Create a promo code: a percentage or an amount off',
        body: createPromoCodeRequestSchema,
        response: { 201: createdSchema, ...failures },
      },
    },
    async (req, reply) => reply.code(201).send({ id: await createPromoCode(db, signedInUser(req).email, req.body) }),
  );

  app.patch(
    '/api/admin/promo-codes/:id',
    {
      onRequest: app.requirePermission('promo.manage'),
      schema: {
        tags,
        summary: 'Change any of the fields of a promo code; active: false deactivates it',
        params,
        body: patchPromoCodeRequestSchema,
        response: { 200: adminPromoCodeSchema, ...failures },
      },
    },
    async (req) => changePromoCode(db, signedInUser(req).email, req.params.id, req.body),
  );

  app.get(
    '/api/admin/reports/sales',
    {
      onRequest: app.requirePermission('reports.read'),
      schema: {
        tags,
        summary: 'Revenue, payments, refunds and best sellers over Cairo days, both included',
        querystring: salesReportQuerySchema,
        response: { 200: salesReportSchema, ...failures },
      },
    },
    async (req) => salesReport(db, req.query),
  );
};
