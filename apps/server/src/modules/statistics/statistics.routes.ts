import {
  adminStatisticsQuerySchema,
  adminStatisticsSchema,
  statisticsSeriesQuerySchema,
  statisticsSeriesSchema,
  statisticsSummaryQuerySchema,
  statisticsSummarySchema,
} from '@emlak/contracts';
import { defineModule } from '../../lib/api-module';
import { policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createStatisticsService } from './statistics.service';

/** The dashboard's and the statistics screen's figures (docs/api.md "Statistics"). */
export const statisticsModule = defineModule('statistics', (app, { db, docs }) => {
  const service = createStatisticsService(db);

  app.get(
    '/ad/dashboard/summary',
    {
      config: policy('statistics.own', { paymentGate: true }),
      schema: {
        ...docs,
        querystring: statisticsSummaryQuerySchema,
        response: { 200: statisticsSummarySchema },
      },
    },
    (request) => service.summary(actorOf(request), request.query),
  );
  app.get(
    '/ad/dashboard/admin/summary',
    {
      config: policy('statistics.admin', { paymentGate: true }),
      schema: { ...docs, querystring: adminStatisticsQuerySchema, response: { 200: adminStatisticsSchema } },
    },
    (request) => service.adminSummary(actorOf(request), request.query),
  );
  app.get(
    '/ad/dashboard/series',
    {
      // Own figures for everyone; the team's or another user's need statistics.admin (the service).
      config: policy('statistics.own', { paymentGate: true }),
      schema: {
        ...docs,
        querystring: statisticsSeriesQuerySchema,
        response: { 200: statisticsSeriesSchema },
      },
    },
    (request) => service.series(actorOf(request), request.query),
  );
});
