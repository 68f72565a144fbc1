import { citySchema, dropdownOptionSchema, listQuerySchema, pageSchema } from '@emlak/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { citiesService } from './cities.service';

const read = { policy: { permission: 'cities.read' } } as const;
const security = [{ bearer: [] }];
const tags = ['cities'];

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
};
