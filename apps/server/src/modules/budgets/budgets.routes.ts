import {
  budgetAnalyticsQuerySchema,
  budgetAnalyticsSchema,
  budgetDetailSchema,
  budgetListQuerySchema,
  budgetOrganizationSchema,
  budgetSchema,
  budgetWithLinesSchema,
  generateBudgetsResponseSchema,
  generateBudgetsSchema,
  idParamsSchema,
  recordPaymentSchema,
} from '@emlak/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createBudgetsService } from './budgets.service';
import { INVOICE_CSP, renderInvoice } from './invoice';

// Not payment-gated (decision 4): a gated or locked agency's Admin must still see what it owes.
const read = policy('budgets.read');
const write = policy('budgets.write');

export const budgetsModule = defineModule('budgets', (app, { db, docs }) => {
  const service = createBudgetsService(db);

  app.get(
    '/adminbudget/budgets',
    {
      config: read,
      schema: { ...docs, querystring: budgetListQuerySchema, response: { 200: z.array(budgetSchema) } },
    },
    (request) => service.list(actorOf(request), request.query),
  );
  app.get(
    '/adminbudget/organization',
    { config: read, schema: { ...docs, response: { 200: z.array(budgetOrganizationSchema) } } },
    (request) => service.organizations(actorOf(request)),
  );
  app.get(
    '/adminbudget/organization/:id/budgets',
    {
      config: read,
      schema: { ...docs, params: idParamsSchema, response: { 200: z.array(budgetWithLinesSchema) } },
    },
    (request) => service.organizationBudgets(actorOf(request), request.params.id),
  );
  app.get(
    '/adminbudget/analytics',
    {
      config: read,
      schema: { ...docs, querystring: budgetAnalyticsQuerySchema, response: { 200: budgetAnalyticsSchema } },
    },
    (request) => service.analytics(actorOf(request), request.query),
  );
  app.post(
    '/adminbudget/generate',
    {
      config: write,
      schema: { ...docs, body: generateBudgetsSchema, response: { 200: generateBudgetsResponseSchema } },
    },
    (request) => service.generate(actorOf(request), request.body),
  );
  app.get(
    '/adminbudget/:id',
    { config: read, schema: { ...docs, params: idParamsSchema, response: { 200: budgetDetailSchema } } },
    (request) => service.get(actorOf(request), request.params.id),
  );
  app.get(
    '/adminbudget/:id/invoice',
    {
      config: read,
      schema: {
        ...docs,
        params: idParamsSchema,
        description: 'The budget as a printable invoice page (HTML) in the request language.',
        response: { 200: z.string().describe('text/html') },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const budget = await service.invoice(actor, request.params.id);
      return reply
        .header('content-security-policy', INVOICE_CSP)
        .type('text/html; charset=utf-8')
        .send(renderInvoice(budget, actor.language, app.deps.config.appName));
    },
  );
  app.post(
    '/adminbudget/:id/payments',
    {
      config: write,
      schema: {
        ...docs,
        params: idParamsSchema,
        body: recordPaymentSchema,
        response: { 201: budgetDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.recordPayment(actorOf(request), request.params.id, request.body)),
  );
});
