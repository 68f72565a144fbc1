import type { FastifyPluginAsync } from 'fastify';
import { adImportModule } from './ad-import/ad-import.routes';
import { announcementsModule } from './announcements/announcements.routes';
import { auditModule } from './audit/audit.routes';
import { authModule } from './auth/auth.routes';
import { budgetsModule } from './budgets/budgets.routes';
import { citiesModule } from './cities/cities.routes';
import { contactsModule } from './contacts/contacts.routes';
import { exchangeRatesModule } from './exchange-rates/exchange-rates.routes';
import { geoModule } from './geo/geo.routes';
import { healthModule } from './health/health.routes';
import { menusModule } from './menus/menus.routes';
import { organizationsModule } from './organizations/organizations.routes';
import { ownersModule } from './owners/owners.routes';
import { plansModule } from './plans/plans.routes';
import { profileModule } from './profile/profile.routes';
import { reportsModule } from './reports/reports.routes';
import { rolesModule } from './roles/roles.routes';
import { statisticsModule } from './statistics/statistics.routes';
import { subscriptionsModule } from './subscriptions/subscriptions.routes';
import { supportModule } from './support/support.routes';
import { todosModule } from './todos/todos.routes';
import { usersModule } from './users/users.routes';
import { userAdsModule } from './user-ads/user-ads.routes';

/**
 * Every API module, registered under /api/v1 in this order. A module is its routes file's
 * `defineModule` (lib/api-module.ts); adding one is one import and one entry here.
 */
export const modules: FastifyPluginAsync[] = [
  healthModule,
  authModule,
  profileModule,
  citiesModule,
  rolesModule,
  menusModule,
  organizationsModule,
  usersModule,
  auditModule,
  contactsModule,
  ownersModule,
  announcementsModule,
  geoModule,
  exchangeRatesModule,
  userAdsModule,
  adImportModule,
  statisticsModule,
  reportsModule,
  todosModule,
  budgetsModule,
  plansModule,
  subscriptionsModule,
  supportModule,
];
