import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are committed SQL, applied by the app on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
