import {
  type Capabilities,
  ZAppConfig,
  ZExistsAnswer,
  ZExistsForm,
  ZIsLoggedIn,
  ZLoginForm,
  ZPasswordRetrievalForm,
  ZResetPasswordForm,
  ZResetValidateForm,
  ZSignUpForm,
  ZSuccess,
} from '@kinframe/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { readMultipartFields } from '../../http/forms.ts';
import { LITE } from '../../http/plan-guard.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { Captcha } from '../../infra/captcha/index.ts';
import { VERSION } from '../../infra/version.ts';
import type { Services } from '../../services.ts';
import type { Client } from './auth.service.ts';

export const CAPTCHA_CHALLENGE_PATH = '/api/v3/captcha/challenge';
const success = { success: true as const };

function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** Getting in, at the exact paths and encodings of spec section 7. */
export function registerAuthRoutes(
  app: ZodApp,
  deps: { services: Services; captcha: Captcha; mailDomain: string; capabilities: Capabilities },
): void {
  const { auth, sessions, passwordReset } = deps.services;
  const shopSignOutUrl = deps.services.shop.signOutUrl();
  const tags = ['auth'];

  app.post(
    '/www-login/',
    {
      config: LITE,
      preValidation: readMultipartFields,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        headers: z.looseObject({ 'x-webapp-version': z.literal('2') }),
        body: ZLoginForm,
        response: { 200: ZSuccess },
      },
    },
    async (request, reply) => {
      const session = await auth.login(request.body, clientOf(request));
      if (request.sessionToken) await sessions.endSession(request.sessionToken);
      reply.setSession(session);
      return success;
    },
  );

  // A GET in the spec: it cannot carry the CSRF header, and the worst a forged one does is log out.
  app.get('/sign_out/', { config: LITE, schema: { tags, response: { 200: ZSuccess } } }, async (request, reply) => {
    if (request.sessionToken) await sessions.endSession(request.sessionToken);
    reply.clearSession();
    return success;
  });

  app.get('/v3/is-logged-in', { config: LITE, schema: { tags, response: { 200: ZIsLoggedIn } } }, async (request) => ({
    isLoggedIn: request.user !== null,
  }));

  app.post(
    '/user/exists/json/',
    {
      config: LITE,
      schema: {
        tags,
        consumes: ['application/x-www-form-urlencoded'],
        body: ZExistsForm,
        response: { 200: ZExistsAnswer },
      },
    },
    async (request) => auth.exists(request.body, clientOf(request)),
  );

  app.post(
    '/v3/users/',
    {
      config: LITE,
      schema: { tags, consumes: ['application/x-www-form-urlencoded'], body: ZSignUpForm, response: { 200: ZSuccess } },
    },
    async (request, reply) => {
      const session = await auth.signUp(request.body, clientOf(request));
      reply.setSession(session);
      return success;
    },
  );

  app.post(
    '/v3/password/retrieval/',
    {
      config: LITE,
      schema: {
        tags,
        consumes: ['application/x-www-form-urlencoded'],
        body: ZPasswordRetrievalForm,
        response: { 200: ZSuccess },
      },
    },
    async (request) => {
      await passwordReset.requestReset(request.body.email, request.ip);
      return success;
    },
  );

  app.post(
    '/v2/reset_pwd/validate/',
    {
      config: LITE,
      schema: {
        tags,
        consumes: ['application/x-www-form-urlencoded'],
        body: ZResetValidateForm,
        response: { 200: ZSuccess },
      },
    },
    async (request) => {
      await passwordReset.validateToken(request.body.token);
      return success;
    },
  );

  app.post(
    '/v2/reset_pwd/',
    {
      config: LITE,
      schema: {
        tags,
        consumes: ['application/x-www-form-urlencoded'],
        body: ZResetPasswordForm,
        response: { 200: ZSuccess },
      },
    },
    async (request) => {
      await passwordReset.resetPassword(request.body);
      return success;
    },
  );

  app.get('/v3/app-config', { config: LITE, schema: { tags, response: { 200: ZAppConfig } } }, async () => ({
    mailDomain: deps.mailDomain,
    captcha: {
      provider: deps.captcha.provider,
      ...(deps.captcha.siteKey ? { siteKey: deps.captcha.siteKey } : {}),
      ...(deps.captcha.createChallenge ? { challengeUrl: CAPTCHA_CHALLENGE_PATH } : {}),
    },
    version: VERSION,
    shop: shopSignOutUrl ? { signOutUrl: shopSignOutUrl } : null,
    signUp: await deps.services.auth.signUpPolicyNow(),
    capabilities: deps.capabilities,
  }));

  app.get(
    '/v3/captcha/challenge',
    {
      config: LITE,
      schema: {
        tags,
        response: {
          200: z.object({
            algorithm: z.string(),
            challenge: z.string(),
            maxnumber: z.number().optional(),
            salt: z.string(),
            signature: z.string(),
          }),
        },
      },
    },
    async (_request, reply) => {
      if (!deps.captcha.createChallenge) throw new AppError('not_found');
      reply.header('cache-control', 'no-store');
      return deps.captcha.createChallenge();
    },
  );
}
