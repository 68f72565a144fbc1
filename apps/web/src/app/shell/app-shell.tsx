import { Outlet } from 'react-router';

/** Placeholder: sidebar, app bar and the screen. */
export const AppShell = () => <Outlet />;
