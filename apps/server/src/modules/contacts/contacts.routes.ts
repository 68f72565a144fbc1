import {
  contactSchema,
  createContactSchema,
  idParamsSchema,
  listQuerySchema,
  pageSchema,
  updateContactSchema,
} from '@emlak/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { noContent, policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createContactsService } from './contacts.service';

const read = policy('contacts.read', { paymentGate: true });
const write = policy('contacts.write', { paymentGate: true });

export const contactsModule = defineModule('contacts', (app, { db, docs }) => {
  const service = createContactsService(db);

  app.get(
    '/contacts',
    { config: read, schema: { ...docs, response: { 200: z.array(contactSchema) } } },
    (request) => service.list(actorOf(request)),
  );
  app.post(
    '/contacts/table',
    {
      config: read,
      schema: { ...docs, body: listQuerySchema, response: { 200: pageSchema(contactSchema) } },
    },
    (request) => service.page(actorOf(request), request.body),
  );
  app.get(
    '/contacts/:id',
    { config: read, schema: { ...docs, params: idParamsSchema, response: { 200: contactSchema } } },
    (request) => service.get(actorOf(request), request.params.id),
  );
  app.post(
    '/contacts',
    { config: write, schema: { ...docs, body: createContactSchema, response: { 201: contactSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );
  app.put(
    '/contacts/:id',
    {
      config: write,
      schema: {
        ...docs,
        params: idParamsSchema,
        body: updateContactSchema,
        response: { 200: contactSchema },
      },
    },
    (request) => service.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/contacts/:id',
    { config: write, schema: { ...docs, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await service.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
});
