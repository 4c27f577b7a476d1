import { z } from 'zod';
import type { Settings, SettingValues } from './setting.ts';

/** How much one person or one thing may hold: uploads, albums, friends, prepared downloads. */
export const LIMITS_SETTINGS = {
  MAX_PHOTO_UPLOAD_MB: {
    schema: z.coerce.number().positive().default(200),
    doc: 'Largest photo file accepted, in megabytes.',
  },
  MAX_VIDEO_UPLOAD_MB: {
    schema: z.coerce.number().positive().default(4096),
    doc: 'Largest video file accepted, in megabytes.',
  },
  DOWNLOAD_TTL_HOURS: {
    schema: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(72),
    doc: 'How long a prepared zip of chosen photos and its mailed link last; then the zip is removed.',
  },
  EXPORT_PART_GB: {
    schema: z.coerce.number().positive().max(1024).default(2),
    doc: 'Largest zip part of an "Export everything" archive, in gigabytes (fractions allowed); a larger library comes in several parts.',
  },
  TRASH_DAYS: {
    schema: z.coerce.number().int().min(1).max(3650).default(30),
    doc: 'How long deleted photos and videos stay in the Trash, where their owner can restore them, before they are deleted for good. They count towards storage until then.',
  },
  ALBUM_MAX_ITEMS: {
    schema: z.coerce.number().int().min(1).max(1_000_000).default(2000),
    doc: 'Most items one album holds; adding more adds the first ones that fit.',
  },
  SHARED_ALBUMS_LIMIT: {
    schema: z.coerce.number().int().min(0).optional(),
    defaultText: '(unset: unlimited, as Plus promises)',
    doc: 'Most shared albums one person may own; beyond it, creating or sharing one is refused.',
  },
  CONNECTED_ALBUM_MAX_ITEMS: {
    schema: z.coerce.number().int().min(1).max(100_000).default(2500),
    doc: 'The most photos a connected album keeps (the newest ones).',
  },
  FRIENDS_MAX: {
    schema: z.coerce.number().int().min(1).max(100_000).default(100),
    doc: 'Most friends and family one person may have: accepted friends plus the requests they sent and are still waiting on.',
  },
} satisfies Settings;

type LimitsValues = SettingValues<typeof LIMITS_SETTINGS>;

export function readLimitsConfig(values: LimitsValues) {
  return {
    uploads: {
      maxPhotoBytes: Math.round(values.MAX_PHOTO_UPLOAD_MB * 1024 ** 2),
      maxVideoBytes: Math.round(values.MAX_VIDEO_UPLOAD_MB * 1024 ** 2),
    },
    /** How long a prepared download lasts, in hours. */
    downloadTtlHours: values.DOWNLOAD_TTL_HOURS,
    /** Largest zip part of a library export, in bytes. */
    exportPartBytes: Math.round(values.EXPORT_PART_GB * 1024 ** 3),
    /** How long a deleted item waits in the Trash, in days. */
    trashDays: values.TRASH_DAYS,
    albums: readAlbumsConfig(values),
    /** Most friends one person may have (accepted, and requests they sent still pending). */
    maxFriends: values.FRIENDS_MAX,
  };
}

function readAlbumsConfig(values: LimitsValues) {
  return {
    maxItems: values.ALBUM_MAX_ITEMS,
    /** null: unlimited. */
    sharedAlbumsLimit: values.SHARED_ALBUMS_LIMIT ?? null,
    /** The most photos a connected album keeps (the newest). */
    connectedMaxItems: values.CONNECTED_ALBUM_MAX_ITEMS,
  };
}

export type AlbumsConfig = ReturnType<typeof readAlbumsConfig>;
