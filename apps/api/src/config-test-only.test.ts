import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('test-only settings', () => {
  it('is a list of host:port pairs outside production', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      JOB_IMPORT_ALLOW_HOSTS: '127.0.0.1:4010, [::1]:4011',
    });
    expect(config.JOB_IMPORT_ALLOW_HOSTS).toEqual(['127.0.0.1:4010', '[::1]:4011']);
    expect(loadConfig({}).JOB_IMPORT_ALLOW_HOSTS).toBeUndefined();
    expect(() => loadConfig({ JOB_IMPORT_ALLOW_HOSTS: '127.0.0.1' })).toThrow(/host:port/);
  });

  it('stops the server when NODE_ENV=production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JOB_IMPORT_ALLOW_HOSTS: '127.0.0.1:4010' }),
    ).toThrow(/JOB_IMPORT_ALLOW_HOSTS: is for tests only/);
    expect(loadConfig({ NODE_ENV: 'production' }).JOB_IMPORT_ALLOW_HOSTS).toBeUndefined();
  });

  it('refuses CVFORGE_TEST_HOOKS when NODE_ENV=production, and allows it otherwise', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CVFORGE_TEST_HOOKS: 'true' })).toThrow(
      /CVFORGE_TEST_HOOKS: is for tests only/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', CVFORGE_TEST_HOOKS: 'false' }).CVFORGE_TEST_HOOKS,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', CVFORGE_TEST_HOOKS: 'true' }).CVFORGE_TEST_HOOKS).toBe(
      true,
    );
  });
});
