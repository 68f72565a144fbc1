import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { changeSignalHeardOn } from '../lib/change-listener';
import {
  createPlaceNameMemory,
  PLACE_NAMES_CHANNEL,
  type PlaceNameMemory,
} from '../modules/announcements/place-name-memory';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces
  interface FastifyInstance {
    /** The names of cities, districts and metro stations every list of listings shows. */
    placeNames: PlaceNameMemory;
  }
}

/**
 * One memory of place names for the whole app (the market, personal lists, a listing's detail),
 * kept in step by migration 0030's signal on a LISTEN connection that closes with the app.
 */
export const placeNamesPlugin = fp(async (app: FastifyInstance) => {
  const changes = changeSignalHeardOn(app, PLACE_NAMES_CHANNEL, 'place names');
  app.decorate('placeNames', createPlaceNameMemory(app.deps.db.db, changes));
});
