import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { MOCKING, WEB_TEST } from './vitest.config.ts';

/** The web files that mock a module (MOCKING in vitest.config.ts), each with modules of its own. */
export default defineProject({
  plugins: [react()],
  test: { ...WEB_TEST, name: 'web-mocking', include: MOCKING, isolate: true },
});
