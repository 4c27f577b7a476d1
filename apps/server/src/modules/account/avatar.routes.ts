import { ZAvatar, ZAvatarActivation, ZAvatarUploadPolicy } from '@kinframe/contract';
import { LITE } from '../../http/plan-guard.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { AvatarService } from './avatar.service.ts';

/** The profile picture, at the paths of spec section 7. */
export function registerAvatarRoutes(app: ZodApp, deps: { avatars: AvatarService }): void {
  const { avatars } = deps;
  const tags = ['account'];

  app.get('/v3/avatar', { config: LITE, schema: { tags, response: { 200: ZAvatar } } }, async (request) =>
    avatars.getAvatar(requireUser(request).id),
  );

  app.get(
    '/v3/avatar/upload-policy',
    { config: LITE, schema: { tags, response: { 200: ZAvatarUploadPolicy } } },
    async (request) => avatars.createUploadPolicy(requireUser(request).id),
  );

  app.post(
    '/v3/avatar/activate',
    { config: LITE, schema: { tags, body: ZAvatarActivation, response: { 200: ZAvatar } } },
    async (request) => avatars.activate(requireUser(request).id, request.body.uploadId),
  );

  app.delete('/v3/avatar', { config: LITE, schema: { tags, response: { 200: ZAvatar } } }, async (request) =>
    avatars.deleteAvatar(requireUser(request).id),
  );
}
