import { LOGIN_PATH } from '@/shared/auth/sign-out';

const LOCK_PATH = '/lock';

/**
 * The path to return to after unlocking, from the navigation state `{ from }` (a path or a
 * location); undefined keeps the one saved before. The lock and login screens are never one.
 */
export const previousPathOf = (state: unknown): string | undefined => {
  const from = (state as { from?: unknown } | null)?.from;
  const path =
    typeof from === 'string'
      ? from
      : from && typeof from === 'object' && typeof (from as { pathname?: unknown }).pathname === 'string'
        ? `${(from as { pathname: string }).pathname}${(from as { search?: string }).search ?? ''}`
        : undefined;
  if (!path?.startsWith('/') || path.startsWith(LOCK_PATH) || path.startsWith(LOGIN_PATH)) return undefined;
  return path;
};
