type Navigator = (path: string) => void;

/**
 * A full page load: also drops every in-memory cache of the previous user. Never to the page
 * already shown: a call failing there again (a 402 on /payment-info) would reload it forever.
 */
const browserNavigate: Navigator = (path) => {
  if (window.location.pathname !== path) window.location.assign(path);
};

let current: Navigator = browserNavigate;

/**
 * Moves to a path from outside React (HTTP interceptors, sign-out). The router may register its
 * own `navigate` for client-side moves; the returned function restores the browser default.
 */
export const setNavigator = (navigate: Navigator) => {
  current = navigate;
  return () => {
    if (current === navigate) current = browserNavigate;
  };
};

export const navigateTo = (path: string) => current(path);
