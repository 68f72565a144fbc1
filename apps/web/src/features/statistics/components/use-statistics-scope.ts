import { scopeOf, type Scope } from '@emlak/contracts';
import { useAppSelector } from '@/shared/state/store-hooks';

/**
 * What the signed-in role may read of others' statistics: 'all' (a SuperAdmin picks an
 * organization), 'organization' (an Admin's agency) or null (a User: own figures only).
 */
export const useStatisticsScope = (): Scope | null => {
  const roleId = useAppSelector((state) => state.auth.roleId);
  return roleId === null ? null : scopeOf(roleId, 'statistics.admin');
};
