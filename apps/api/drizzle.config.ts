import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/platform/db/schema/index.ts',
  out: './apps/api/drizzle',
});
