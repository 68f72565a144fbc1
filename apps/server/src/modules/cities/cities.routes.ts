import {
  cityInputSchema,
  citySchema,
  dropdownOptionSchema,
  idParamsSchema,
  listQuerySchema,
  pageSchema,
} from '@emlak/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { citiesService } from './cities.service';

const read = { policy: { permission: 'cities.read' } } as const;
const write = { policy: { permission: 'cities.write' } } as const;
const security = [{ bearer: [] }];
const tags = ['cities'];
const noContent = { 204: z.null().describe('No content') };

export const citiesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.db;

  app.get(
    '/cities',
    { config: read, schema: { tags, security, response: { 200: z.array(citySchema) } } },
    () => citiesService.list(db),
  );
  app.post(
    '/cities/table',
    {
      config: read,
      schema: { tags, security, body: listQuerySchema, response: { 200: pageSchema(citySchema) } },
    },
    (request) => citiesService.page(db, request.body),
  );
  app.get(
    '/cities/dropdown',
    { config: read, schema: { tags, security, response: { 200: z.array(dropdownOptionSchema) } } },
    (request) => citiesService.dropdown(db, request.language),
  );
  app.post(
    '/cities',
    { config: write, schema: { tags, security, body: cityInputSchema, response: { 201: citySchema } } },
    async (request, reply) => reply.status(201).send(await citiesService.create(db, request, request.body)),
  );
  app.put(
    '/cities/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: cityInputSchema,
        response: { 200: citySchema },
      },
    },
    (request) => citiesService.update(db, request, request.params.id, request.body),
  );
  app.delete(
    '/cities/:id',
    { config: write, schema: { tags, security, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await citiesService.remove(db, request, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
