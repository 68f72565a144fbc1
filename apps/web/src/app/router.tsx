import { screenPaths, screens, type ScreenPath } from '@emlak/contracts';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/pages/login-page';
import { loadAllTexts, loadShellTexts } from '@/shared/i18n/i18n';
import { Preloader } from '@/shared/ui/preloader';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorPage } from './errors/route-error-page';
import { ServerErrorPage } from './errors/server-error-page';
import { RequireAuth } from './guards/require-auth';
import { ScreenGuard } from './guards/screen-guard';

/**
 * Every screen but the login page is its own chunk, loaded behind the full-page preloader, with
 * the texts it needs: the shell and the dashboard theirs, the other screens every text of the
 * language (shared/i18n/i18n.ts). The login page, a first visit's screen, comes with the app
 * itself and its core texts: no second round trip, and 1 KB less on the wire than as a chunk of
 * its own (docs/decisions.md "Web: bundle budgets").
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => Promise.all([load(), loadAllTexts()]).then(([module]) => ({ default: module[name] })));
/** The shell and the dashboard, where a visit lands: without the other screens' texts. */
const shellPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => Promise.all([load(), loadShellTexts()]).then(([module]) => ({ default: module[name] })));

const Suspended = ({ Page }: { Page: LazyExoticComponent<ComponentType> }) => (
  <Suspense fallback={<Preloader />}>
    <Page />
  </Suspense>
);

const LockPage = page(() => import('@/features/lock/pages/lock-page'), 'LockPage');
const PaymentInfoPage = page(() => import('@/features/payment/pages/payment-info-page'), 'PaymentInfoPage');
// The shell (sidebar, app bar, its icons and menus) is only for the signed-in: not on the login path.
const AppShell = shellPage(() => import('./shell/app-shell'), 'AppShell');
const ComingSoonPage = lazy(() =>
  Promise.all([import('@/shared/ui/coming-soon-page'), loadAllTexts()]).then(([module]) => ({
    default: module.ComingSoonPage,
  })),
);

/**
 * The built screens by path. The screens themselves (path, permission, menu title) are the
 * contracts' `screens` table: every path there gets a route, and one without a page here shows
 * 'coming soon' under its title.
 */
const pages: Partial<Record<ScreenPath, LazyExoticComponent<ComponentType>>> = {
  '/dashboard': shellPage(() => import('@/features/dashboard/pages/dashboard-page'), 'DashboardPage'),
  '/settings': page(() => import('@/features/settings/pages/settings-page'), 'SettingsPage'),
  '/cities': page(() => import('@/features/cities/pages/cities-page'), 'CitiesPage'),
  '/menus': page(() => import('@/features/menus/pages/menus-page'), 'MenusPage'),
  '/role-specific-menus': page(() => import('@/features/role-menus/pages/role-menus-page'), 'RoleMenusPage'),
  '/contacts': page(() => import('@/features/contacts/pages/contacts-page'), 'ContactsPage'),
  '/owners': page(() => import('@/features/owners/pages/owners-page'), 'OwnersPage'),
  '/audit': page(() => import('@/features/audit/pages/audit-page'), 'AuditPage'),
  '/organizations': page(
    () => import('@/features/organizations/pages/organizations-page'),
    'OrganizationsPage',
  ),
  '/organizations/:id': page(
    () => import('@/features/organizations/pages/organization-detail-page'),
    'OrganizationDetailPage',
  ),
  '/users': page(() => import('@/features/users/pages/users-page'), 'UsersPage'),
  '/roles': page(() => import('@/features/roles/pages/roles-page'), 'RolesPage'),
  '/announcement': page(
    () => import('@/features/announcements/pages/announcements-page'),
    'AnnouncementsPage',
  ),
  '/user-announcement': page(() => import('@/features/user-ads/pages/user-ads-page'), 'UserAdsPage'),
  // Leaflet and its stylesheet come with this chunk only.
  '/map': page(() => import('@/features/map/pages/map-page'), 'MapPage'),
  '/sold-item': page(() => import('@/features/user-ads/pages/sold-items-page'), 'SoldItemsPage'),
  '/announcement/import': page(() => import('@/features/ad-import/pages/ad-import-page'), 'AdImportPage'),
  '/statistics': page(() => import('@/features/statistics/pages/statistics-page'), 'StatisticsPage'),
  '/interest': page(() => import('@/features/interest/pages/interest-page'), 'InterestPage'),
  '/terms': page(() => import('@/features/terms/pages/terms-page'), 'TermsPage'),
  '/documents': page(() => import('@/features/documents/pages/documents-page'), 'DocumentsPage'),
  '/business-card': page(
    () => import('@/features/business-card/pages/business-card-page'),
    'BusinessCardPage',
  ),
  '/profile': page(() => import('@/features/profile/pages/profile-page'), 'ProfilePage'),
  '/token-decoder': page(
    () => import('@/features/token-decoder/pages/token-decoder-page'),
    'TokenDecoderPage',
  ),
  '/plans': page(() => import('@/features/plans/pages/plans-page'), 'PlansPage'),
  '/support': page(() => import('@/features/support/pages/support-page'), 'SupportPage'),
  '/support/tickets': page(
    () => import('@/features/support/pages/support-tickets-page'),
    'SupportTicketsPage',
  ),
  '/budgets': page(() => import('@/features/budgets/pages/budgets-page'), 'BudgetsPage'),
  '/budgets/:id': page(() => import('@/features/budgets/pages/budget-detail-page'), 'BudgetDetailPage'),
  '/statistics/commissions': page(
    () => import('@/features/statistics/pages/commission-report-page'),
    'CommissionReportPage',
  ),
};

const screenRoute = (path: ScreenPath): RouteObject => {
  const Built = pages[path];
  return {
    path,
    element: (
      <ScreenGuard path={path}>
        {Built ? (
          <Suspended Page={Built} />
        ) : (
          <Suspense fallback={<Preloader />}>
            <ComingSoonPage titleKey={screens[path].title} />
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
      { path: '/accounts/login', element: <LoginPage /> },
      { path: '/error', element: <ServerErrorPage /> },
      { path: '/payment-info', element: <Suspended Page={PaymentInfoPage} /> },
      { path: '/lock', element: <Suspended Page={LockPage} /> },
      {
        element: (
          <RequireAuth>
            <Suspended Page={AppShell} />
          </RequireAuth>
        ),
        children: screenPaths.map(screenRoute),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
