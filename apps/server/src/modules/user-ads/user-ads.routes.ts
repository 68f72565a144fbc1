import {
  addUserAdSchema,
  dropdownOptionSchema,
  idParamsSchema,
  listQuerySchema,
  pageSchema,
  sellUserAdSchema,
  soldItemSchema,
  soldTotalsSchema,
  userAdCountsSchema,
  userAdIdSchema,
  userAdSchema,
} from '@emlak/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { noContent, policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createSoldItemsService } from './sold-items.service';
import { createUserAdsService } from './user-ads.service';

const read = policy('userAds.read', { paymentGate: true });
const readOrganization = policy('userAds.readOrganization', { paymentGate: true });
const write = policy('userAds.write', { paymentGate: true });

/** The personal list (`/usersads`) and the sold items (`/ad/users/sold/table`): docs/announcements.md. */
export const userAdsModule = defineModule('userAds', (app, { db, docs, placeNames }) => {
  const service = createUserAdsService(db, placeNames);
  const soldItems = createSoldItemsService(db, placeNames);

  app.post(
    '/usersads',
    { config: write, schema: { ...docs, body: addUserAdSchema, response: { 201: userAdSchema } } },
    async (request, reply) => reply.status(201).send(await service.add(actorOf(request), request.body)),
  );
  app.post(
    '/usersads/table',
    { config: read, schema: { ...docs, body: listQuerySchema, response: { 200: pageSchema(userAdSchema) } } },
    (request) => service.page(actorOf(request), request.body),
  );
  app.post(
    '/usersads/all/table',
    {
      config: readOrganization,
      schema: { ...docs, body: listQuerySchema, response: { 200: pageSchema(userAdSchema) } },
    },
    (request) => service.organizationPage(actorOf(request), request.body),
  );
  app.get(
    '/usersads/counts',
    { config: read, schema: { ...docs, response: { 200: userAdCountsSchema } } },
    (request) => service.counts(actorOf(request)),
  );
  app.get(
    '/usersads/dropdown',
    { config: read, schema: { ...docs, response: { 200: z.array(dropdownOptionSchema) } } },
    (request) => service.options(actorOf(request)),
  );
  app.post(
    '/usersads/work',
    { config: write, schema: { ...docs, body: userAdIdSchema, response: { 200: userAdSchema } } },
    (request) => service.work(actorOf(request), request.body.id),
  );
  app.post(
    '/usersads/sell',
    { config: write, schema: { ...docs, body: sellUserAdSchema, response: { 200: userAdSchema } } },
    (request) => service.sell(actorOf(request), request.body),
  );
  app.delete(
    '/usersads/:id',
    { config: write, schema: { ...docs, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await service.remove(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/ad/users/sold/table',
    {
      config: read,
      schema: {
        ...docs,
        body: listQuerySchema,
        response: { 200: pageSchema(soldItemSchema).extend({ totals: soldTotalsSchema }) },
      },
    },
    (request) => soldItems.page(actorOf(request), request.body),
  );
});
