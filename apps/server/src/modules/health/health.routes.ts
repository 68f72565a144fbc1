import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

const statusSchema = z.object({ status: z.enum(['ok']) });

export const healthRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health/live',
    { config: { policy: { public: true } }, schema: { tags: ['health'], response: { 200: statusSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health/ready',
    { config: { policy: { public: true } }, schema: { tags: ['health'], response: { 200: statusSchema } } },
    async () => {
      try {
        await app.deps.db.db.execute(sql`select 1`);
      } catch {
        throw new AppError('db_unavailable');
      }
      return { status: 'ok' as const };
    },
  );
};
