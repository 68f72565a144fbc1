import { auditEntrySchema, auditQuerySchema, listQuerySchema, pageSchema } from '@emlak/contracts';
import { defineModule } from '../../lib/api-module';
import { policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createAuditService } from './audit.service';

const read = policy('audit.read');
const page = { 200: pageSchema(auditEntrySchema) };

/** The audit log: sign-ins, refused authorizations and every administrative change. */
export const auditModule = defineModule('audit', (app, { db, docs }) => {
  const service = createAuditService(db);

  app.get(
    '/audit',
    { config: read, schema: { ...docs, querystring: auditQuerySchema, response: page } },
    (request) => service.search(actorOf(request), request.query),
  );
  app.post(
    '/audit/table',
    { config: read, schema: { ...docs, body: listQuerySchema, response: page } },
    (request) => service.page(actorOf(request), request.body),
  );
});
