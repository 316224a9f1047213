import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, CVFORGE_ROLE: 'all', LOG_LEVEL: 'info' });
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('lists every bad variable in one clear error', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', WEB_ORIGIN: 'not a url' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { problems, message } = error as ConfigError;
      expect(problems.map((p) => p.split(':')[0])).toEqual(
        expect.arrayContaining(['PORT', 'DATABASE_URL', 'WEB_ORIGIN.0']),
      );
      expect(message).toMatch(/^Invalid configuration:/);
    }
  });

  it('splits a comma-separated list of web origins', () => {
    expect(loadConfig({ WEB_ORIGIN: 'http://a.test, https://b.test' }).WEB_ORIGIN).toEqual([
      'http://a.test',
      'https://b.test',
    ]);
  });

  it('reads the optional LLM engine settings, which need a model with a server', () => {
    expect(loadConfig({}).AI_BASE_URL).toBeUndefined();
    const config = loadConfig({
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'llama3.1',
      AI_TIMEOUT_MS: '5000',
    });
    expect(config).toMatchObject({ AI_MODEL: 'llama3.1', AI_TIMEOUT_MS: 5000 });
    expect(() => loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/AI_MODEL/);
    expect(() => loadConfig({ AI_BASE_URL: 'not a url', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
  });
});
