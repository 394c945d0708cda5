import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { BillingData, IntentionItem, IntentionResponse } from '../../lib/paymob/protocol';
import type { SandboxCredentials } from './credentials';
import { parseIntention } from './intention-request';
import { type IntentionRow, insertIntention, specialReferenceTaken } from './repository';
import type { SandboxDeps } from './routes';
import { requireSecretKey } from './token-auth';

const DUPLICATE_REFERENCE = { detail: 'An intention with this special reference already exists.' };

/** The response's `payment_methods`: objects, one per integration, as Paymob lists them (paymob.md §2.2). */
function paymentMethodOf(integrationId: number, credentials: SandboxCredentials) {
  const wallet = integrationId === credentials.walletIntegrationId;
  return {
    integration_id: integrationId,
    alias: null,
    name: wallet ? 'Mobile Wallet' : 'Card',
    method_type: wallet ? 'wallet' : 'online',
    currency: 'EGP',
    live: false,
    use_cvc_with_moto: false,
  };
}

function intentionResponse(row: IntentionRow, credentials: SandboxCredentials) {
  const response: IntentionResponse & Record<string, unknown> = {
    id: row.id,
    client_secret: row.clientSecret,
    intention_order_id: row.orderId,
    special_reference: row.specialReference,
    status: 'intended',
    intention_detail: {
      amount: row.amountCents,
      currency: row.currency,
      items: row.items as IntentionItem[],
      billing_data: row.billingData as BillingData,
    },
    payment_methods: (row.paymentMethods as number[]).map((id) => paymentMethodOf(id, credentials)),
    payment_keys: [],
    extras: { creation_extras: row.extras ?? {}, confirmation_extras: null },
    confirmed: false,
    created: row.createdAt.toISOString(),
    card_tokens: [],
  };
  return response;
}

/** POST /v1/intention/ (paymob.md §2.1, §2.2). */
export const intentionRoutes: FastifyPluginAsync<SandboxDeps> = async (app, { db, credentials }) => {
  const integrationIds = [credentials.cardIntegrationId, credentials.walletIntegrationId];

  app.post('/v1/intention/', { preHandler: requireSecretKey(credentials.secretKey) }, async (request, reply) => {
    const parsed = parseIntention(request.body, integrationIds);
    if ('problem' in parsed) return reply.code(parsed.problem.status).send(parsed.problem.body);
    const { intention } = parsed;
    if (await specialReferenceTaken(db, intention.specialReference)) return reply.code(400).send(DUPLICATE_REFERENCE);
    const row = await insertIntention(db, {
      id: `pi_test_${randomBytes(16).toString('hex')}`,
      clientSecret: `egy_csk_test_${randomBytes(16).toString('hex')}`,
      amountCents: intention.amount,
      currency: intention.currency,
      specialReference: intention.specialReference,
      notificationUrl: intention.notificationUrl,
      redirectionUrl: intention.redirectionUrl,
      paymentMethods: intention.paymentMethods,
      items: intention.items,
      billingData: intention.billingData,
      extras: intention.extras,
    });
    // Null: another request took the reference between the check and the insert.
    if (!row) return reply.code(400).send(DUPLICATE_REFERENCE);
    return reply.code(201).send(intentionResponse(row, credentials));
  });
};
