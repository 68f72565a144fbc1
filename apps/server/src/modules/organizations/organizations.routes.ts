import {
  createOrganizationSchema,
  dropdownOptionSchema,
  listQuerySchema,
  organizationIdParamsSchema,
  organizationSchema,
  organizationUserSchema,
  pageSchema,
  updateOrganizationSchema,
} from '@emlak/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { noContent, policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createOrganizationsService } from './organizations.service';

const read = policy('organizations.read');
const params = organizationIdParamsSchema;
const one = { 200: organizationSchema };

export const organizationsModule = defineModule('organizations', (app, { db, docs }) => {
  const service = createOrganizationsService(db);

  app.get(
    '/organizations',
    { config: read, schema: { ...docs, response: { 200: z.array(organizationSchema) } } },
    (request) => service.list(actorOf(request)),
  );
  app.post(
    '/organizations/table',
    {
      config: read,
      schema: { ...docs, body: listQuerySchema, response: { 200: pageSchema(organizationSchema) } },
    },
    (request) => service.page(actorOf(request), request.body),
  );
  app.get(
    '/organizations/dropdown',
    { config: read, schema: { ...docs, response: { 200: z.array(dropdownOptionSchema) } } },
    (request) => service.dropdown(actorOf(request)),
  );
  app.get('/organizations/:id', { config: read, schema: { ...docs, params, response: one } }, (request) =>
    service.get(actorOf(request), request.params.id),
  );
  app.get(
    '/organizations/:id/users',
    {
      config: policy('organizationUsers.read'),
      schema: { ...docs, params, response: { 200: z.array(organizationUserSchema) } },
    },
    (request) => service.users(actorOf(request), request.params.id),
  );
  app.post(
    '/organizations',
    {
      config: policy('organizations.create'),
      schema: { ...docs, body: createOrganizationSchema, response: { 201: organizationSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );
  app.put(
    '/organizations/:id',
    {
      config: policy('organizations.update'),
      schema: { ...docs, params, body: updateOrganizationSchema, response: one },
    },
    (request) => service.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/organizations/:id',
    { config: policy('organizations.delete'), schema: { ...docs, params, response: noContent } },
    async (request, reply) => {
      await service.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/organizations/:id/lock',
    { config: policy('organizations.lock'), schema: { ...docs, params, response: one } },
    (request) => service.setLocked(actorOf(request), request.params.id, true),
  );
  app.post(
    '/organizations/:id/unlock',
    { config: policy('organizations.lock'), schema: { ...docs, params, response: one } },
    (request) => service.setLocked(actorOf(request), request.params.id, false),
  );
});
