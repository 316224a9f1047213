import crypto from 'node:crypto';
import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * argon2id at 64 MiB, 3 passes, 1 lane: median 42–50 ms per hash (and per verify) on the reference machine
 * (2 vCPU AMD EPYC, measured 2026-11), inside the 30–80 ms target. Smaller
 * memory settings fit in cache and ran at 5–20 ms there, which is too cheap.
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: a const enum, which verbatimModuleSyntax cannot import.
  algorithm: 2,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 1,
} as const satisfies Options;

const CURRENT_PARAMS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash made with other parameters is replaced at the next successful sign-in. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_PARAMS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no hash to check against (unknown e-mail,
 * provider-only account), so the answer's timing does not tell which e-mails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
