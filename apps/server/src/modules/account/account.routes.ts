import {
  ZAccountDeletionForm,
  ZEmailConfirmation,
  ZPasswordChangeForm,
  ZProfile,
  ZProfileEditAnswer,
  ZProfileEditForm,
  ZSuccess,
} from '@kinframe/contract';
import { LITE } from '../../http/plan-guard.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { PasswordChangeService } from '../auth/password-change.service.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';
import type { EmailConfirmationService } from './email-confirmation.service.ts';
import type { ProfileService } from './profile.service.ts';

const success = { success: true as const };

/** The profile of the account section: the spec's profile call, and ours for password and deletion. */
export function registerAccountRoutes(
  app: ZodApp,
  deps: {
    profiles: ProfileService;
    emailConfirmation: EmailConfirmationService;
    passwordChange: PasswordChangeService;
    accountDeletion: AccountDeletionService;
  },
): void {
  const { profiles, emailConfirmation, passwordChange, accountDeletion } = deps;
  const tags = ['account'];

  app.get('/user/profile/edit/', { config: LITE, schema: { tags, response: { 200: ZProfile } } }, async (request) =>
    profiles.getProfile(requireUser(request).id),
  );

  app.post(
    '/user/profile/edit/',
    {
      config: LITE,
      schema: {
        tags,
        consumes: ['application/x-www-form-urlencoded'],
        body: ZProfileEditForm,
        response: { 200: ZProfileEditAnswer },
      },
    },
    async (request) => profiles.editProfile(requireUser(request).id, request.body, { ip: request.ip }),
  );

  app.post(
    '/v3/users/email/confirm',
    { config: LITE, schema: { tags, body: ZEmailConfirmation, response: { 200: ZProfile } } },
    async (request) => {
      const user = requireUser(request);
      await emailConfirmation.confirm(user.id, request.body.token);
      return profiles.getProfile(user.id);
    },
  );

  app.post('/v3/users/email/link', { config: LITE, schema: { tags, response: { 200: ZSuccess } } }, async (request) => {
    await emailConfirmation.sendLink(requireUser(request).id);
    return success;
  });

  app.delete(
    '/v3/users/email/pending',
    { config: LITE, schema: { tags, response: { 200: ZProfile } } },
    async (request) => {
      const user = requireUser(request);
      await emailConfirmation.cancelChange(user.id);
      return profiles.getProfile(user.id);
    },
  );

  app.post(
    '/v3/users/password',
    { config: LITE, schema: { tags, body: ZPasswordChangeForm, response: { 200: ZSuccess } } },
    async (request) => {
      const user = requireUser(request);
      await passwordChange.changePassword(user.id, request.body, {
        ip: request.ip,
        sessionToken: request.sessionToken,
      });
      return success;
    },
  );

  app.post(
    '/v3/users/delete',
    { config: LITE, schema: { tags, body: ZAccountDeletionForm, response: { 200: ZSuccess } } },
    async (request, reply) => {
      await accountDeletion.deleteAccount(requireUser(request).id, request.body, { ip: request.ip });
      reply.clearSession();
      return success;
    },
  );
}
