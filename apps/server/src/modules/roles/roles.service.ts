import type { Executor } from '../../db/client';
import { rolesRepository } from './roles.repository';

/** The three fixed roles; SuperAdmin and Admin read them all (DOMAIN.md permission matrix). */
export const rolesService = {
  list: (db: Executor) => rolesRepository.listAll(db),
  dropdown: (db: Executor) => rolesRepository.options(db),
};
