import { screens, type ScreenPath } from '@emlak/contracts';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Preloader } from '@/shared/ui/preloader';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorPage } from './errors/route-error-page';
import { ServerErrorPage } from './errors/server-error-page';
import { RequireAuth } from './guards/require-auth';
import { ScreenGuard } from './guards/screen-guard';

/** Every screen is its own chunk, loaded behind the full-page preloader. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const Suspended = ({ Page }: { Page: LazyExoticComponent<ComponentType> }) => (
  <Suspense fallback={<Preloader />}>
    <Page />
  </Suspense>
);

const LoginPage = page(() => import('@/features/auth/pages/login-page'), 'LoginPage');
const LockPage = page(() => import('@/features/lock/pages/lock-page'), 'LockPage');
const PaymentInfoPage = page(() => import('@/features/payment/pages/payment-info-page'), 'PaymentInfoPage');
const SettingsPage = page(() => import('@/features/settings/pages/settings-page'), 'SettingsPage');
const CitiesPage = page(() => import('@/features/cities/pages/cities-page'), 'CitiesPage');
const OrganizationsPage = page(
  () => import('@/features/organizations/pages/organizations-page'),
  'OrganizationsPage',
);
const OrganizationDetailPage = page(
  () => import('@/features/organizations/pages/organization-detail-page'),
  'OrganizationDetailPage',
);
const UsersPage = page(() => import('@/features/users/pages/users-page'), 'UsersPage');
const RolesPage = page(() => import('@/features/roles/pages/roles-page'), 'RolesPage');
const MenusPage = page(() => import('@/features/menus/pages/menus-page'), 'MenusPage');
const RoleMenusPage = page(() => import('@/features/role-menus/pages/role-menus-page'), 'RoleMenusPage');
const ContactsPage = page(() => import('@/features/contacts/pages/contacts-page'), 'ContactsPage');
const OwnersPage = page(() => import('@/features/owners/pages/owners-page'), 'OwnersPage');
const AuditPage = page(() => import('@/features/audit/pages/audit-page'), 'AuditPage');
// The shell (sidebar, app bar, its icons and menus) is only for the signed-in: not on the login path.
const AppShell = page(() => import('./shell/app-shell'), 'AppShell');
const ComingSoonPage = lazy(() =>
  import('@/shared/ui/coming-soon-page').then((module) => ({ default: module.ComingSoonPage })),
);

/** Built screens by path; every other screen of the table shows "coming soon" for now. */
const builtScreens: Partial<Record<ScreenPath, LazyExoticComponent<ComponentType>>> = {
  '/settings': SettingsPage,
  '/cities': CitiesPage,
  '/menus': MenusPage,
  '/role-specific-menus': RoleMenusPage,
  '/contacts': ContactsPage,
  '/owners': OwnersPage,
  '/audit': AuditPage,
  '/organizations': OrganizationsPage,
  '/organizations/:id': OrganizationDetailPage,
  '/users': UsersPage,
  '/roles': RolesPage,
};

/** Title keys (the menus' names) of the screens not built yet. */
const titleKeys: Record<ScreenPath, string> = {
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
  '/settings': 'settings',
  '/terms': 'terms',
  '/support': 'support',
  '/token-decoder': 'tokenDecoder',
  '/business-card': 'businessCard',
  '/interest': 'interest',
  '/audit': 'auditLog',
};

const screenRoute = (path: ScreenPath): RouteObject => {
  const Built = builtScreens[path];
  return {
    path,
    element: (
      <ScreenGuard path={path}>
        {Built ? (
          <Suspended Page={Built} />
        ) : (
          <Suspense fallback={<Preloader />}>
            <ComingSoonPage titleKey={titleKeys[path]} />
          </Suspense>
        )}
      </ScreenGuard>
    ),
  };
};

/** The spec's route table (section 2), plus the paths it leaves open. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      { path: '/accounts/login', element: <Suspended Page={LoginPage} /> },
      { path: '/error', element: <ServerErrorPage /> },
      { path: '/payment-info', element: <Suspended Page={PaymentInfoPage} /> },
      { path: '/lock', element: <Suspended Page={LockPage} /> },
      {
        element: (
          <RequireAuth>
            <Suspended Page={AppShell} />
          </RequireAuth>
        ),
        children: (Object.keys(screens) as ScreenPath[]).map(screenRoute),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
