import { describe, expect, it } from 'vitest';
import { AVATAR_DATA_URL_MAX_BYTES } from '../constants';
import { avatarUrlSchema, updateProfileBodySchema } from './account';
import { loginBodySchema } from './auth';

const dataUrl = (bytes: number) =>
  `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

describe('account bodies', () => {
  it('trims and lower-cases the e-mail before checking it', () => {
    const body = loginBodySchema.parse({ email: '  Ada@Example.COM ', password: 'x' });
    expect(body.email).toBe('ada@example.com');
    expect(loginBodySchema.safeParse({ email: ' not mail ', password: 'x' }).success).toBe(false);
  });

  it('takes an https avatar or a small data: image, nothing else', () => {
    expect(avatarUrlSchema.safeParse('https://img.example/a.png').success).toBe(true);
    expect(avatarUrlSchema.safeParse(dataUrl(AVATAR_DATA_URL_MAX_BYTES)).success).toBe(true);
    expect(avatarUrlSchema.safeParse(dataUrl(AVATAR_DATA_URL_MAX_BYTES + 1)).success).toBe(false);
    expect(avatarUrlSchema.safeParse('http://img.example/a.png').success).toBe(false);
    expect(avatarUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(avatarUrlSchema.safeParse('data:image/svg+xml;base64,PHN2Zz4=').success).toBe(false);
  });

  it('needs at least one field to change, and null removes the avatar', () => {
    expect(updateProfileBodySchema.safeParse({}).success).toBe(false);
    expect(updateProfileBodySchema.parse({ avatar_url: null })).toEqual({ avatar_url: null });
  });
});
