import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '@/shared/state/store-hooks';

export type RequireAuthProps = { children: ReactNode };

/**
 * The spec's route guard (section 4): a guest goes to the login page, which returns them to the
 * page they asked for (`state.from`); a locked app goes to the lock screen.
 */
export const RequireAuth = ({ children }: RequireAuthProps) => {
  const location = useLocation();
  const isAuthenticated = useAppSelector(
    (state) => state.auth.isAuthenticated && state.auth.accessToken !== null,
  );
  const isLocked = useAppSelector((state) => state.lock.isLocked);
  if (!isAuthenticated) return <Navigate to="/accounts/login" state={{ from: location }} replace />;
  if (isLocked) return <Navigate to="/lock" state={{ from: location }} replace />;
  return children;
};
