import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import type { PlaceNameMemory } from '../modules/announcements/place-name-memory';
import type { TokenService } from '../modules/auth/auth.tokens';
import { apiDocs } from './route-schema';

/** The app a module declares its routes on: request and response types follow the zod schemas. */
export type ModuleApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type ModuleContext = {
  db: Db;
  /** Signs and verifies tokens: the sign-in module's, and any module that issues them. */
  tokens: TokenService;
  /** `tags` and `security` of the module's signed-in routes (lib/route-schema.ts). */
  docs: ReturnType<typeof apiDocs>;
  /** The names of cities, districts and metro stations that lists of listings show. */
  placeNames: PlaceNameMemory;
};

/**
 * One API module: the routes of one resource under one OpenAPI tag. The result goes into the
 * list of modules/index.ts, which is the only other file a new module touches.
 */
export const defineModule =
  (tag: string, routes: (app: ModuleApp, context: ModuleContext) => void): FastifyPluginAsync =>
  async (base) => {
    routes(base.withTypeProvider<ZodTypeProvider>(), {
      db: base.deps.db.db,
      tokens: base.deps.tokens,
      docs: apiDocs(tag),
      placeNames: base.placeNames,
    });
  };
