import {
  acceptTermsSchema,
  changePasswordSchema,
  loginSchema,
  refreshTokenSchema,
  tokenPairSchema,
  verifyPasswordSchema,
} from '@emlak/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, callerOf } from '../../plugins/actor';
import { createAuthService } from './auth.service';

const noContent = { 204: z.null().describe('No content') };
const signedIn = { permission: 'session.own' } as const;
const bearer = [{ bearer: [] }];

export const authRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createAuthService({ db: app.deps.db.db, tokens: app.deps.tokens });

  app.post(
    '/accounts/login',
    {
      config: { policy: { public: true } },
      schema: { tags: ['auth'], body: loginSchema, response: { 200: tokenPairSchema } },
    },
    async (request) => service.login(request.body, callerOf(request)),
  );

  app.post(
    '/accounts/refresh-token',
    {
      config: { policy: { public: true } },
      schema: { tags: ['auth'], body: refreshTokenSchema, response: { 200: tokenPairSchema } },
    },
    async (request) => service.refresh(request.body.refreshToken, callerOf(request)),
  );

  app.post(
    '/auth/logout',
    { config: { policy: signedIn }, schema: { tags: ['auth'], security: bearer, response: noContent } },
    async (request, reply) => {
      await service.logout(actorOf(request));
      return reply.status(204).send(null);
    },
  );

  // Answers the session's new token pair: the tokens the caller held stop working.
  app.post(
    '/accounts/change-password',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['auth'],
        security: bearer,
        body: changePasswordSchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request) => service.changePassword(actorOf(request), request.body),
  );

  app.post(
    '/accounts/verify-password',
    {
      config: { policy: signedIn },
      schema: { tags: ['auth'], security: bearer, body: verifyPasswordSchema, response: noContent },
    },
    async (request, reply) => {
      await service.verifyPassword(actorOf(request), request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/accounts/accept-terms',
    {
      config: { policy: signedIn },
      schema: { tags: ['auth'], security: bearer, body: acceptTermsSchema, response: noContent },
    },
    async (request, reply) => {
      await service.acceptTerms(actorOf(request), request.body.accepted);
      return reply.status(204).send(null);
    },
  );
};
