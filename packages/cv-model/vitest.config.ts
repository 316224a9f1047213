import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'cv-model', include: ['src/**/*.test.ts'] } });
