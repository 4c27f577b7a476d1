import { ZFrameCommand, ZFrameCommandSent } from '@kinframe/contract';
import { ZId } from '../../http/params.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { FrameCommandsService } from './frame-commands.service.ts';

/** The remote control: POST /api/v3/frames/{id}/commands, passed on to the frame's event stream. */
export function registerFrameCommandRoutes(app: ZodApp, deps: { frameCommands: FrameCommandsService }) {
  app.post(
    '/v3/frames/:id/commands',
    { schema: { tags: ['frames'], params: ZId, body: ZFrameCommand, response: { 202: ZFrameCommandSent } } },
    async (request, reply) =>
      reply.code(202).send(await deps.frameCommands.send(requireUser(request).id, request.params.id, request.body)),
  );
}
