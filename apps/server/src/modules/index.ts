import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { citiesRoutes } from './cities/cities.routes';
import { healthRoutes } from './health/health.routes';
import { menusRoutes } from './menus/menus.routes';
import { profileRoutes } from './profile/profile.routes';
import { rolesRoutes } from './roles/roles.routes';

/** Every API module, registered under /api/v1 in this order. */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  profileRoutes,
  citiesRoutes,
  rolesRoutes,
  menusRoutes,
];
