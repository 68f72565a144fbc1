import type { RoleDto, RoleMenus, UpdateRoleInput, UpdateRoleMenusInput } from '@emlak/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { recordChange } from '../audit/audit-recorder';
import { rolesRepository } from './roles.repository';

const duplicateName = () => new AppError('duplicate', { fields: { name: [{ key: 'duplicate' }] } });

const roleMenus = async (db: Executor, roleId: number): Promise<RoleMenus> => {
  const menus = await rolesRepository.menusOf(db, roleId);
  return { roleId, menuIds: menus.map((menu) => menu.id), menus };
};

/**
 * The three fixed roles: SuperAdmin and Admin read them, only a SuperAdmin renames them or
 * changes which menus they get (DOMAIN.md permission matrix; the route policies enforce it).
 * Roles are platform-wide, so there is no organization scope.
 */
export const rolesService = {
  list: (db: Executor) => rolesRepository.listAll(db),
  dropdown: (db: Executor) => rolesRepository.options(db),

  rename: (db: Db, request: FastifyRequest, id: number, input: UpdateRoleInput): Promise<RoleDto> =>
    db.transaction(async (tx) => {
      await rolesRepository.lockAll(tx);
      const before = await rolesRepository.findById(tx, id);
      if (!before) throw new AppError('not_found');
      if (await rolesRepository.isNameTaken(tx, input.name, id)) throw duplicateName();
      const after = (await rolesRepository.rename(tx, id, input.name))!;
      await recordChange(tx, request, {
        action: 'role.updated',
        entity: 'role',
        entityId: id,
        organizationId: null,
        before,
        after,
      });
      return after;
    }),

  menus: async (db: Executor, roleId: number): Promise<RoleMenus> => {
    if (!(await rolesRepository.findById(db, roleId))) throw new AppError('not_found');
    return roleMenus(db, roleId);
  },

  /** Replaces the role's whole menu set; the sidebar of every user of the role follows at once. */
  replaceMenus: (db: Db, request: FastifyRequest, roleId: number, input: UpdateRoleMenusInput) =>
    db.transaction(async (tx) => {
      // The role's row lock makes two replacements of one role take turns.
      if (!(await rolesRepository.findById(tx, roleId, { forUpdate: true }))) throw new AppError('not_found');
      const wanted = [...new Set(input.menuIds)].sort((a, b) => a - b);
      const known = await rolesRepository.existingMenuIds(tx, wanted);
      const errors: FieldErrors = {};
      input.menuIds.forEach((menuId, index) => {
        if (!known.has(menuId)) {
          errors[`menuIds.${index}`] = [{ key: 'validation.invalidValue', params: { field: 'menuIds' } }];
        }
      });
      if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { fields: errors });
      const before = await rolesRepository.menuIdsOf(tx, roleId);
      await rolesRepository.replaceMenus(tx, roleId, wanted);
      await recordChange(tx, request, {
        action: 'role.menusReplaced',
        entity: 'role',
        entityId: roleId,
        organizationId: null,
        before: { menuIds: before },
        after: { menuIds: wanted },
      });
      return roleMenus(tx, roleId);
    }),
};
