/**
 * The actions and entities the server writes (apps/server/src/modules/**, plugins/access-policy),
 * with their label keys. An action is 'entity.verb'; its label key nests the same way, so an
 * action the web app does not know yet is shown as written.
 */
export const auditActions = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.password_changed',
  'auth.verify_failed',
  'auth.refresh_reuse',
  'auth.terms_accepted',
  'auth.terms_refused',
  'authorization.denied',
  'profile.updated',
  'organization.created',
  'organization.updated',
  'organization.deleted',
  'organization.locked',
  'organization.unlocked',
  'user.created',
  'user.updated',
  'user.deleted',
  'user.locked',
  'user.unlocked',
  'user.password_reset',
  'contact.created',
  'contact.updated',
  'contact.deleted',
  'menu.created',
  'menu.updated',
  'menu.deleted',
  'city.created',
  'city.updated',
  'city.deleted',
  'role.updated',
  'role.menusReplaced',
  'announcement.created',
  'announcement.updated',
  'announcement.deleted',
  'announcement.sold',
  'announcement.imported',
  'userAd.added',
  'userAd.worked',
  'userAd.removed',
  'exchangeRate.created',
  'exchangeRate.updated',
  'supportTicket.answered',
  'supportTicket.closed',
] as const;

export const auditEntities = [
  'user',
  'session',
  'organization',
  'contact',
  'menu',
  'city',
  'role',
  'route',
  'announcement',
  'announcementImport',
  'userAd',
  'exchangeRate',
  'supportTicket',
] as const;

/** The table's enum options (the filter's choices too). */
export const auditActionOptions = auditActions.map((action) => ({
  value: action,
  labelKey: `audit.actions.${action}`,
}));
export const auditEntityOptions = auditEntities.map((entity) => ({
  value: entity,
  labelKey: `audit.entities.${entity}`,
}));

type Lookup = { t: (key: string) => string; exists: (key: string) => boolean };

export const actionLabel = (action: string, { t, exists }: Lookup) =>
  exists(`audit.actions.${action}`) ? t(`audit.actions.${action}`) : action;

export const entityLabel = (entity: string, { t, exists }: Lookup) =>
  exists(`audit.entities.${entity}`) ? t(`audit.entities.${entity}`) : entity;
