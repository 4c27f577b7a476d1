import { ZProfile, ZUserSettings } from '@kinframe/contract';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { AccountService } from './account.service.ts';

export function registerAccountRoutes(app: ZodApp, deps: { accounts: AccountService }): void {
  const { accounts } = deps;
  const tags = ['account'];

  app.get('/user/profile/edit/', { schema: { tags, response: { 200: ZProfile } } }, async (request) =>
    accounts.getProfile(requireUser(request).id),
  );

  app.put(
    '/v3/users/settings',
    { schema: { tags, body: ZUserSettings, response: { 200: ZUserSettings } } },
    async (request) => accounts.updateSettings(requireUser(request).id, request.body),
  );
}
