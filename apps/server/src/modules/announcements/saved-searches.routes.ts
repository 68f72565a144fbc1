import { createSavedSearchSchema, idParamsSchema, savedSearchSchema } from '@emlak/contracts';
import { z } from 'zod';
import type { ModuleApp, ModuleContext } from '../../lib/api-module';
import { noContent, policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createSavedSearchesService } from './saved-searches.service';

const own = policy('savedSearches.own', { paymentGate: true });

/** /ad/saved-searches: declared by the announcements module (modules/announcements/announcements.routes.ts). */
export const savedSearchRoutes = (app: ModuleApp, { db, docs }: ModuleContext) => {
  const service = createSavedSearchesService(db);

  app.get(
    '/ad/saved-searches',
    { config: own, schema: { ...docs, response: { 200: z.array(savedSearchSchema) } } },
    (request) => service.list(actorOf(request)),
  );
  app.post(
    '/ad/saved-searches',
    { config: own, schema: { ...docs, body: createSavedSearchSchema, response: { 201: savedSearchSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );
  app.post(
    '/ad/saved-searches/:id/open',
    { config: own, schema: { ...docs, params: idParamsSchema, response: { 200: savedSearchSchema } } },
    (request) => service.open(actorOf(request), request.params.id),
  );
  app.delete(
    '/ad/saved-searches/:id',
    { config: own, schema: { ...docs, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await service.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
