import {
  createUserSchema,
  dropdownOptionSchema,
  listQuerySchema,
  organizationUsersQuerySchema,
  pageSchema,
  resetPasswordSchema,
  updateUserSchema,
  userIdParamsSchema,
  userSchema,
} from '@emlak/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { noContent, policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createUsersService } from './users.service';

const read = policy('users.read');
const write = policy('users.write');
const params = userIdParamsSchema;
const one = { 200: userSchema };
const options = { 200: z.array(dropdownOptionSchema) };

/** Administration of users; a user's own profile is modules/profile (/users/profile). */
export const usersModule = defineModule('users', (app, { db, docs }) => {
  const service = createUsersService(db);

  app.post(
    '/users/table',
    { config: read, schema: { ...docs, body: listQuerySchema, response: { 200: pageSchema(userSchema) } } },
    (request) => service.page(actorOf(request), request.body),
  );
  app.get('/users/dropdown', { config: read, schema: { ...docs, response: options } }, (request) =>
    service.dropdown(actorOf(request)),
  );
  app.get(
    '/users/organization',
    { config: read, schema: { ...docs, querystring: organizationUsersQuerySchema, response: options } },
    (request) => service.organizationOptions(actorOf(request), request.query.organizationId),
  );
  app.get('/users/:id', { config: read, schema: { ...docs, params, response: one } }, (request) =>
    service.get(actorOf(request), request.params.id),
  );
  app.post(
    '/users',
    { config: write, schema: { ...docs, body: createUserSchema, response: { 201: userSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );
  app.put(
    '/users/:id',
    { config: write, schema: { ...docs, params, body: updateUserSchema, response: one } },
    (request) => service.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/users/:id',
    { config: write, schema: { ...docs, params, response: noContent } },
    async (request, reply) => {
      await service.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post('/users/:id/lock', { config: write, schema: { ...docs, params, response: one } }, (request) =>
    service.setStatus(actorOf(request), request.params.id, 'locked'),
  );
  app.post('/users/:id/unlock', { config: write, schema: { ...docs, params, response: one } }, (request) =>
    service.setStatus(actorOf(request), request.params.id, 'active'),
  );
  app.post(
    '/users/:id/reset-password',
    { config: write, schema: { ...docs, params, body: resetPasswordSchema, response: noContent } },
    async (request, reply) => {
      await service.resetPassword(actorOf(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
});
