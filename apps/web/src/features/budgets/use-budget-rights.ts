import { can, scopeOf } from '@emlak/contracts';
import { useAppSelector } from '@/shared/state/store-hooks';

/**
 * What the signed-in role may do with budgets, from the contracts' permission map: a SuperAdmin
 * reads every organization's (and filters by organization) and writes (generates, records
 * payments); an Admin reads their own organization's only.
 */
export const useBudgetRights = () => {
  const roleId = useAppSelector((state) => state.auth.roleId);
  return {
    seesAll: roleId !== null && scopeOf(roleId, 'budgets.read') === 'all',
    mayWrite: roleId !== null && can(roleId, 'budgets.write'),
  };
};
