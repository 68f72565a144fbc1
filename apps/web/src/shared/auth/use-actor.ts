import type { ActingUser } from '@emlak/contracts';
import { useMemo } from 'react';
import { useAppSelector } from '@/shared/state/store-hooks';

/** The signed-in user as the contracts' user rules take them (null while signed out). */
export type SessionActor = Pick<ActingUser, 'userId' | 'roleId'>;

/**
 * The token names no organization, and the web app needs none: the server already scopes every
 * list to the actor's organization, so the rules left to check here are about roles and oneself.
 */
export const useActor = (): SessionActor | null => {
  const userId = useAppSelector((state) => state.auth.user?.id ?? null);
  const roleId = useAppSelector((state) => state.auth.roleId);
  return useMemo(() => (userId === null || roleId === null ? null : { userId, roleId }), [userId, roleId]);
};
