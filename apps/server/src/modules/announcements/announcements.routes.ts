import {
  adMapQuerySchema,
  adMapResultSchema,
  announcementListItemSchema,
  announcementSchema,
  announcementTableQuerySchema,
  createAnnouncementSchema,
  dropdownOptionSchema,
  idParamsSchema,
  pageSchema,
  updateAnnouncementSchema,
} from '@emlak/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { noContent, policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { sendMetered } from '../request-limits/metered-reply';
import { searchMap } from './ad-map';
import { createAnnouncementsService } from './announcements.service';
import { savedSearchRoutes } from './saved-searches.routes';

const read = policy('announcements.read', { paymentGate: true });
const write = policy('announcements.write', { paymentGate: true });

const tableSchema = (docs: object) => ({
  ...docs,
  body: announcementTableQuerySchema,
  response: { 200: pageSchema(announcementListItemSchema) },
});

/** Listings (/ad) and the caller's saved market searches (/ad/saved-searches). */
export const announcementsModule = defineModule('announcements', (app, context) => {
  const { db, docs, placeNames } = context;
  const service = createAnnouncementsService(db, placeNames);

  // The searches answer X-Query-Limit and X-Query-Remaining to a metered caller (a User).
  app.post('/ad/table', { config: read, schema: tableSchema(docs) }, async (request, reply) =>
    sendMetered(reply, await service.table(actorOf(request), request.body)),
  );
  app.post('/ad/all/table', { config: read, schema: tableSchema(docs) }, async (request, reply) =>
    sendMetered(reply, await service.allTable(actorOf(request), request.body)),
  );
  app.post('/ad/users/table', { config: read, schema: tableSchema(docs) }, async (request, reply) =>
    sendMetered(reply, await service.postedTable(actorOf(request), request.body)),
  );
  // The market on the map: points, or clusters past MAP_POINTS_MAX (ad-map.ts).
  app.post(
    '/ad/map',
    { config: read, schema: { ...docs, body: adMapQuerySchema, response: { 200: adMapResultSchema } } },
    async (request, reply) => sendMetered(reply, await searchMap(db, actorOf(request), request.body)),
  );
  app.get(
    '/ad/dropdown',
    { config: read, schema: { ...docs, response: { 200: z.array(dropdownOptionSchema) } } },
    (request) => service.dropdown(actorOf(request)),
  );
  app.get(
    '/ad/:id',
    { config: read, schema: { ...docs, params: idParamsSchema, response: { 200: announcementSchema } } },
    (request) => service.get(actorOf(request), request.params.id),
  );
  app.get(
    '/ad/:id/duplicates',
    {
      config: read,
      schema: { ...docs, params: idParamsSchema, response: { 200: z.array(announcementListItemSchema) } },
    },
    (request) => service.duplicates(actorOf(request), request.params.id),
  );
  app.post(
    '/ad',
    {
      config: write,
      schema: { ...docs, body: createAnnouncementSchema, response: { 201: announcementSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );
  app.put(
    '/ad/:id',
    {
      config: write,
      schema: {
        ...docs,
        params: idParamsSchema,
        body: updateAnnouncementSchema,
        response: { 200: announcementSchema },
      },
    },
    (request) => service.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/ad/:id',
    { config: write, schema: { ...docs, params: idParamsSchema, response: noContent } },
    async (request, reply) => {
      await service.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  savedSearchRoutes(app, context);
});
