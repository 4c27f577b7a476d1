import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_LIMITS, type Avatar, type AvatarUploadPolicy } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import { addMinutes, type Clock } from '../../infra/clock.ts';
import type { MediaConfig } from '../../infra/config.ts';
import { convertHeicToJpeg, detectMediaType, MediaError, makeCroppedJpeg } from '../../infra/media/index.ts';
import type { Storage } from '../../infra/storage/index.ts';
import { makeWorkDir } from '../../infra/storage/leftovers.ts';
import type { ItemUrls } from '../library/item-urls.ts';
import type { AvatarRepo } from './avatar.repo.ts';

const AVATAR_TYPE = 'image/jpeg';
const POLICY_SECONDS = AVATAR_LIMITS.policyTtlMinutes * 60;

export type AvatarStorage = Pick<Storage, 'createUploadPolicy' | 'stat' | 'downloadToFile' | 'putFile' | 'delete'>;

/**
 * The profile picture, by the spec's three steps: an upload policy (GET v3/avatar/upload-policy), the
 * browser's own POST of the file to storage with it, then activation (POST v3/avatar/activate). Only
 * activation changes the picture: the upload is judged by its bytes (JPEG, PNG or HEIC, within the
 * size limit whatever storage let through), cropped to the middle square, re-encoded without any
 * metadata, and stored under a key of its own; the uploaded file itself is deleted. An upload id is
 * good once, for its own user, for two policy lifetimes.
 */
export function createAvatarService(deps: {
  repo: AvatarRepo;
  storage: AvatarStorage;
  urls: ItemUrls;
  clock: Clock;
  media: Pick<MediaConfig, 'photoMaxPixels' | 'heifDecoderPath'>;
  spoolDir: string;
}) {
  const { repo, storage, urls, clock } = deps;

  const urlOf = async (key: string | null) => (key ? urls.sign(key, AVATAR_TYPE) : null);

  /** Uploads that can no longer be activated leave storage and the table. */
  async function removeUploads(uploads: { id: string; key: string }[]): Promise<void> {
    if (uploads.length === 0) return;
    await storage.delete(uploads.map((upload) => upload.key));
    await repo.deleteUploads(uploads.map((upload) => upload.id));
  }

  /** The square picture made from the uploaded object, stored; its key. */
  async function makeAvatar(userId: number, uploadKey: string): Promise<string> {
    await mkdir(deps.spoolDir, { recursive: true });
    const workDir = await makeWorkDir(deps.spoolDir, 'avatar');
    try {
      const uploaded = path.join(workDir, 'upload');
      await storage.downloadToFile(uploadKey, uploaded);
      const type = await detectMediaType(uploaded);
      if (type !== 'jpeg' && type !== 'png' && type !== 'heic') throw new AppError('file_format_not_supported');
      let photo = uploaded;
      if (type === 'heic') {
        photo = path.join(workDir, 'converted.jpg');
        await convertHeicToJpeg(uploaded, photo, deps.media);
      }
      const square = path.join(workDir, 'avatar.jpg');
      // Upright, cut where the eye goes, no EXIF (no GPS position) in what others will see.
      await makeCroppedJpeg(photo, square, { width: AVATAR_LIMITS.size, height: AVATAR_LIMITS.size }, deps.media);
      const key = `avatars/${userId}/${randomUUID()}.jpg`;
      await storage.putFile(key, square, { contentType: AVATAR_TYPE });
      return key;
    } catch (error) {
      if (error instanceof MediaError) throw new AppError(error.code);
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  return {
    avatarUrlOf: urlOf,

    async getAvatar(userId: number): Promise<Avatar> {
      return { url: await urlOf(await repo.avatarKeyOf(userId)) };
    },

    async createUploadPolicy(userId: number): Promise<AvatarUploadPolicy> {
      const now = clock.now();
      await removeUploads(await repo.staleUploads(userId, now.toISOString()));
      const uploadId = randomUUID();
      const key = `avatar-uploads/${uploadId}`;
      const uploadPolicy = await storage.createUploadPolicy(key, {
        maxBytes: AVATAR_LIMITS.maxBytes,
        expiresInSeconds: POLICY_SECONDS,
        contentTypes: AVATAR_LIMITS.mimeTypes,
      });
      await repo.insertUpload({
        id: uploadId,
        user_id: userId,
        key,
        created_at: now.toISOString(),
        // A policy's lifetime to post the file, and as long again to activate it.
        expires_at: addMinutes(now, 2 * AVATAR_LIMITS.policyTtlMinutes).toISOString(),
      });
      return { uploadId, uploadPolicy };
    },

    async activate(userId: number, uploadId: string): Promise<Avatar> {
      const now = clock.now().toISOString();
      const upload = await repo.findUpload(userId, uploadId);
      if (!upload) throw new AppError('not_found');
      if (upload.used_at !== null) throw new AppError('avatar_upload_used');
      if (upload.expires_at <= now) throw new AppError('upload_policy_expired');
      const uploaded = await storage.stat(upload.key);
      if (!uploaded) throw new AppError('avatar_upload_missing');
      if (!(await repo.claimUpload(userId, uploadId, now))) throw new AppError('avatar_upload_used');
      try {
        if (uploaded.size > AVATAR_LIMITS.maxBytes) throw new AppError('file_too_large');
        const key = await makeAvatar(userId, upload.key);
        const replaced = await repo.replaceAvatarKey(userId, key, now);
        if (replaced) await storage.delete([replaced]);
        return { url: await urlOf(key) };
      } finally {
        // Used or refused, the upload itself is never needed again.
        await storage.delete([upload.key]);
      }
    },

    async deleteAvatar(userId: number): Promise<Avatar> {
      const replaced = await repo.replaceAvatarKey(userId, null, clock.now().toISOString());
      if (replaced) await storage.delete([replaced]);
      return { url: null };
    },

    /** Every stored object of an account being deleted: its picture and its uploads. */
    async storedKeysOf(userId: number): Promise<string[]> {
      const [avatarKey, uploads] = await Promise.all([repo.avatarKeyOf(userId), repo.uploadsOf(userId)]);
      return [...(avatarKey ? [avatarKey] : []), ...uploads.map((upload) => upload.key)];
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
