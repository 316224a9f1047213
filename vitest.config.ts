import { defineConfig } from 'vitest/config';

/**
 * One runner for every workspace. The API suite runs on PGlite, and a second time on
 * PostgreSQL when TEST_DATABASE_URL is set (one SQL dialect everywhere: docs/decisions/002-embedded-database.md).
 */
const postgresProjects = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/api/vitest.config.ts',
        root: './apps/api',
        test: { name: 'api-postgres', env: { CVFORGE_TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
      ...postgresProjects,
    ],
  },
});
