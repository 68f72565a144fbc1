import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { citiesRoutes } from './cities/cities.routes';
import { contactsRoutes } from './contacts/contacts.routes';
import { healthRoutes } from './health/health.routes';
import { menusRoutes } from './menus/menus.routes';
import { organizationsRoutes } from './organizations/organizations.routes';
import { ownersRoutes } from './owners/owners.routes';
import { profileRoutes } from './profile/profile.routes';
import { rolesRoutes } from './roles/roles.routes';
import { usersRoutes } from './users/users.routes';

/** Every API module, registered under /api/v1 in this order. */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  profileRoutes,
  citiesRoutes,
  rolesRoutes,
  menusRoutes,
  organizationsRoutes,
  usersRoutes,
  auditRoutes,
  contactsRoutes,
  ownersRoutes,
];
