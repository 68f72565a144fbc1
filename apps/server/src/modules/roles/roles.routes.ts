import {
  dropdownOptionSchema,
  idParamsSchema,
  roleMenusQuerySchema,
  roleMenusSchema,
  roleSchema,
  updateRoleMenusSchema,
  updateRoleSchema,
} from '@emlak/contracts';
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
  app.put(
    '/roles/:id',
    {
      config: { policy: { permission: 'roles.update' } },
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updateRoleSchema,
        response: { 200: roleSchema },
      },
    },
    (request) => rolesService.rename(db, request, request.params.id, request.body),
  );
  app.get(
    '/roles/menus',
    {
      config: { policy: { permission: 'roleMenus.read' } },
      schema: { tags, security, querystring: roleMenusQuerySchema, response: { 200: roleMenusSchema } },
    },
    (request) => rolesService.menus(db, request.query.roleId),
  );
  app.put(
    '/roles/:id/menus',
    {
      config: { policy: { permission: 'roleMenus.write' } },
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updateRoleMenusSchema,
        response: { 200: roleMenusSchema },
      },
    },
    (request) => rolesService.replaceMenus(db, request, request.params.id, request.body),
  );
};
