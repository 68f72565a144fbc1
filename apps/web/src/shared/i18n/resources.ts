import type { Language } from '@emlak/contracts';
import type { TextPart } from './text-parts';
import { adImport } from './locales/ad-import';
import { announcements } from './locales/announcements';
import { audit } from './locales/audit';
import { auth } from './locales/auth';
import { budgets } from './locales/budgets';
import { businessCard } from './locales/business-card';
import { cities } from './locales/cities';
import { comingSoon } from './locales/coming-soon';
import { common } from './locales/common';
import { contacts } from './locales/contacts';
import { dashboard } from './locales/dashboard';
import { documents } from './locales/documents';
import { errors } from './locales/errors';
import { forms } from './locales/forms';
import { http } from './locales/http';
import { interest } from './locales/interest';
import { listing } from './locales/listing';
import { lock } from './locales/lock';
import { map } from './locales/map';
import { menus } from './locales/menus';
import { navigation } from './locales/navigation';
import { organizations } from './locales/organizations';
import { owners } from './locales/owners';
import { payment } from './locales/payment';
import { plans } from './locales/plans';
import { queryMeter } from './locales/query-meter';
import { roleMenus } from './locales/role-menus';
import { roles } from './locales/roles';
import { settings } from './locales/settings';
import { shell } from './locales/shell';
import { statistics } from './locales/statistics';
import { support } from './locales/support';
import { table } from './locales/table';
import { profile } from './locales/profile';
import { terms } from './locales/terms';
import { tokenDecoder } from './locales/token-decoder';
import { userAds } from './locales/user-ads';
import { users } from './locales/users';

/** Every area of texts; a key is `area.key`, e.g. t('errors.goHome'). */
export const areas = {
  common,
  auth,
  shell,
  navigation,
  errors,
  http,
  lock,
  settings,
  comingSoon,
  dashboard,
  payment,
  table,
  forms,
  cities,
  organizations,
  users,
  roles,
  menus,
  roleMenus,
  contacts,
  owners,
  audit,
  listing,
  userAds,
  adImport,
  announcements,
  statistics,
  interest,
  budgets,
  plans,
  queryMeter,
  businessCard,
  tokenDecoder,
  terms,
  profile,
  documents,
  map,
  support,
};

export type Area = keyof typeof areas;

/**
 * The areas the screens outside the signed-in app need (login, its errors and messages, the lock
 * screen): loaded first; the others come with the first signed-in screen (app/router.tsx).
 */
export const coreAreas = [
  'common',
  'auth',
  'errors',
  'http',
  'forms',
  'navigation',
  'lock',
] as const satisfies readonly Area[];
/** The areas loaded with the login screen. */
export type CoreArea = (typeof coreAreas)[number];

/**
 * The areas only their own screens use: loaded with the first of those screens, not with the
 * shell and the dashboard that every agent lands on (docs/decisions.md "Web: bundle budgets").
 * Everything neither core nor here is the `shell` part. shell-texts.test.ts checks that nothing
 * the shell or the dashboard imports uses one of these areas.
 */
export const screenAreas = [
  'settings',
  'comingSoon',
  'payment',
  'table',
  'cities',
  'organizations',
  'users',
  'roles',
  'menus',
  'roleMenus',
  'contacts',
  'owners',
  'audit',
  'userAds',
  'adImport',
  'announcements',
  'interest',
  'budgets',
  'plans',
  'queryMeter',
  'businessCard',
  'tokenDecoder',
  'profile',
  'documents',
  'map',
  'support',
] as const satisfies readonly Area[];

/** The areas of a part. */
export const areasOf = (part: TextPart): string[] => {
  const core: readonly string[] = coreAreas;
  const screens: readonly string[] = screenAreas;
  if (part === 'core') return [...core];
  if (part === 'screens') return [...screens];
  if (part === 'shell')
    return Object.keys(areas).filter((area) => !core.includes(area) && !screens.includes(area));
  throw new Error(`No part of the texts is called ${String(part)}`);
};

/** One language's texts, of the given areas (all by default). */
export const resources = (language: Language, only: readonly string[] = Object.keys(areas)) =>
  Object.fromEntries(
    Object.entries(areas)
      .filter(([name]) => only.includes(name))
      .map(([name, texts]) => [name, texts[language]]),
  );
