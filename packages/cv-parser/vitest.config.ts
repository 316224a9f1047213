import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'cv-parser', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
