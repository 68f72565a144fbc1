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
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createUsersService } from './users.service';

const read = { policy: { permission: 'users.read' } } as const;
const write = { policy: { permission: 'users.write' } } as const;
const security = [{ bearer: [] }];
const tags = ['users'];
const params = userIdParamsSchema;
const one = { 200: userSchema };
const options = { 200: z.array(dropdownOptionSchema) };
const noContent = { 204: z.null().describe('No content') };

/** Administration of users; a user's own profile is modules/profile (/users/profile). */
export const usersRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createUsersService(app.deps.db.db);

  app.post(
    '/users/table',
    {
      config: read,
      schema: { tags, security, body: listQuerySchema, response: { 200: pageSchema(userSchema) } },
    },
    (request) => service.page(request, request.body),
  );
  app.get('/users/dropdown', { config: read, schema: { tags, security, response: options } }, (request) =>
    service.dropdown(request),
  );
  app.get(
    '/users/organization',
    {
      config: read,
      schema: { tags, security, querystring: organizationUsersQuerySchema, response: options },
    },
    (request) => service.organizationOptions(request, request.query.organizationId),
  );
  app.get('/users/:id', { config: read, schema: { tags, security, params, response: one } }, (request) =>
    service.get(request, request.params.id),
  );
  app.post(
    '/users',
    { config: write, schema: { tags, security, body: createUserSchema, response: { 201: userSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(request, request.body)),
  );
  app.put(
    '/users/:id',
    { config: write, schema: { tags, security, params, body: updateUserSchema, response: one } },
    (request) => service.update(request, request.params.id, request.body),
  );
  app.delete(
    '/users/:id',
    { config: write, schema: { tags, security, params, response: noContent } },
    async (request, reply) => {
      await service.delete(request, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/users/:id/lock',
    { config: write, schema: { tags, security, params, response: one } },
    (request) => service.setStatus(request, request.params.id, 'locked'),
  );
  app.post(
    '/users/:id/unlock',
    { config: write, schema: { tags, security, params, response: one } },
    (request) => service.setStatus(request, request.params.id, 'active'),
  );
  app.post(
    '/users/:id/reset-password',
    { config: write, schema: { tags, security, params, body: resetPasswordSchema, response: noContent } },
    async (request, reply) => {
      await service.resetPassword(request, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
};
