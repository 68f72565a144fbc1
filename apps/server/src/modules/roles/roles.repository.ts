import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles } from '../../db/schema';

export const rolesRepository = {
  listAll: (db: Executor) => db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.id)),
  options: (db: Executor) =>
    db.select({ value: roles.id, displayText: roles.name }).from(roles).orderBy(asc(roles.id)),
};
