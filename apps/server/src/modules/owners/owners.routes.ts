import {
  contactSchema,
  listQuerySchema,
  ownerAnnouncementSchema,
  ownerAnnouncementsQuerySchema,
  ownerPhoneParamsSchema,
  ownerSchema,
  pageSchema,
  saveOwnerToContactsSchema,
} from '@emlak/contracts';
import { defineModule } from '../../lib/api-module';
import { changeSignalHeardOn } from '../../lib/change-listener';
import { policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createOwnersService } from './owners.service';
import { OWNER_SUMMARY_CHANNEL } from './owners.summary';

const read = policy('owners.read', { paymentGate: true });

export const ownersModule = defineModule('owners', (app, { db, docs }) => {
  // Migration 0026's triggers say when the summaries change; while the LISTEN connection is not
  // proved to hear, exact counts are simply not remembered.
  const summaryChanges = changeSignalHeardOn(app, OWNER_SUMMARY_CHANNEL, 'owner counts');
  const service = createOwnersService(db, summaryChanges);

  app.post(
    '/owners/table',
    { config: read, schema: { ...docs, body: listQuerySchema, response: { 200: pageSchema(ownerSchema) } } },
    (request) => service.page(actorOf(request), request.body),
  );
  app.get(
    '/owners/:phone/announcements',
    {
      config: read,
      schema: {
        ...docs,
        params: ownerPhoneParamsSchema,
        querystring: ownerAnnouncementsQuerySchema,
        response: { 200: pageSchema(ownerAnnouncementSchema) },
      },
    },
    (request) => service.announcements(actorOf(request), request.params.phone, request.query),
  );
  app.post(
    '/owners/save-to-contacts',
    {
      config: policy('contacts.write', { paymentGate: true }),
      schema: { ...docs, body: saveOwnerToContactsSchema, response: { 201: contactSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.saveToContacts(actorOf(request), request.body)),
  );
});
