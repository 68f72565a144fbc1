import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

export type UnsavedChangesGuard = {
  /** The question is on screen: a navigation or a local leave (close, Escape, another role) waits. */
  open: boolean;
  /** Keeps the changes: the navigation is cancelled, the leave forgotten. */
  stay: () => void;
  /** Drops the changes and goes on: the navigation proceeds, the leave runs. */
  discard: () => void;
  /**
   * Leaving without a navigation (closing a panel, switching a role on the page): runs `leave` at
   * once when nothing is unsaved, else asks first.
   */
  confirm: (leave: () => void) => void;
};

/**
 * Asks before unsaved changes are lost, whatever the route: a navigation inside the app (sidebar
 * link, back and forward) is held by React Router's blocker; a reload, a typed address or closing
 * the tab get the browser's own question (`beforeunload`; browsers show their own text); closing a
 * form goes through `confirm`. One guard at a time per page: React Router keeps one blocker.
 */
export const useUnsavedChangesGuard = (dirty: boolean): UnsavedChangesGuard => {
  const dirtyRef = useRef(dirty);
  // A leave the person confirmed may navigate itself (role menus change ?role=); it must not be
  // asked about twice, while the state still says "dirty" until the next render.
  const leaving = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium versions ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const runLeave = (leave: () => void) => {
    leaving.current = true;
    try {
      leave();
    } finally {
      leaving.current = false;
    }
  };

  return {
    open: blocker.state === 'blocked' || pending !== null,
    stay: () => {
      if (blocker.state === 'blocked') blocker.reset();
      setPending(null);
    },
    discard: () => {
      if (blocker.state === 'blocked') blocker.proceed();
      if (pending) runLeave(pending);
      setPending(null);
    },
    confirm: (leave) => {
      if (dirtyRef.current) setPending(() => leave);
      else runLeave(leave);
    },
  };
};
