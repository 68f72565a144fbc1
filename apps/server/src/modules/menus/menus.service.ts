import type { ListQuery, Menu, MenuInput } from '@emlak/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, duplicateOf, notFound } from '../../lib/app-error';
import { onUniqueViolation } from '../../lib/constraint-errors';
import { recordChange } from '../audit/audit-recorder';
import { menusRepository as repository, type MenuValues } from './menus.repository';

const ENTITY = 'menu';

/** A taken url names the menu that has it; when the unique index caught a race, that is not known. */
const duplicateUrl = (url?: string, name?: string) =>
  url === undefined || name === undefined
    ? new AppError('duplicate', { fields: { url: [{ key: 'duplicate' }] } })
    : duplicateOf('url', 'validation.menuUrlTaken', { url, name });

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
export const createMenusService = (db: Db) => ({
  /** The sidebar: what the actor's role was granted, never another role's menus. */
  userMenu: (actor: Actor) => repository.activeForRole(db, actor.roleId),
  list: () => repository.list(db),
  page: (actor: Actor, query: ListQuery) => repository.page(db, query, actor.language),
  dropdown: (actor: Actor) => repository.options(db, actor.language),

  get: async (id: number): Promise<Menu> => {
    const menu = await repository.findById(db, id);
    if (!menu) throw notFound();
    return menu;
  },

  // The unique index on url still catches two menus taking one url at the same moment.
  create: (actor: Actor, input: MenuInput): Promise<Menu> =>
    onUniqueViolation(duplicateUrl, () =>
      db.transaction(async (tx) => {
        const values = valuesOf(input);
        const holder = await repository.urlHolder(tx, values.url, null);
        if (holder !== undefined) throw duplicateUrl(values.url, holder);
        const menu = await repository.insert(tx, values);
        await recordChange(tx, actor, {
          action: 'menu.created',
          entity: ENTITY,
          entityId: menu.id,
          organizationId: null,
          after: menu,
        });
        return menu;
      }),
    ),

  update: (actor: Actor, id: number, input: MenuInput): Promise<Menu> =>
    onUniqueViolation(duplicateUrl, () =>
      db.transaction(async (tx) => {
        const before = await repository.findForUpdate(tx, id);
        if (!before) throw notFound();
        const values = valuesOf(input);
        const holder = await repository.urlHolder(tx, values.url, id);
        if (holder !== undefined) throw duplicateUrl(values.url, holder);
        const after = (await repository.update(tx, id, values))!;
        await recordChange(tx, actor, {
          action: 'menu.updated',
          entity: ENTITY,
          entityId: id,
          organizationId: null,
          before,
          after,
        });
        return after;
      }),
    ),

  /** Deleting a menu takes it out of every role's sidebar; the audit entry names those roles. */
  delete: (actor: Actor, id: number): Promise<void> =>
    db.transaction(async (tx) => {
      const before = await repository.findForUpdate(tx, id);
      if (!before) throw notFound();
      const roleIds = await repository.delete(tx, id);
      await recordChange(tx, actor, {
        action: 'menu.deleted',
        entity: ENTITY,
        entityId: id,
        organizationId: null,
        before: { ...before, roleIds },
      });
    }),
});

export type MenusService = ReturnType<typeof createMenusService>;
