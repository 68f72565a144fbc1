import {
  geoFeatureCollectionSchema,
  geoReverseQuerySchema,
  geoSearchQuerySchema,
  mapTileLayersSchema,
} from '@emlak/contracts';
import { defineModule } from '../../lib/api-module';
import { policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createExternalGeocoder } from './external-geocoder';
import { createGeoService } from './geo.service';
import { tileLayers } from './tile-layers';

// Place search belongs to the business map screen: paid like the market it searches. The tile
// layers are the map's configuration, no business data: open to every signed-in account.
const search = policy('cities.read', { paymentGate: true });
const configuration = policy('cities.read');

/** Geocoding (/geo/search, /geo/reverse) and the map's tile layers (/geo/tile-layers). */
export const geoModule = defineModule('geo', (app, { db, docs }) => {
  const { config } = app.deps;
  const external = createExternalGeocoder(config.geocoder.url, config.geocoder.timeoutMs, app.log);
  const service = createGeoService(db, external);
  const layers = tileLayers(config.mapTiles);

  app.get(
    '/geo/search',
    {
      config: search,
      schema: { ...docs, querystring: geoSearchQuerySchema, response: { 200: geoFeatureCollectionSchema } },
    },
    (request) => service.search(actorOf(request), request.query),
  );
  app.get(
    '/geo/reverse',
    {
      config: search,
      schema: { ...docs, querystring: geoReverseQuerySchema, response: { 200: geoFeatureCollectionSchema } },
    },
    (request) => service.reverse(actorOf(request), request.query),
  );
  app.get(
    '/geo/tile-layers',
    { config: configuration, schema: { ...docs, response: { 200: mapTileLayersSchema } } },
    () => layers,
  );
});
