import type { Location } from 'react-router';

export const DEFAULT_TARGET = '/dashboard';
const notReturnable = ['/accounts/login', '/lock'];

/** Where to go after signing in: the page the guard saved (`state.from`), else the dashboard. */
export const redirectTarget = (state: unknown): string => {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  const pathname = from?.pathname;
  // Only an in-app path: never a protocol-relative URL that would leave the site.
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//'))
    return DEFAULT_TARGET;
  if (notReturnable.includes(pathname)) return DEFAULT_TARGET;
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
};
