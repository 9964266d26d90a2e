import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { firstLoadChunks } from './build/first-load-chunks.ts';

/**
 * Mantine's AppShell header, footer and aside take one class name from react-remove-scroll
 * (`RemoveScroll.classNames.zeroRight`, which a modal's scroll lock shifts by the scrollbar's
 * width), and that import brought the whole library (some 4 KB gzipped) to every signed-in page,
 * though only modals lock scrolling. The same constant comes from react-remove-scroll-bar's
 * constants, where react-remove-scroll takes it; modals still load the library.
 */
function appShellScrollClass(): Plugin {
  const from = 'import { RemoveScroll } from "react-remove-scroll";';
  // One line, so the module's line numbers do not move.
  const to =
    'import { zeroRightClassName } from "react-remove-scroll-bar/constants"; ' +
    'const RemoveScroll = { classNames: { zeroRight: zeroRightClassName } };';
  return {
    name: 'app-shell-scroll-class',
    transform: {
      filter: { id: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell\w+[\\/]/ },
      handler(code, id) {
        if (!code.includes('react-remove-scroll')) return null;
        if (!code.includes(from)) {
          this.error(`${id} no longer imports RemoveScroll as this plugin expects: update it`);
        }
        return { code: code.replace(from, to), map: null };
      },
    },
  };
}

const firstLoad = firstLoadChunks();

export default defineConfig({
  plugins: [react(), appShellScrollClass(), firstLoad.plugin],
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
          // docs/decisions/005-web-first-page-budget.md). Then what pages load first, one chunk
          // for each set of pages that load the same modules (build/first-load-chunks.ts).
          groups: [{ name: 'app', tags: ['$initial'] }, firstLoad.group],
        },
      },
    },
  },
});
