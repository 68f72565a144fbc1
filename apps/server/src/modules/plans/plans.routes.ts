import {
  createPlanSchema,
  idParamsSchema,
  listQuerySchema,
  pageSchema,
  planOptionSchema,
  planSchema,
  updatePlanSchema,
} from '@emlak/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { noContent, policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createPlansService } from './plans.service';

// Not payment-gated: a gated agent must still see the packages it could buy (docs/domain.md).
const read = policy('plans.read');
const write = policy('plans.write');

export const plansModule = defineModule('plans', (app, { db, docs }) => {
  const service = createPlansService(db);

  app.get(
    '/adminplan/plans',
    { config: read, schema: { ...docs, response: { 200: z.array(planSchema) } } },
    (request) => service.list(actorOf(request)),
  );
  app.get(
    '/adminplan/dropdown',
    { config: read, schema: { ...docs, response: { 200: z.array(planOptionSchema) } } },
    (request) => service.dropdown(actorOf(request)),
  );
  app.post(
    '/adminplan/all/table',
    { config: read, schema: { ...docs, body: listQuerySchema, response: { 200: pageSchema(planSchema) } } },
    (request) => service.page(actorOf(request), request.body),
  );
  app.post(
    '/adminplan',
    { config: write, schema: { ...docs, body: createPlanSchema, response: { 201: planSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );
  app.put(
    '/adminplan/:id',
    {
      config: write,
      schema: { ...docs, params: idParamsSchema, body: updatePlanSchema, response: { 200: planSchema } },
    },
    (request) => service.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/adminplan/:id',
    { config: write, schema: { ...docs, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await service.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
});
