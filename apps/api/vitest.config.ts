import { defineProject } from 'vitest/config';

/**
 * The files that measure this process's own memory: another file's leftovers in the same
 * process (a heap grown by earlier files, a collector running at another moment) move their
 * readings, so each runs in a process of its own (vitest.isolated.config.ts).
 */
export const OWN_PROCESS = [
  'src/modules/exports/export-stream.test.ts',
  'src/modules/exports/xlsx-memory.test.ts',
];

export const API_TEST = {
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

export default defineProject({
  test: {
    ...API_TEST,
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: OWN_PROCESS,
    // One import of the app per worker, not per file: re-importing it for each of ~130 files
    // was a fifth of a shard's time (a shard alone: 300 s isolated, 224 s not). It holds because
    // API tests keep their state in the app they build (its own database, DATA_DIR and caches)
    // and mock no module; a file that must mock, or that measures the process's memory, goes
    // in OWN_PROCESS.
    isolate: false,
  },
});
