import { defineConfig } from '@playwright/test';
import { AGENCY_TZ } from './agency.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // A journey (a booking with its lines and payments, an approval with an attachment) takes
  // 15-25 s on a quiet 2-core machine and ran past 30 s with the second worker beside it.
  timeout: 60_000,
  // A cold page (a new context loads the app's ~100 chunks) took 1-2 s alone and past 8 s with
  // two browsers starting on two cores: the enquiry form's first heading failed CI at 7 s.
  expect: { timeout: 12_000 },
  fullyParallel: false,
  // Two: with four, the keyboard specs' typing ran past a minute on two cores.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1366, height: 850 },
    // The agency's staff are where the agency is: the page's today is the app's (agency.ts).
    timezoneId: AGENCY_TZ,
    // Off unless E2E_TRACE is set: recording a trace of every test (to keep the failures')
    // cost 40% of the suite's CPU on two cores (double-click and keyboard specs: 236 CPU-s
    // with it, 138 without), and CI's clean clone keeps only the output, never the trace files.
    // A failure still leaves its screenshot and error context; re-run it with E2E_TRACE=1.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
