import { defineProject } from 'vitest/config';
import { API_TEST, OWN_PROCESS } from './vitest.config.ts';

/** The API files that need a process of their own (OWN_PROCESS in vitest.config.ts). */
export default defineProject({
  test: { ...API_TEST, name: 'api-own-process', include: OWN_PROCESS, isolate: true },
});
