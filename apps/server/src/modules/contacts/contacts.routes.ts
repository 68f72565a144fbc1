import {
  contactSchema,
  createContactSchema,
  idParamsSchema,
  listQuerySchema,
  pageSchema,
  updateContactSchema,
} from '@emlak/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access-policy';
import { contactsService } from './contacts.service';

const read = { policy: { permission: 'contacts.read', paymentGate: true } } as const;
const write = { policy: { permission: 'contacts.write', paymentGate: true } } as const;
const security = [{ bearer: [] }];
const tags = ['contacts'];
const noContent = { 204: z.null().describe('No content') };

export const contactsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.db;

  app.get(
    '/contacts',
    { config: read, schema: { tags, security, response: { 200: z.array(contactSchema) } } },
    (request) => contactsService.list(db, requireAuth(request)),
  );
  app.post(
    '/contacts/table',
    {
      config: read,
      schema: { tags, security, body: listQuerySchema, response: { 200: pageSchema(contactSchema) } },
    },
    (request) => contactsService.page(db, requireAuth(request), request.body),
  );
  app.get(
    '/contacts/:id',
    { config: read, schema: { tags, security, params: idParamsSchema, response: { 200: contactSchema } } },
    (request) => contactsService.get(db, requireAuth(request), request.params.id),
  );
  app.post(
    '/contacts',
    {
      config: write,
      schema: { tags, security, body: createContactSchema, response: { 201: contactSchema } },
    },
    async (request, reply) => reply.status(201).send(await contactsService.create(db, request, request.body)),
  );
  app.put(
    '/contacts/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updateContactSchema,
        response: { 200: contactSchema },
      },
    },
    (request) => contactsService.update(db, request, request.params.id, request.body),
  );
  app.delete(
    '/contacts/:id',
    { config: write, schema: { tags, security, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await contactsService.remove(db, request, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
