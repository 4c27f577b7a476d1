import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { FrameRow } from '../../infra/db/schema.ts';
import { sha256 } from '../../infra/security/tokens.ts';
import type { FramesRepo } from './frames.repo.ts';

/** Who is calling the device API: the frame whose token is in `Authorization: Bearer <token>`. */
export interface DeviceAuth {
  /** The calling frame; 401 device_token_invalid when the token is missing, unknown or revoked. */
  authenticate(request: FastifyRequest): Promise<FrameRow>;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function createDeviceAuth(deps: { repo: FramesRepo }): DeviceAuth {
  return {
    async authenticate(request) {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      // A removed frame's row is gone with its hash: its token finds nothing, as a forged one does.
      const frame = token ? await deps.repo.findByTokenHash(sha256(token)) : undefined;
      if (!frame) throw new AppError('device_token_invalid');
      return frame;
    },
  };
}
