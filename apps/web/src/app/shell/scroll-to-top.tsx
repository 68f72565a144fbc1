import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new screen starts at its top, not at the scroll position of the previous one. */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    // scrollTop instead of window.scrollTo: same effect, and jsdom implements it.
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [pathname]);
  return null;
};
