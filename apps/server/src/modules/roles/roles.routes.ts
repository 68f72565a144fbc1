import {
  dropdownOptionSchema,
  idParamsSchema,
  roleMenusQuerySchema,
  roleMenusSchema,
  roleSchema,
  updateRoleMenusSchema,
  updateRoleSchema,
} from '@emlak/contracts';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createRolesService } from './roles.service';

const read = policy('roles.read');

export const rolesModule = defineModule('roles', (app, { db, docs }) => {
  const service = createRolesService(db);

  app.get('/roles', { config: read, schema: { ...docs, response: { 200: z.array(roleSchema) } } }, () =>
    service.list(),
  );
  app.get(
    '/roles/dropdown',
    { config: read, schema: { ...docs, response: { 200: z.array(dropdownOptionSchema) } } },
    (request) => service.dropdown(actorOf(request)),
  );
  app.put(
    '/roles/:id',
    {
      config: policy('roles.update'),
      schema: { ...docs, params: idParamsSchema, body: updateRoleSchema, response: { 200: roleSchema } },
    },
    (request) => service.rename(actorOf(request), request.params.id, request.body),
  );
  app.get(
    '/roles/menus',
    {
      config: policy('roleMenus.read'),
      schema: { ...docs, querystring: roleMenusQuerySchema, response: { 200: roleMenusSchema } },
    },
    (request) => service.menus(request.query.roleId),
  );
  app.put(
    '/roles/:id/menus',
    {
      config: policy('roleMenus.write'),
      schema: {
        ...docs,
        params: idParamsSchema,
        body: updateRoleMenusSchema,
        response: { 200: roleMenusSchema },
      },
    },
    (request) => service.replaceMenus(actorOf(request), request.params.id, request.body),
  );
});
