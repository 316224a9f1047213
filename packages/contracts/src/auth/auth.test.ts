import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginResponseSchema, registerBodySchema } from './auth';
import { userDisplayName, userSchema } from './user';

const base = {
  id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  email: 'ada@example.com',
  created_at: '2026-01-01T10:00:00.000Z',
};

describe('user', () => {
  it('reads avatar as avatar_url and falls back last_login to created_at', () => {
    const user = userSchema.parse({ ...base, avatar: 'https://img.example/a.png' });
    expect(user.avatar_url).toBe('https://img.example/a.png');
    expect(user.last_login).toBe(base.created_at);
    expect(user.is_active).toBe(true);
  });

  it('prefers avatar_url when both are given', () => {
    const user = userSchema.parse({ ...base, avatar_url: 'a.png', avatar: 'b.png' });
    expect(user.avatar_url).toBe('a.png');
  });

  it('needs id and email', () => {
    expect(userSchema.safeParse({ created_at: base.created_at }).success).toBe(false);
  });

  it('shows first plus last name, else the e-mail', () => {
    const user = userSchema.parse(base);
    expect(userDisplayName(user)).toBe('ada@example.com');
    expect(userDisplayName({ ...user, first_name: 'Ada', last_name: 'Lovelace' })).toBe(
      'Ada Lovelace',
    );
  });
});

describe('register and login', () => {
  it('requires a password of at least 8 characters', () => {
    const body = { email: 'ada@example.com', password: 'short77' };
    expect(registerBodySchema.safeParse(body).success).toBe(false);
    expect(registerBodySchema.safeParse({ ...body, password: 'longer88' }).success).toBe(true);
    expect(registerBodySchema.safeParse({ ...body, email: 'not-an-email' }).success).toBe(false);
  });

  it('answers {success, data {access_token, refresh_token, user}} and serialises it', () => {
    const response = loginResponseSchema.parse({
      success: true,
      data: { access_token: 'a', refresh_token: 'r', user: base },
    });
    expect(() => z.encode(loginResponseSchema, response)).not.toThrow();
  });
});
