// Bundle the API into one ES module for `npm start` and the benchmark: plain node runs it,
// without a TypeScript loader in memory. Dependencies stay external (node_modules); the
// workspace contract package (TypeScript source) is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const deps = (file) =>
  Object.keys(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).dependencies ?? {});
const external = [
  ...deps('./package.json'),
  ...deps('../../packages/contract/package.json'),
].filter((d) => !d.startsWith('@app/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    'admin-create': 'src/cli/admin-create.ts',
    // Voucher PDFs render in worker threads, which load this file next to server.js
    // (modules/documents/voucher-renderer.ts).
    'voucher-pdf-worker': 'src/modules/documents/voucher-pdf-worker.ts',
  },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: external.flatMap((d) => [d, `${d}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});
