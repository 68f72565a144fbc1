import type { ReactNode } from 'react';

/** Placeholder: MUI theme from the theme state, RTL cache, persisted choices. */
export const AppThemeProvider = ({ children }: { children: ReactNode }) => children;
