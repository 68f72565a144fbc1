import { dropdownOptionSchema, roleSchema } from '@emlak/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rolesService } from './roles.service';

const read = { policy: { permission: 'roles.read' } } as const;
const security = [{ bearer: [] }];
const tags = ['roles'];

export const rolesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.db;

  app.get(
    '/roles',
    { config: read, schema: { tags, security, response: { 200: z.array(roleSchema) } } },
    () => rolesService.list(db),
  );
  app.get(
    '/roles/dropdown',
    { config: read, schema: { tags, security, response: { 200: z.array(dropdownOptionSchema) } } },
    () => rolesService.dropdown(db),
  );
};
