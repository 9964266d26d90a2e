import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { firstLoadChunks } from './build/first-load-chunks.ts';

/**
 * One import line of a library's module swapped for a lighter one that gives the same thing, so
 * the module stops bringing a heavy library to pages that never use it. A module that no longer
 * imports as `from` fails the build, so an upgrade cannot quietly undo the swap.
 */
function swapImport(name: string, id: RegExp, from: string, to: string): Plugin {
  return {
    name,
    transform: {
      filter: { id },
      handler(code, module) {
        const library = /from "([^"]+)"/.exec(from)![1]!;
        if (!code.includes(`"${library}"`)) return null;
        if (!code.includes(from)) {
          this.error(`${module} no longer imports ${library} as the ${name} plugin expects`);
        }
        // One line, so the module's line numbers do not move.
        return { code: code.replace(from, to), map: null };
      },
    },
  };
}

const swaps = [
  // Mantine's AppShell header, footer and aside take one class name from react-remove-scroll
  // (`RemoveScroll.classNames.zeroRight`, which a modal's scroll lock shifts by the scrollbar's
  // width), and that import brought the whole library (some 4 KB gzipped) to every signed-in
  // page, though only modals lock scrolling. The same constant comes from
  // react-remove-scroll-bar's constants, where react-remove-scroll takes it; modals still load
  // the library.
  swapImport(
    'app-shell-scroll-class',
    /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell\w+[\\/]/,
    'import { RemoveScroll } from "react-remove-scroll";',
    'import { zeroRightClassName } from "react-remove-scroll-bar/constants"; ' +
      'const RemoveScroll = { classNames: { zeroRight: zeroRightClassName } };',
  ),
  // Mantine's ScrollArea (the menu, every table) merges two refs with floating-ui's
  // `useMergeRefs`, and that one import put all of @floating-ui/react that any popover uses
  // (some 30 KB gzipped) in the first load of every signed-in page, popover or not. Mantine's own
  // hook merges refs the same way.
  swapImport(
    'scroll-area-merged-ref',
    /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    'import { useMergeRefs } from "@floating-ui/react";',
    'import { useMergedRef } from "@mantine/hooks"; ' +
      'const useMergeRefs = (refs) => useMergedRef(...refs);',
  ),
];

const firstLoad = firstLoadChunks();

export default defineConfig({
  plugins: [react(), ...swaps, firstLoad.plugin],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    sourcemap: false,
    // No <link rel="modulepreload"> per chunk a page imports: the entry named every page's
    // chunks (some 7 KB gzipped on each first page) and the browser spent some 70 ms of main
    // thread appending the sixty links of /bookings. A page's chunk names its imports itself.
    // Decision 063, measured with Lighthouse in bench/WEB-RESULTS.md.
    modulePreload: false,
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
