import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals a provider's tokens for the database (AES-256-GCM, a fresh 12-byte nonce each time, the
 * tag checked on opening), so a copy of the database alone lets nobody into anyone's Dropbox or
 * Google Photos. Sealed text: `v1.<nonce>.<tag>.<ciphertext>`, each part base64url.
 */
export interface TokenBox {
  seal(plain: string): string;
  /** Throws on anything not sealed by this key. */
  open(sealed: string): string;
}

export function createTokenBox(key: Buffer): TokenBox {
  if (key.length !== 32) throw new Error('The token key must be 32 bytes');
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', nonce, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || !nonce || !tag || body === undefined) throw new Error('Not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
