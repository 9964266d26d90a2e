import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * The files that mock a module (vi.mock): in a shared module cache their mock would reach the
 * files after them, so each runs with modules of its own (vitest.isolated.config.ts).
 */
export const MOCKING = [
  'src/lib/overlays-error.test.tsx',
  'src/lib/account-menu-error.test.tsx',
  'src/lib/form.test.ts',
];

export const WEB_TEST = {
  environment: 'jsdom' as const,
  setupFiles: ['./test/setup.ts'],
  css: false,
  // A jsdom form under a busy machine (CI runs this beside the API suite) takes seconds to
  // type into; one budget for every test here rather than one per slow file.
  testTimeout: 60_000,
};

export default defineProject({
  plugins: [react()],
  test: {
    ...WEB_TEST,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: MOCKING,
    // One import of React, Mantine and the app's modules per worker, not per file: the tests
    // keep their state in what they render (a query client each, cleaned up after each test)
    // and mock no module; a file that mocks goes in MOCKING.
    isolate: false,
  },
});
