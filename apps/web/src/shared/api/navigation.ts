type Navigator = (path: string) => void;

/**
 * A full page load: also drops every in-memory cache of the previous user. Never to the page
 * already shown: a call failing there again (a 402 on /payment-info) would reload it forever.
 */
let leavingDocument = false;

const browserNavigate: Navigator = (path) => {
  if (window.location.pathname === path) return;
  leavingDocument = true;
  window.location.assign(path);
};

/**
 * True once a full page load is under way: this document's React may still render a screen (the
 * login page after a sign-out) before the new one replaces it, and such a render must leave
 * what it reads once (the sign-out message) to the page that stays.
 */
export const isLeavingDocument = () => leavingDocument;

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
