import type { Clock } from '../clock.ts';
import { deriveKey, hmac, safeEqual } from '../security/tokens.ts';
import type { UploadPolicy, UploadPolicyOptions } from './storage.ts';
import { assertStorageKey, isStorageKey } from './storage-key.ts';

/**
 * The local storage's answer to an S3 presigned POST: a form whose fields say where one file may go
 * (`key`), until when, how big and of which types (`policy`, base64url JSON), with an HMAC of the
 * policy (`signature`) under a key derived from SESSION_SECRET for this use alone. A browser posts the
 * fields and the file to our own upload endpoint with no cookie; the endpoint believes nothing that
 * the signature does not cover.
 */
export interface UploadPolicies {
  sign(key: string, options: UploadPolicyOptions): UploadPolicy;
  /** Checks the posted fields: the signature first, then the expiry. */
  verify(fields: Record<string, string | undefined>): UploadPolicyCheck;
}

export interface SignedUploadPolicy {
  key: string;
  /** Unix seconds. */
  exp: number;
  maxBytes: number;
  contentTypes: string[];
}

export type UploadPolicyCheck =
  | { status: 'valid'; policy: SignedUploadPolicy }
  | { status: 'forged' }
  | { status: 'expired' };

export function createUploadPolicies(options: { secret: string; url: string; clock: Clock }): UploadPolicies {
  const signingKey = deriveKey(options.secret, 'upload-policy');
  const nowInSeconds = () => Math.floor(options.clock.now().getTime() / 1000);

  return {
    sign(key, { maxBytes, expiresInSeconds, contentTypes }) {
      assertStorageKey(key);
      const policy: SignedUploadPolicy = {
        key,
        exp: nowInSeconds() + Math.max(0, Math.floor(expiresInSeconds)),
        maxBytes,
        contentTypes: [...contentTypes],
      };
      const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
      return { url: options.url, fields: { key, policy: encoded, signature: hmac(signingKey, encoded) } };
    },

    verify(fields) {
      const { key, policy: encoded, signature } = fields;
      if (!key || !encoded || !signature || !safeEqual(signature, hmac(signingKey, encoded))) {
        return { status: 'forged' };
      }
      const policy = parsePolicy(encoded);
      // Signed by us but not for this key: someone moved the key field to another policy's.
      if (!policy || policy.key !== key) return { status: 'forged' };
      if (policy.exp <= nowInSeconds()) return { status: 'expired' };
      return { status: 'valid', policy };
    },
  };
}

function parsePolicy(encoded: string): SignedUploadPolicy | null {
  try {
    const value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<SignedUploadPolicy>;
    const isWellFormed =
      typeof value.key === 'string' &&
      isStorageKey(value.key) &&
      Number.isInteger(value.exp) &&
      Number.isInteger(value.maxBytes) &&
      Array.isArray(value.contentTypes) &&
      value.contentTypes.every((type) => typeof type === 'string');
    return isWellFormed ? (value as SignedUploadPolicy) : null;
  } catch {
    return null;
  }
}
