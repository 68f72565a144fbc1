import {
  dropdownOptionSchema,
  idParamsSchema,
  listQuerySchema,
  menuInputSchema,
  menuSchema,
  pageSchema,
} from '@emlak/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access-policy';
import { menusService } from './menus.service';

const read = { policy: { permission: 'menus.read' } } as const;
const write = { policy: { permission: 'menus.write' } } as const;
const security = [{ bearer: [] }];
const tags = ['menus'];
const noContent = { 204: z.null().describe('No content') };

export const menusRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.db;

  app.get(
    '/menus/user-menu',
    {
      config: { policy: { permission: 'userMenu.read' } },
      schema: { tags, security, response: { 200: z.array(menuSchema) } },
    },
    (request) => menusService.userMenu(db, requireAuth(request)),
  );
  app.get(
    '/menus',
    { config: read, schema: { tags, security, response: { 200: z.array(menuSchema) } } },
    () => menusService.list(db),
  );
  app.post(
    '/menus/table',
    {
      config: read,
      schema: { tags, security, body: listQuerySchema, response: { 200: pageSchema(menuSchema) } },
    },
    (request) => menusService.page(db, request.body),
  );
  app.get(
    '/menus/dropdown',
    { config: read, schema: { tags, security, response: { 200: z.array(dropdownOptionSchema) } } },
    () => menusService.dropdown(db),
  );
  app.get(
    '/menus/:id',
    { config: read, schema: { tags, security, params: idParamsSchema, response: { 200: menuSchema } } },
    (request) => menusService.get(db, request.params.id),
  );
  app.post(
    '/menus',
    { config: write, schema: { tags, security, body: menuInputSchema, response: { 201: menuSchema } } },
    async (request, reply) => reply.status(201).send(await menusService.create(db, request, request.body)),
  );
  app.put(
    '/menus/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: menuInputSchema,
        response: { 200: menuSchema },
      },
    },
    (request) => menusService.update(db, request, request.params.id, request.body),
  );
  app.delete(
    '/menus/:id',
    { config: write, schema: { tags, security, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await menusService.remove(db, request, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
