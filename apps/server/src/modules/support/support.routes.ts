import {
  answerSupportTicketSchema,
  closeSupportTicketSchema,
  createSupportTicketSchema,
  idParamsSchema,
  listQuerySchema,
  pageSchema,
  supportContactSchema,
  supportTicketSchema,
} from '@emlak/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createSupportService } from './support.service';

/**
 * The largest request body of POST /support/tickets: a 2 MB screenshot is 2.8 MB of base64, with
 * room left for the subject and a 5,000-character message. Every other route keeps the app's 1 MB.
 */
export const SUPPORT_BODY_LIMIT = 3 * 1024 * 1024;

// Not payment-gated: a user without a subscription must still reach support (like the profile).
const own = policy('support.own');
const manage = policy('support.manage');

/** /support: the contact details, the caller's own requests, and the SuperAdmin's answers. */
export const supportModule = defineModule('support', (app, { db, docs }) => {
  const service = createSupportService(db);
  const { supportEmail, supportPhone } = app.deps.config;

  app.get(
    '/support/contact',
    { config: own, schema: { ...docs, response: { 200: supportContactSchema } } },
    () => ({ email: supportEmail, phone: supportPhone }),
  );
  app.get(
    '/support/tickets',
    { config: own, schema: { ...docs, response: { 200: z.array(supportTicketSchema) } } },
    (request) => service.listOwn(actorOf(request)),
  );
  app.post(
    '/support/tickets',
    {
      config: own,
      bodyLimit: SUPPORT_BODY_LIMIT,
      schema: {
        ...docs,
        description:
          'At most 5 per user per hour (429 support_rate_limited). `screenshot`: a PNG, JPEG or WebP ' +
          'of at most 2 MB in base64; its type is read from its bytes.',
        body: createSupportTicketSchema,
        response: { 201: supportTicketSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );
  app.get(
    '/support/tickets/:id/screenshot',
    {
      config: own,
      schema: {
        ...docs,
        description:
          "The ticket's screenshot, for its author or a SuperAdmin (image/png, image/jpeg or image/webp).",
        params: idParamsSchema,
        response: { 200: z.unknown().describe('image/png, image/jpeg or image/webp') },
      },
    },
    async (request, reply) => {
      const { contentType, bytes } = await service.screenshot(actorOf(request), request.params.id);
      return (
        reply
          .type(contentType)
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          // Someone's screen: never kept by a shared cache, nor by the browser.
          .header('cache-control', 'private, no-store')
          .send(bytes)
      );
    },
  );
  app.post(
    '/support/tickets/table',
    {
      config: manage,
      schema: { ...docs, body: listQuerySchema, response: { 200: pageSchema(supportTicketSchema) } },
    },
    (request) => service.page(actorOf(request), request.body),
  );
  app.put(
    '/support/tickets/:id/answer',
    {
      config: manage,
      schema: {
        ...docs,
        params: idParamsSchema,
        body: answerSupportTicketSchema,
        response: { 200: supportTicketSchema },
      },
    },
    (request) => service.answer(actorOf(request), request.params.id, request.body),
  );
  app.put(
    '/support/tickets/:id/close',
    {
      config: manage,
      schema: {
        ...docs,
        params: idParamsSchema,
        body: closeSupportTicketSchema,
        response: { 200: supportTicketSchema },
      },
    },
    (request) => service.close(actorOf(request), request.params.id, request.body),
  );
});
