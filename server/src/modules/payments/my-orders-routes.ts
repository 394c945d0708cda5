import { myOrdersQuerySchema, myOrdersResponseSchema } from '@the-gate/contract/my-orders';
import { receiptFileName } from '@the-gate/contract/my-orders-rules';
import { paymentFailureSchema, paymentReferenceParams } from '@the-gate/contract/payments';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../auth/service';
import type { MyOrders } from './my-orders';
import { receiptPdf, type Seller } from './receipt-pdf';

type Options = { myOrders: MyOrders; seller: Seller };

const tags = ['payments'];
/** A buyer's orders and receipts are theirs: never kept by a shared cache. */
const PRIVATE = 'private, no-store';
const failures = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, paymentFailureSchema])) as Record<
    S,
    typeof paymentFailureSchema
  >;

/** My Orders (issue 25 §7): the signed-in buyer's payments and each one's PDF receipt. */
export const myOrdersRoutes: FastifyPluginAsyncZod<Options> = async (app, { myOrders, seller }) => {
  app.get(
    '/api/payments/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in buyer's payments, newest first, 20 a page, with lines, discount and status",
        querystring: myOrdersQuerySchema,
        response: { 200: myOrdersResponseSchema, ...failures(400, 401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return myOrders.list(signedInUser(req), req.query.page);
    },
  );

  app.get(
    '/api/payments/:reference/receipt',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "A completed (or since refunded) payment's receipt as PDF, to its owner only",
        params: paymentReferenceParams,
        produces: ['application/pdf'],
        response: failures(400, 401, 404, 409),
      },
    },
    async (req, reply) => {
      const buyer = signedInUser(req);
      const receipt = await myOrders.receipt(buyer, req.params.reference);
      const pdf = await receiptPdf({ ...receipt, accountEmail: buyer.email, seller });
      // A plain reply: the PDF's bytes are not one of the declared (JSON) failure answers.
      (reply as FastifyReply)
        .header('cache-control', PRIVATE)
        .header('content-disposition', `attachment; filename="${receiptFileName(req.params.reference)}"`)
        .type('application/pdf')
        .send(pdf);
      return reply;
    },
  );
};
