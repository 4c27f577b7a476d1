import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): OWASP's recommended minimum.
 * The parameters travel inside each hash, so raising them later keeps old hashes verifiable.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a crash.
    return false;
  }
}

// Verifying against this when the account does not exist makes "no such user" take as long as
// "wrong password", so response times do not reveal which accounts exist.
let decoyHash: Promise<string> | undefined;
export async function verifyDecoyPassword(password: string): Promise<false> {
  decoyHash ??= hash('decoy password that matches nothing');
  await verifyPassword(await decoyHash, password);
  return false;
}
