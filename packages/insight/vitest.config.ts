import { defineProject } from 'vitest/config';

// The quality and property tests run the engine thousands of times.
export default defineProject({
  test: { name: 'insight', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
