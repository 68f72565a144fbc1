import { useEffect } from 'react';
import { useLocation } from 'react-router';

const decoded = (hash: string) => {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
};

/**
 * Scrolls to the heading the address names once the page's text is there: the browser's own jump
 * to `#anchor` happens before a lazily loaded page has rendered it. Without an anchor, a newly
 * shown page starts at its top.
 */
export const useScrollToHash = (ready: boolean, content: unknown) => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready) return;
    const target = hash ? document.getElementById(decoded(hash)) : null;
    if (target) target.scrollIntoView?.({ block: 'start' });
    else (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [ready, content, hash]);
};
