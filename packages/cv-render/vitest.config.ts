import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'cv-render', include: ['src/**/*.test.{ts,tsx}'], testTimeout: 60_000 },
});
