import {
  ZAccountSettings,
  ZAccountSettingsChanges,
  ZEmailSenderPage,
  ZEmailSenderQuery,
  ZEmailShield,
  ZEmailShieldForm,
  ZSuccess,
} from '@kinframe/contract';
import { ZId } from '../../http/params.ts';
import { LITE } from '../../http/plan-guard.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { SettingsService } from './settings.service.ts';

const success = { success: true as const };

/** The settings screen: the spec's two calls, and ours for the allow-list (connected apps: the connectors module). */
export function registerSettingsRoutes(app: ZodApp, deps: { settings: SettingsService }): void {
  const { settings } = deps;
  const tags = ['account'];

  app.get(
    '/v3/users/settings',
    { config: LITE, schema: { tags, response: { 200: ZAccountSettings } } },
    async (request) => settings.getSettings(requireUser(request).id),
  );

  app.put(
    '/v3/users/settings',
    { config: LITE, schema: { tags, body: ZAccountSettingsChanges, response: { 200: ZAccountSettings } } },
    async (request) => settings.updateSettings(requireUser(request).id, request.body),
  );

  app.get(
    '/user/email/allow_list/settings/',
    { config: LITE, schema: { tags, response: { 200: ZEmailShield } } },
    async (request) => settings.emailShieldOf(requireUser(request).id),
  );

  app.post(
    '/user/email/allow_list/settings/',
    {
      config: LITE,
      schema: {
        tags,
        consumes: ['application/x-www-form-urlencoded'],
        body: ZEmailShieldForm,
        response: { 200: ZEmailShield },
      },
    },
    async (request) => settings.updateEmailShield(requireUser(request).id, request.body),
  );

  app.get(
    '/v3/users/email-senders',
    { config: LITE, schema: { tags, querystring: ZEmailSenderQuery, response: { 200: ZEmailSenderPage } } },
    async (request) => settings.listEmailSenders(requireUser(request).id, request.query),
  );

  app.delete(
    '/v3/users/email-senders/:id',
    { config: LITE, schema: { tags, params: ZId, response: { 200: ZSuccess } } },
    async (request) => {
      await settings.removeEmailSender(requireUser(request).id, request.params.id);
      return success;
    },
  );
}
