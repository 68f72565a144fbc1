import {
  createOrganizationSchema,
  dropdownOptionSchema,
  listQuerySchema,
  organizationIdParamsSchema,
  organizationSchema,
  organizationUserSchema,
  pageSchema,
  updateOrganizationSchema,
  type Permission,
} from '@emlak/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOrganizationsService } from './organizations.service';

const policy = (permission: Permission) => ({ policy: { permission } });
const security = [{ bearer: [] }];
const tags = ['organizations'];
const params = organizationIdParamsSchema;
const one = { 200: organizationSchema };
const noContent = { 204: z.null().describe('No content') };

export const organizationsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createOrganizationsService(app.deps.db.db);

  app.get(
    '/organizations',
    {
      config: policy('organizations.read'),
      schema: { tags, security, response: { 200: z.array(organizationSchema) } },
    },
    (request) => service.list(request),
  );
  app.post(
    '/organizations/table',
    {
      config: policy('organizations.read'),
      schema: { tags, security, body: listQuerySchema, response: { 200: pageSchema(organizationSchema) } },
    },
    (request) => service.page(request, request.body),
  );
  app.get(
    '/organizations/dropdown',
    {
      config: policy('organizations.read'),
      schema: { tags, security, response: { 200: z.array(dropdownOptionSchema) } },
    },
    (request) => service.dropdown(request),
  );
  app.get(
    '/organizations/:id',
    { config: policy('organizations.read'), schema: { tags, security, params, response: one } },
    (request) => service.get(request, request.params.id),
  );
  app.get(
    '/organizations/:id/users',
    {
      config: policy('organizationUsers.read'),
      schema: { tags, security, params, response: { 200: z.array(organizationUserSchema) } },
    },
    (request) => service.users(request, request.params.id),
  );
  app.post(
    '/organizations',
    {
      config: policy('organizations.create'),
      schema: { tags, security, body: createOrganizationSchema, response: { 201: organizationSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.create(request, request.body)),
  );
  app.put(
    '/organizations/:id',
    {
      config: policy('organizations.update'),
      schema: { tags, security, params, body: updateOrganizationSchema, response: one },
    },
    (request) => service.update(request, request.params.id, request.body),
  );
  app.delete(
    '/organizations/:id',
    { config: policy('organizations.delete'), schema: { tags, security, params, response: noContent } },
    async (request, reply) => {
      await service.delete(request, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/organizations/:id/lock',
    { config: policy('organizations.lock'), schema: { tags, security, params, response: one } },
    (request) => service.setLocked(request, request.params.id, true),
  );
  app.post(
    '/organizations/:id/unlock',
    { config: policy('organizations.lock'), schema: { tags, security, params, response: one } },
    (request) => service.setLocked(request, request.params.id, false),
  );
};
