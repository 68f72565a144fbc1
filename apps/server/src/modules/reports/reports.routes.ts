import { commissionReportPageSchema, commissionReportQuerySchema } from '@emlak/contracts';
import { defineModule } from '../../lib/api-module';
import { policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createCommissionReportService } from './commission-report.service';

/**
 * Reports over the statistics (docs/api.md "Statistics"). The web app exports a report as CSV by
 * paging its table, so there is no CSV endpoint.
 */
export const reportsModule = defineModule('reports', (app, { db, docs }) => {
  const commissions = createCommissionReportService(db);

  app.post(
    '/reports/commissions/table',
    {
      // Own rows for everyone; an organization's or all need statistics.admin (the service).
      config: policy('statistics.own', { paymentGate: true }),
      schema: {
        ...docs,
        body: commissionReportQuerySchema,
        response: { 200: commissionReportPageSchema },
      },
    },
    (request) => commissions.page(actorOf(request), request.body),
  );
});
