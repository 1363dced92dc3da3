import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is none that could be ours. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : undefined;
}
