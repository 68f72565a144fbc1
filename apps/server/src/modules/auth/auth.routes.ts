import {
  acceptTermsSchema,
  changePasswordSchema,
  loginSchema,
  refreshTokenSchema,
  tokenPairSchema,
  verifyPasswordSchema,
} from '@emlak/contracts';
import cookie from '@fastify/cookie';
import { defineModule } from '../../lib/api-module';
import { noContent, policy, publicPolicy } from '../../lib/route-schema';
import { actorOf, callerOf } from '../../plugins/actor';
import { createAuthService } from './auth.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from './device-cookie';

const signedIn = policy('session.own');

export const authModule = defineModule('auth', (app, { db, tokens, docs }) => {
  const service = createAuthService({ db, tokens });
  const tokenAnswer = { 200: tokenPairSchema };
  // Only the sign-in reads or sets a cookie (the device cookie); the API's auth is the bearer token.
  void app.register(cookie);

  app.post(
    '/accounts/login',
    { config: publicPolicy, schema: { tags: docs.tags, body: loginSchema, response: tokenAnswer } },
    async (request, reply) => {
      const { pair, deviceCookie } = await service.login(
        request.body,
        callerOf(request),
        request.cookies[DEVICE_COOKIE],
      );
      // Sent back on this path only, never readable by scripts, never sent cross-site; Secure
      // whenever the client reached us over TLS (directly or through a trusted proxy).
      void reply.setCookie(DEVICE_COOKIE, deviceCookie, {
        path: request.routeOptions.url,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
      return pair;
    },
  );

  app.post(
    '/accounts/refresh-token',
    { config: publicPolicy, schema: { tags: docs.tags, body: refreshTokenSchema, response: tokenAnswer } },
    async (request) => service.refresh(request.body.refreshToken, callerOf(request)),
  );

  app.post(
    '/auth/logout',
    { config: signedIn, schema: { ...docs, response: noContent } },
    async (request, reply) => {
      await service.logout(actorOf(request));
      return reply.status(204).send(null);
    },
  );

  // Answers the session's new token pair: the tokens the caller held stop working.
  app.post(
    '/accounts/change-password',
    { config: signedIn, schema: { ...docs, body: changePasswordSchema, response: tokenAnswer } },
    async (request) => service.changePassword(actorOf(request), request.body),
  );

  app.post(
    '/accounts/verify-password',
    { config: signedIn, schema: { ...docs, body: verifyPasswordSchema, response: noContent } },
    async (request, reply) => {
      await service.verifyPassword(actorOf(request), request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/accounts/accept-terms',
    { config: signedIn, schema: { ...docs, body: acceptTermsSchema, response: noContent } },
    async (request, reply) => {
      await service.acceptTerms(actorOf(request), request.body.accepted);
      return reply.status(204).send(null);
    },
  );
});
