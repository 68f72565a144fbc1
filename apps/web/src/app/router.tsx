import { screens, type ScreenPath } from '@emlak/contracts';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ComingSoonPage } from '@/shared/ui/coming-soon-page';

/** Screens not built yet, by path, with their title key (the sidebar's menu name). */
const comingSoon: Partial<Record<ScreenPath, string>> = {
  '/dashboard': 'dashboard',
  '/cities': 'cities',
  '/sold-item': 'soldItems',
  '/map': 'map',
  '/menus': 'menus',
  '/organizations': 'organizations',
  '/organizations/:id': 'organizationUsers',
  '/plans': 'plans',
  '/budgets': 'budgets',
  '/owners': 'owners',
  '/contacts': 'contacts',
  '/roles': 'roles',
  '/role-specific-menus': 'roleSpecificMenus',
  '/announcement': 'announcements',
  '/users': 'users',
  '/user-announcement': 'userAnnouncements',
  '/documents': 'documents',
  '/profile': 'profile',
  '/statistics': 'statistics',
  '/terms': 'terms',
  '/support': 'support',
  '/token-decoder': 'tokenDecoder',
  '/business-card': 'businessCard',
  '/interest': 'interest',
  '/audit': 'auditLog',
};

const shellRoutes: RouteObject[] = (Object.keys(screens) as ScreenPath[]).map((path) => ({
  path,
  element: <ComingSoonPage titleKey={comingSoon[path] ?? 'dashboard'} />,
}));

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  ...shellRoutes,
];

export const createAppRouter = () => createBrowserRouter(routes);
