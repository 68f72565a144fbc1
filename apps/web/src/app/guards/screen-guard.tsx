import type { ScreenPath } from '@emlak/contracts';
import type { ReactNode } from 'react';

/** Placeholder: shows the 403 screen when the role lacks the screen's permission. */
export const ScreenGuard = ({ children }: { path: ScreenPath; children: ReactNode }) => children;
