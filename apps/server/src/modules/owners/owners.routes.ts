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
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/access-policy';
import { ownersService } from './owners.service';

const read = { policy: { permission: 'owners.read', paymentGate: true } } as const;
const security = [{ bearer: [] }];
const tags = ['owners'];

export const ownersRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.db;

  app.post(
    '/owners/table',
    {
      config: read,
      schema: { tags, security, body: listQuerySchema, response: { 200: pageSchema(ownerSchema) } },
    },
    (request) => ownersService.page(db, requireAuth(request), request.body, request.language),
  );
  app.get(
    '/owners/:phone/announcements',
    {
      config: read,
      schema: {
        tags,
        security,
        params: ownerPhoneParamsSchema,
        querystring: ownerAnnouncementsQuerySchema,
        response: { 200: pageSchema(ownerAnnouncementSchema) },
      },
    },
    (request) =>
      ownersService.announcements(
        db,
        requireAuth(request),
        request.params.phone,
        request.query,
        request.language,
      ),
  );
  app.post(
    '/owners/save-to-contacts',
    {
      config: { policy: { permission: 'contacts.write', paymentGate: true } },
      schema: { tags, security, body: saveOwnerToContactsSchema, response: { 201: contactSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await ownersService.saveToContacts(db, request, request.body)),
  );
};
