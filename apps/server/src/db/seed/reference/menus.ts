import { Role, type RoleId } from '@emlak/contracts';

type MenuSeed = { name: string; url: string; icon: string; description: string };

/**
 * One menu per screen of the authenticated route table, in sidebar order. `name` is the
 * stable key the web app translates; `url` is the natural key.
 */
export const menuSeeds: readonly MenuSeed[] = [
  {
    name: 'dashboard',
    url: '/dashboard',
    icon: 'Dashboard',
    description: 'Calendar, to-do list and a summary.',
  },
  {
    name: 'announcements',
    url: '/announcement',
    icon: 'Campaign',
    description: 'Browse and post announcements.',
  },
  {
    name: 'userAnnouncements',
    url: '/user-announcement',
    icon: 'Bookmarks',
    description: 'Your personal list of announcements.',
  },
  {
    name: 'soldItems',
    url: '/sold-item',
    icon: 'Sell',
    description: 'Deals closed, with the commissions received.',
  },
  { name: 'statistics', url: '/statistics', icon: 'BarChart', description: 'Results per period.' },
  { name: 'map', url: '/map', icon: 'Map', description: 'Search announcements on the map.' },
  { name: 'contacts', url: '/contacts', icon: 'Contacts', description: "The organization's contact book." },
  {
    name: 'owners',
    url: '/owners',
    icon: 'PersonSearch',
    description: 'Owners found in announcements, with probable agents flagged.',
  },
  {
    name: 'organizations',
    url: '/organizations',
    icon: 'Business',
    description: 'Organizations and their users.',
  },
  { name: 'users', url: '/users', icon: 'People', description: 'User accounts and their roles.' },
  { name: 'roles', url: '/roles', icon: 'AdminPanelSettings', description: 'The roles of the platform.' },
  { name: 'menus', url: '/menus', icon: 'Menu', description: 'The screens offered in the sidebar.' },
  {
    name: 'roleSpecificMenus',
    url: '/role-specific-menus',
    icon: 'Rule',
    description: 'Which screens each role sees.',
  },
  {
    name: 'cities',
    url: '/cities',
    icon: 'LocationCity',
    description: 'Cities and districts of Azerbaijan.',
  },
  {
    name: 'plans',
    url: '/plans',
    icon: 'WorkspacePremium',
    description: 'Subscription plans and their limits.',
  },
  {
    name: 'budgets',
    url: '/budgets',
    icon: 'AccountBalanceWallet',
    description: 'Monthly budgets and payments.',
  },
  { name: 'auditLog', url: '/audit', icon: 'History', description: 'Who changed what, and when.' },
  {
    name: 'interest',
    url: '/interest',
    icon: 'Percent',
    description: 'Commission and percentage calculator.',
  },
  {
    name: 'businessCard',
    url: '/business-card',
    icon: 'Badge',
    description: 'Your digital business card with QR code and vCard.',
  },
  {
    name: 'documents',
    url: '/documents',
    icon: 'Description',
    description: 'Documentation and terms of use.',
  },
  { name: 'profile', url: '/profile', icon: 'AccountCircle', description: 'Your profile and password.' },
  {
    name: 'settings',
    url: '/settings',
    icon: 'Settings',
    description: 'Language, currency, theme and lock screen.',
  },
  { name: 'support', url: '/support', icon: 'SupportAgent', description: 'How to reach support.' },
  {
    name: 'supportTickets',
    url: '/support/tickets',
    icon: 'ConfirmationNumber',
    description: 'Answer and close the support requests of every agency.',
  },
  { name: 'terms', url: '/terms', icon: 'Gavel', description: 'Terms and conditions.' },
  {
    name: 'tokenDecoder',
    url: '/token-decoder',
    icon: 'Key',
    description: 'Decode and check an access token.',
  },
];

const allMenus = menuSeeds.map((menu) => menu.name);

/**
 * The screens each role is offered (docs/domain.md permission matrix). Admins see the menu and
 * role-menu screens too: they may read them, the server refuses their writes.
 */
export const roleMenuSeeds: Readonly<Record<RoleId, readonly string[]>> = {
  [Role.SuperAdmin]: allMenus,
  // The support tickets screen is the operator's (support.manage): a SuperAdmin's alone.
  [Role.Admin]: allMenus.filter((name) => name !== 'supportTickets'),
  [Role.User]: [
    'dashboard',
    'announcements',
    'userAnnouncements',
    'soldItems',
    'statistics',
    'map',
    'contacts',
    'owners',
    'cities',
    'plans',
    'interest',
    'businessCard',
    'documents',
    'profile',
    'settings',
    'support',
    'terms',
    'tokenDecoder',
  ],
};
