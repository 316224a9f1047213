/** Which database the API tests run on: set per Vitest project (see the root vitest.config.ts). */
export function testDatabaseKind(
  env: Record<string, string | undefined> = process.env,
): 'pglite' | 'postgres' {
  return env.CVFORGE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}
