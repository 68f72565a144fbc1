import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenForChanges } from '../lib/change-listener';
import { createChangeSignal } from '../lib/count-cache';
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
  const changes = createChangeSignal();
  const listening = listenForChanges(app.deps.db.pool, PLACE_NAMES_CHANNEL, changes, app.log, 'place names');
  app.decorate('placeNames', createPlaceNameMemory(app.deps.db.db, changes));
  app.addHook('onClose', listening.stop);
  // Ready once the listener tried (live or not), as the session cache's.
  await listening.started;
});
