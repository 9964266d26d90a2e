import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    sourcemap: false,
    // dist/.vite/manifest.json: each page's chunks, for the first-page budget check
    // (scripts/ci/first-page-size.ts). The server leaves dot folders out, so it is never served.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry needs at start (React, the router, TanStack Query, Mantine's core,
          // the shell) in one chunk: every page loads all of it anyway, and split into a dozen
          // small shared chunks it gzips 4 to 7 KB larger per page (the first-page budget,
          // docs/decisions/005-web-first-page-budget.md).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
