import type { RoleDto, RoleMenus, UpdateRoleInput, UpdateRoleMenusInput } from '@emlak/contracts';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, duplicateOf, notFound, type FieldErrors } from '../../lib/app-error';
import { recordChange } from '../audit/audit-recorder';
import { rolesRepository as repository } from './roles.repository';

const ENTITY = 'role';

const duplicateName = (name: string) => duplicateOf('name', 'validation.roleNameTaken', { name });

const roleMenus = async (db: Executor, roleId: number): Promise<RoleMenus> => {
  const menus = await repository.menusOf(db, roleId);
  return { roleId, menuIds: menus.map((menu) => menu.id), menus };
};

/**
 * The three fixed roles: SuperAdmin and Admin read them, only a SuperAdmin renames them or
 * changes which menus they get (docs/domain.md "Permission matrix"; the route policies enforce
 * it). Roles are platform-wide, so there is no organization scope.
 */
export const createRolesService = (db: Db) => ({
  list: () => repository.list(db),
  dropdown: (actor: Actor) => repository.options(db, actor.language),

  rename: (actor: Actor, id: number, input: UpdateRoleInput): Promise<RoleDto> =>
    db.transaction(async (tx) => {
      await repository.lockAll(tx);
      const before = await repository.findById(tx, id);
      if (!before) throw notFound();
      const taken = await repository.sameName(tx, input.name, id);
      if (taken !== undefined) throw duplicateName(taken);
      const after = (await repository.rename(tx, id, input.name))!;
      await recordChange(tx, actor, {
        action: 'role.updated',
        entity: ENTITY,
        entityId: id,
        organizationId: null,
        before,
        after,
      });
      return after;
    }),

  menus: async (roleId: number): Promise<RoleMenus> => {
    if (!(await repository.findById(db, roleId))) throw notFound();
    return roleMenus(db, roleId);
  },

  /** Replaces the role's whole menu set; the sidebar of every user of the role follows at once. */
  replaceMenus: (actor: Actor, roleId: number, input: UpdateRoleMenusInput): Promise<RoleMenus> =>
    db.transaction(async (tx) => {
      // The role's row lock makes two replacements of one role take turns.
      if (!(await repository.findForUpdate(tx, roleId))) throw notFound();
      const wanted = [...new Set(input.menuIds)].sort((a, b) => a - b);
      const known = await repository.existingMenuIds(tx, wanted);
      const errors: FieldErrors = {};
      input.menuIds.forEach((menuId, index) => {
        if (!known.has(menuId)) {
          errors[`menuIds.${index}`] = [{ key: 'validation.invalidValue', params: { field: 'menuIds' } }];
        }
      });
      if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { fields: errors });
      const before = await repository.menuIdsOf(tx, roleId);
      await repository.replaceMenus(tx, roleId, wanted);
      await recordChange(tx, actor, {
        action: 'role.menusReplaced',
        entity: ENTITY,
        entityId: roleId,
        organizationId: null,
        before: { menuIds: before },
        after: { menuIds: wanted },
      });
      return roleMenus(tx, roleId);
    }),
});

export type RolesService = ReturnType<typeof createRolesService>;
