import type { ListQuery, Menu, MenuInput } from '@emlak/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { AuthContext } from '../../plugins/access-policy';
import { recordChange } from '../audit/audit-recorder';
import { menusRepository, type MenuValues } from './menus.repository';

const duplicateUrl = () => new AppError('duplicate', { fields: { url: [{ key: 'duplicate' }] } });

// The unique index on url still catches two menus taking one url at the same moment.
const withDuplicateUrl = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateUrl();
    throw error;
  }
};

/** Omitted optional fields are empty: PUT replaces the whole menu. An empty text is no text. */
const valuesOf = (input: MenuInput): MenuValues => ({
  name: input.name,
  url: input.url,
  description: input.description || null,
  menuUrl: input.menuUrl || null,
  status: input.status,
  displayOrder: input.displayOrder,
  icon: input.icon || null,
});

/** Menus are platform-wide: SuperAdmin writes them, Admin reads them, every role reads its own sidebar. */
export const menusService = {
  /** The sidebar: what the caller's role was granted, never another role's menus. */
  userMenu: (db: Executor, auth: AuthContext) => menusRepository.activeForRole(db, auth.roleId),
  list: (db: Executor) => menusRepository.listAll(db),
  page: (db: Executor, query: ListQuery) => menusRepository.page(db, query),
  dropdown: (db: Executor) => menusRepository.options(db),

  get: async (db: Executor, id: number): Promise<Menu> => {
    const menu = await menusRepository.findById(db, id);
    if (!menu) throw new AppError('not_found');
    return menu;
  },

  create: (db: Db, request: FastifyRequest, input: MenuInput): Promise<Menu> =>
    withDuplicateUrl(() =>
      db.transaction(async (tx) => {
        const values = valuesOf(input);
        if (await menusRepository.isUrlTaken(tx, values.url, null)) throw duplicateUrl();
        const menu = await menusRepository.insert(tx, values);
        await recordChange(tx, request, {
          action: 'menu.created',
          entity: 'menu',
          entityId: menu.id,
          organizationId: null,
          after: menu,
        });
        return menu;
      }),
    ),

  update: (db: Db, request: FastifyRequest, id: number, input: MenuInput): Promise<Menu> =>
    withDuplicateUrl(() =>
      db.transaction(async (tx) => {
        const before = await menusRepository.findById(tx, id, { forUpdate: true });
        if (!before) throw new AppError('not_found');
        const values = valuesOf(input);
        if (await menusRepository.isUrlTaken(tx, values.url, id)) throw duplicateUrl();
        const after = (await menusRepository.update(tx, id, values))!;
        await recordChange(tx, request, {
          action: 'menu.updated',
          entity: 'menu',
          entityId: id,
          organizationId: null,
          before,
          after,
        });
        return after;
      }),
    ),

  /** Deleting a menu takes it out of every role's sidebar; the audit entry names those roles. */
  remove: (db: Db, request: FastifyRequest, id: number): Promise<void> =>
    db.transaction(async (tx) => {
      const before = await menusRepository.findById(tx, id, { forUpdate: true });
      if (!before) throw new AppError('not_found');
      const roleIds = await menusRepository.delete(tx, id);
      await recordChange(tx, request, {
        action: 'menu.deleted',
        entity: 'menu',
        entityId: id,
        organizationId: null,
        before: { ...before, roleIds },
      });
    }),
};
