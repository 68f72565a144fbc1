import { can, screens, type ScreenPath } from '@emlak/contracts';
import type { ReactNode } from 'react';
import { ForbiddenPage } from '../errors/forbidden-page';
import { useAppSelector } from '@/shared/state/store-hooks';

export type ScreenGuardProps = { path: ScreenPath; children: ReactNode };

/** Shows the 403 screen when the role lacks the screen's permission (contracts' `screens` map). */
export const ScreenGuard = ({ path, children }: ScreenGuardProps) => {
  const roleId = useAppSelector((state) => state.auth.roleId);
  if (roleId === null || !can(roleId, screens[path].permission)) return <ForbiddenPage />;
  return children;
};
