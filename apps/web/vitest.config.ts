import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // A jsdom form under a busy machine (CI runs this beside the API suite) takes seconds to
    // type into; one budget for every test here rather than one per slow file.
    testTimeout: 60_000,
  },
});
