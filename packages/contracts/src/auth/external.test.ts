import { describe, expect, it } from 'vitest';
import { decodeCallbackUser, encodeCallbackUser, externalAuthProviderSchema } from './external';
import { userSchema } from './user';

const user = userSchema.parse({
  id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  email: 'ada+cv@example.com',
  first_name: 'Ada & Co',
  last_name: 'Lovelace=1',
  is_active: true,
  avatar_url: 'https://img.example/a.png?size=64&x=1',
  created_at: '2026-01-01T10:00:00.000Z',
  last_login: '2026-02-01T10:00:00.000Z',
});

describe('callback user query string', () => {
  it('round-trips a user through a nested query string, also inside an outer URL', () => {
    const outer = new URL('https://app.test/auth/callback');
    outer.searchParams.set('user', encodeCallbackUser(user));
    outer.searchParams.set('provider', 'google');
    const nested = new URL(outer.href).searchParams.get('user') ?? '';
    expect(decodeCallbackUser(nested)).toEqual(user);
  });

  it('leaves out a data: avatar and reads it back as null', () => {
    const encoded = encodeCallbackUser({ ...user, avatar_url: 'data:image/png;base64,AAAA' });
    expect(encoded).not.toContain('data');
    expect(decodeCallbackUser(encoded)?.avatar_url).toBeNull();
  });

  it('reads is_active=false and refuses a string without id or email', () => {
    const encoded = encodeCallbackUser({ ...user, is_active: false });
    expect(decodeCallbackUser(encoded)?.is_active).toBe(false);
    expect(decodeCallbackUser('email=a%40b.test')).toBeUndefined();
  });

  it('knows the three providers', () => {
    expect(externalAuthProviderSchema.options).toEqual(['google', 'microsoft', 'github']);
  });
});
