import type { ListQuery } from '@emlak/contracts';

// The query keys of the app, one place per resource. Features do not import each other, so a key
// that another feature or the shell invalidates lives here, and every reader and invalidator
// imports it: a refresh can no longer miss a query because a string was spelled twice.

/** Table pages start with 'table' and the endpoint: `tableKey(endpoint)` invalidates them all. */
export const tableKey = (endpoint: string, query?: ListQuery) =>
  query ? (['table', endpoint, query] as const) : (['table', endpoint] as const);

/** Options of a `dropdown` endpoint, per language (the cities dropdown answers in the request's). */
export type DropdownEndpoint = '/organizations/dropdown' | '/cities/dropdown' | '/roles/dropdown';
export const dropdownKey = (endpoint: DropdownEndpoint, language?: string) =>
  language === undefined ? (['dropdown', endpoint] as const) : (['dropdown', endpoint, language] as const);

/** Organizations: a user change refreshes their user counts and user lists too. */
export const organizationKeys = {
  all: ['organizations'] as const,
  tableEndpoint: '/organizations/table',
  detail: (id: number) => ['organizations', id] as const,
  users: (id: number) => ['organizations', id, 'users'] as const,
};

/** Contacts: saving an owner to contacts adds a row to the contacts table. */
export const contactKeys = { tableEndpoint: '/contacts/table' } as const;

/**
 * Menus: a menu edit refreshes every query under 'menus' (the sidebar and the role-menus
 * checklist); saving a role's menus refreshes the sidebar of whichever role is signed in.
 */
export const menuKeys = {
  all: ['menus'] as const,
  list: ['menus', 'all'] as const,
  userMenus: ['menus', 'user-menu'] as const,
  userMenu: (roleId: number | null) => ['menus', 'user-menu', roleId] as const,
};

/** Cities: a SuperAdmin's change refreshes the listing screens' city pickers (GET /cities). */
export const cityKeys = { all: ['cities'] as const };

/** Roles: a rename refreshes the list and the role dropdowns. */
export const roleKeys = {
  all: ['roles'] as const,
  list: ['roles', 'list'] as const,
  menus: (roleId: number) => ['roles', 'menus', roleId] as const,
};

/** Exchange rates: the settings screen of a SuperAdmin changes them, every price reads them. */
export const exchangeRateKeys = { all: ['exchange-rates'] as const };

/**
 * The personal list (My list) and the sold items: adding a listing from the market screen, and
 * every work, sale or removal, refresh the list's pages, its status counts and the sold items.
 */
export const userAdKeys = {
  all: ['usersads'] as const,
  tableEndpoint: '/usersads/table',
  counts: ['usersads', 'counts'] as const,
  soldTableEndpoint: '/ad/users/sold/table',
} as const;

/**
 * The market list (/announcement): adding a listing to My list changes its `inMyList`, and a sale
 * takes it off the list, so those refresh every market page; `all` covers a listing's detail too.
 */
export const announcementKeys = {
  all: ['announcements'] as const,
  tableEndpoint: '/ad/table',
  detail: (id: number) => ['announcements', 'detail', id] as const,
} as const;

/**
 * Statistics (the dashboard's KPIs and calendar, the statistics screen, the commission report): a
 * sale, a new listing or a listing added to My list changes them, so those refresh everything
 * under `all`.
 */
export const statisticsKeys = {
  all: ['statistics'] as const,
  summary: (params: object) => ['statistics', 'summary', params] as const,
  admin: (params: object) => ['statistics', 'admin', params] as const,
  series: (params: object) => ['statistics', 'series', params] as const,
  commissionTableEndpoint: '/reports/commissions/table',
} as const;

/** The dashboard's to-dos (the list and the calendar's due-day marks read the same query). */
export const todoKeys = { all: ['todos'] as const } as const;

/**
 * Plans: a plan change refreshes the plans table, the active plans of the payment page and the
 * plan dropdowns; a new subscription changes a plan's active-subscription count.
 */
export const planKeys = {
  all: ['plans'] as const,
  tableEndpoint: '/adminplan/all/table',
  list: ['plans', 'list'] as const,
  subscriptionOptions: ['plans', 'subscription-dropdown'] as const,
} as const;

/**
 * Budgets: the budgets screen and the organization detail's Budget Analysis tab read them; a
 * payment or a generated month refreshes everything under `all` (lists, detail, analytics, the tab).
 */
export const budgetKeys = {
  all: ['budgets'] as const,
  list: (query: object) => ['budgets', 'list', query] as const,
  detail: (id: number) => ['budgets', 'detail', id] as const,
  organizations: ['budgets', 'organizations'] as const,
  ofOrganization: (organizationId: number) => ['budgets', 'organization', organizationId] as const,
  analytics: (query: object) => ['budgets', 'analytics', query] as const,
} as const;
