import {
  dropdownOptionSchema,
  idParamsSchema,
  listQuerySchema,
  menuInputSchema,
  menuSchema,
  pageSchema,
} from '@emlak/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { noContent, policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createMenusService } from './menus.service';

const read = policy('menus.read');
const write = policy('menus.write');

export const menusModule = defineModule('menus', (app, { db, docs }) => {
  const service = createMenusService(db);

  app.get(
    '/menus/user-menu',
    { config: policy('userMenu.read'), schema: { ...docs, response: { 200: z.array(menuSchema) } } },
    (request) => service.userMenu(actorOf(request)),
  );
  app.get('/menus', { config: read, schema: { ...docs, response: { 200: z.array(menuSchema) } } }, () =>
    service.list(),
  );
  app.post(
    '/menus/table',
    { config: read, schema: { ...docs, body: listQuerySchema, response: { 200: pageSchema(menuSchema) } } },
    (request) => service.page(actorOf(request), request.body),
  );
  app.get(
    '/menus/dropdown',
    { config: read, schema: { ...docs, response: { 200: z.array(dropdownOptionSchema) } } },
    (request) => service.dropdown(actorOf(request)),
  );
  app.get(
    '/menus/:id',
    { config: read, schema: { ...docs, params: idParamsSchema, response: { 200: menuSchema } } },
    (request) => service.get(request.params.id),
  );
  app.post(
    '/menus',
    { config: write, schema: { ...docs, body: menuInputSchema, response: { 201: menuSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );
  app.put(
    '/menus/:id',
    {
      config: write,
      schema: { ...docs, params: idParamsSchema, body: menuInputSchema, response: { 200: menuSchema } },
    },
    (request) => service.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/menus/:id',
    { config: write, schema: { ...docs, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await service.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
});
