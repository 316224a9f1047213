import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('accounts configuration', () => {
  it('derives the public URLs from PORT when unset, and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '4000' })).toMatchObject({
      PUBLIC_URL: 'http://localhost:4000',
      API_PUBLIC_URL: 'http://localhost:4000/api',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://cv.example.com/' })).toMatchObject({
      PUBLIC_URL: 'https://cv.example.com',
      API_PUBLIC_URL: 'https://cv.example.com/api',
    });
  });

  it('has safe defaults: no provider, mail to the outbox, auth rate limits on', () => {
    const config = loadConfig({});
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config).toMatchObject({
      MICROSOFT_TENANT: 'common',
      AUTH_RATE_LIMIT_PER_IP: 50,
      AUTH_RATE_LIMIT_PER_EMAIL: 10,
      AUTH_RATE_LIMIT_WINDOW_SECONDS: 900,
    });
  });

  it('stops on a half-configured provider, a bad SMTP URL or a short outbox token', () => {
    try {
      loadConfig({
        GOOGLE_CLIENT_ID: 'id-only',
        GITHUB_CLIENT_SECRET: 'secret-only',
        SMTP_URL: 'mail.example.com',
        OUTBOX_TOKEN: 'short',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const fields = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(fields).toEqual(
        expect.arrayContaining([
          'GOOGLE_CLIENT_SECRET',
          'GITHUB_CLIENT_ID',
          'SMTP_URL',
          'OUTBOX_TOKEN',
        ]),
      );
    }
  });
});
