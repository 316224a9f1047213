import crypto from 'node:crypto';

/** A 256-bit random token for the client; only its SHA-256 is stored. */
export function createOpaqueToken() {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
