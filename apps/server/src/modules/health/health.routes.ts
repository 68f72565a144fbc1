import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { AppError } from '../../lib/app-error';
import { publicPolicy } from '../../lib/route-schema';

const statusSchema = z.object({ status: z.enum(['ok']) });

/** Liveness and readiness for a load balancer or an orchestrator: public, no bearer. */
export const healthModule = defineModule('health', (app, { db, docs }) => {
  const schema = { tags: docs.tags, response: { 200: statusSchema } };

  app.get('/health/live', { config: publicPolicy, schema }, async () => ({ status: 'ok' as const }));
  app.get('/health/ready', { config: publicPolicy, schema }, async () => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new AppError('db_unavailable');
    }
    return { status: 'ok' as const };
  });
});
