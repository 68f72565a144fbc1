import { Role, type User } from '@emlak/contracts';
import type { UserAction } from './components/user-row-actions';

/**
 * The actions the server would accept on a row (DOMAIN.md, decisions "Users"): only a SuperAdmin
 * acts on a SuperAdmin, and nobody locks, resets or deletes themselves (422).
 */
export const allowedActions = (user: User, superAdmin: boolean, selfId: number | null): UserAction[] => {
  if (user.roleId === Role.SuperAdmin && !superAdmin) return [];
  if (user.id === selfId) return ['edit'];
  return ['edit', 'lock', 'reset', 'delete'];
};
