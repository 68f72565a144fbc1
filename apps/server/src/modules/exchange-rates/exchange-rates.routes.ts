import { exchangeRateSchema, updateExchangeRatesSchema } from '@emlak/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createExchangeRatesService } from './exchange-rates.service';

// Not payment-gated: prices are shown in the chosen currency wherever they appear.
const read = policy('exchangeRates.read');
const write = policy('exchangeRates.write');

export const exchangeRatesModule = defineModule('exchange-rates', (app, { db, docs }) => {
  const service = createExchangeRatesService(db);

  app.get(
    '/exchange-rates',
    { config: read, schema: { ...docs, response: { 200: z.array(exchangeRateSchema) } } },
    () => service.list(),
  );
  app.put(
    '/exchange-rates',
    {
      config: write,
      schema: { ...docs, body: updateExchangeRatesSchema, response: { 200: z.array(exchangeRateSchema) } },
    },
    (request) => service.update(actorOf(request), request.body),
  );
});
