import type { ReactNode } from 'react';

/** Placeholder: sends a guest to /accounts/login and a locked app to /lock. */
export const RequireAuth = ({ children }: { children: ReactNode }) => children;
