import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes';

/** Every API module, registered under /api/v1 in this order. */
export const modules: FastifyPluginAsync[] = [healthRoutes];
