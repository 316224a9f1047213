import { describe, expect, it } from 'vitest';
import { redactUrlSecrets } from './request-log';

describe('redactUrlSecrets', () => {
  it('keeps tokens in query strings out of the log', () => {
    expect(redactUrlSecrets('/api/ws?token=eyJ.abc.def')).toBe('/api/ws?token=[redacted]');
    expect(redactUrlSecrets('/x?a=1&refresh_token=r1&b=2')).toBe(
      '/x?a=1&refresh_token=[redacted]&b=2',
    );
    expect(redactUrlSecrets('/api/notifications?limit=50')).toBe('/api/notifications?limit=50');
  });
});
