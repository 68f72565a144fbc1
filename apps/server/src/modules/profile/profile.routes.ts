import { profileSchema, updateProfileSchema } from '@emlak/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/actor';
import { createProfileService } from './profile.service';

const bearer = [{ bearer: [] }];

export const profileRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createProfileService({ db: app.deps.db.db });

  app.get(
    '/users/profile',
    {
      config: { policy: { permission: 'profile.read' } },
      schema: { tags: ['profile'], security: bearer, response: { 200: profileSchema } },
    },
    async (request) => service.get(actorOf(request)),
  );

  app.put(
    '/users/profile',
    {
      config: { policy: { permission: 'profile.update' } },
      schema: {
        tags: ['profile'],
        security: bearer,
        body: updateProfileSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => service.update(actorOf(request), request.body),
  );
};
