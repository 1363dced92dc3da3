import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum (unusable under isolatedModules, empty at run time): 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored argon2id hash. Without a stored hash (unknown e-mail, an
 * account that only signs in through OpenID Connect) it verifies against a dummy hash, so the
 * answer takes as long as for a real account.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (storedHash == null) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a refusal, not a server error.
    return false;
  }
}
