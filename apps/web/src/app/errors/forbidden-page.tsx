import type { ReactNode } from 'react';

/** Placeholder until its part of the web shell lands. */
export const ForbiddenPage = (): ReactNode => null;
