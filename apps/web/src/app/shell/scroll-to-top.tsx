import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** A new screen starts at its top, not at the scroll position of the previous one. */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    // The first screen of a visit is already where the browser put it: writing scrollTop there
    // would only make the browser lay the whole page out in the middle of the first render.
    if (shown.current === pathname) return;
    shown.current = pathname;
    // scrollTop instead of window.scrollTo: same effect, and jsdom implements it.
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [pathname]);
  return null;
};
