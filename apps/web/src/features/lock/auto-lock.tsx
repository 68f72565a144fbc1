import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { LOGIN_PATH } from '@/shared/auth/sign-out';
import { lock } from './lock-slice';
import { autoLockTimeoutMs } from './lock-timing';

/** The activity the spec names (section 4): mouse, keyboard, scroll, touch. */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const;

/**
 * Locks the app after the idle time-out while auto-lock is on (mounted by the shell). Activity
 * only stamps the time; one timer checks the stamp when it fires, so a busy mouse costs nothing.
 */
export const AutoLock = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const enabled = useAppSelector((state) => state.lock.autoLockEnabled);
  const minutes = useAppSelector((state) => state.lock.autoLockTimeout);
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const isLocked = useAppSelector((state) => state.lock.isLocked);
  const sessionId = useAppSelector((state) => state.auth.decodedToken?.sid ?? null);
  // The lock never applies on the login page (spec section 4).
  const active =
    enabled && isAuthenticated && !isLocked && !pathname.startsWith(LOGIN_PATH) && pathname !== '/lock';
  const currentPath = `${pathname}${search}`;

  useEffect(() => {
    if (!active) return undefined;
    const timeoutMs = autoLockTimeoutMs(minutes);
    let lastActivity = Date.now();
    let timer = 0;
    const check = () => {
      const idle = Date.now() - lastActivity;
      if (idle < timeoutMs) {
        timer = window.setTimeout(check, timeoutMs - idle);
        return;
      }
      dispatch(lock({ previousPath: currentPath, sessionId }));
      navigate('/lock', { state: { from: currentPath } });
    };
    const onActivity = () => {
      lastActivity = Date.now();
    };
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, onActivity, { passive: true, capture: true });
    timer = window.setTimeout(check, timeoutMs);
    return () => {
      window.clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [active, minutes, currentPath, sessionId, dispatch, navigate]);

  return null;
};
