import type { ErrorCode } from '@kinframe/contract';

/** The reasons a media adapter gives, named as the contract's ERRORS so a service can pass them on. */
export type MediaErrorCode = Extract<
  ErrorCode,
  'file_format_not_supported' | 'heic_conversion_failed' | 'file_too_large' | 'upload_failed' | 'photo_too_narrow'
>;

/**
 * A file the media adapters could not use. `code` is what the user is told (through the service's
 * AppError); the message and `cause` say what really happened, for the log.
 */
export class MediaError extends Error {
  constructor(
    readonly code: MediaErrorCode,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${code}: ${detail}`, options);
    this.name = 'MediaError';
  }
}
