import { menuSchema } from '@emlak/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access-policy';
import { menusService } from './menus.service';

export const menusRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.db;

  app.get(
    '/menus/user-menu',
    {
      config: { policy: { permission: 'userMenu.read' } },
      schema: { tags: ['menus'], security: [{ bearer: [] }], response: { 200: z.array(menuSchema) } },
    },
    (request) => menusService.userMenu(db, requireAuth(request)),
  );
};
