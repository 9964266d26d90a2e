import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are committed SQL, applied by the app on start.
export default defineConfig({
  dialect: 'postgresql',
  // Schema keys are the column names, snake_case end to end with no mapping layer
  // (docs/decisions/027-no-mapping-layer.md): the client uses the same casing (db/client.ts).
  casing: 'snake_case',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
