import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with argon2id at 64 MiB, t=3, p=1 and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('marks hashes made with older parameters for rehashing', async () => {
    const old = await hash('pw', { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(needsRehash(old)).toBe(true);
  });

  it('always says no when checking against the dummy hash', async () => {
    expect(await verifyAgainstDummy('anything at all')).toBe(false);
  });
});
