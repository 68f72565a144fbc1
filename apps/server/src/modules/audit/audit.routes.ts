import { auditEntrySchema, auditQuerySchema, listQuerySchema, pageSchema } from '@emlak/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuditService } from './audit.service';

const read = { policy: { permission: 'audit.read' } } as const;
const security = [{ bearer: [] }];
const tags = ['audit'];
const page = { 200: pageSchema(auditEntrySchema) };

/** The audit log: sign-ins, refused authorizations and every administrative change. */
export const auditRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createAuditService(app.deps.db.db);

  app.get(
    '/audit',
    { config: read, schema: { tags, security, querystring: auditQuerySchema, response: page } },
    (request) => service.search(request, request.query),
  );
  app.post(
    '/audit/table',
    { config: read, schema: { tags, security, body: listQuerySchema, response: page } },
    (request) => service.page(request, request.body),
  );
};
