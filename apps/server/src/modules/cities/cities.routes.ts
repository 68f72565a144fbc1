import {
  cityInputSchema,
  cityPlacesSchema,
  citySchema,
  dropdownOptionSchema,
  idParamsSchema,
  listQuerySchema,
  pageSchema,
} from '@emlak/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { noContent, policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createCitiesService } from './cities.service';

const read = policy('cities.read');
const write = policy('cities.write');

export const citiesModule = defineModule('cities', (app, { db, docs }) => {
  const service = createCitiesService(db);

  app.get('/cities', { config: read, schema: { ...docs, response: { 200: z.array(citySchema) } } }, () =>
    service.list(),
  );
  app.post(
    '/cities/table',
    { config: read, schema: { ...docs, body: listQuerySchema, response: { 200: pageSchema(citySchema) } } },
    (request) => service.page(actorOf(request), request.body),
  );
  app.get(
    '/cities/dropdown',
    { config: read, schema: { ...docs, response: { 200: z.array(dropdownOptionSchema) } } },
    (request) => service.dropdown(actorOf(request)),
  );
  app.get(
    '/cities/:id/places',
    { config: read, schema: { ...docs, params: idParamsSchema, response: { 200: cityPlacesSchema } } },
    (request) => service.places(actorOf(request), request.params.id),
  );
  app.post(
    '/cities',
    { config: write, schema: { ...docs, body: cityInputSchema, response: { 201: citySchema } } },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );
  app.put(
    '/cities/:id',
    {
      config: write,
      schema: { ...docs, params: idParamsSchema, body: cityInputSchema, response: { 200: citySchema } },
    },
    (request) => service.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/cities/:id',
    { config: write, schema: { ...docs, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await service.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
});
