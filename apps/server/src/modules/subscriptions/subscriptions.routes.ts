import {
  createSubscriptionSchema,
  planOptionSchema,
  planSchema,
  subscriptionSchema,
  subscriptionsQuerySchema,
  subscriptionsResponseSchema,
} from '@emlak/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createPlansService } from '../plans/plans.service';
import { createSubscriptionsService } from './subscriptions.service';

// None is payment-gated: a gated agent must still see its subscriptions (docs/domain.md).
const read = policy('subscriptions.read');
/** Creating, and the plan pickers of the "set plan" panel: an Admin (own organization) or a SuperAdmin. */
const write = policy('subscriptions.write');

export const subscriptionsModule = defineModule('subscriptions', (app, { db, docs }) => {
  const service = createSubscriptionsService(db);
  const plans = createPlansService(db);

  app.post(
    '/adminsubscription',
    {
      config: write,
      schema: { ...docs, body: createSubscriptionSchema, response: { 201: subscriptionSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );
  app.get(
    '/adminsubscription/subscriptions',
    {
      config: read,
      schema: {
        ...docs,
        querystring: subscriptionsQuerySchema,
        response: { 200: subscriptionsResponseSchema },
      },
    },
    (request) => service.listForUser(actorOf(request), request.query.userId),
  );
  app.get(
    '/adminsubscription/subscription-plans',
    { config: write, schema: { ...docs, response: { 200: z.array(planSchema) } } },
    (request) => plans.active(actorOf(request)),
  );
  app.get(
    '/adminsubscription/dropdown',
    { config: write, schema: { ...docs, response: { 200: z.array(planOptionSchema) } } },
    (request) => plans.dropdown(actorOf(request)),
  );
});
