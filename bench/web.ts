/**
 * `npm run bench:web`: the JavaScript each first page loads (gzipped, as served) and Lighthouse
 * (desktop) performance and accessibility for /login, /dashboard, /bookings and a booking,
 * against the built app on an embedded database with demo data. Writes its run on top of
 * bench/WEB-RESULTS.md; what the file held stays below it.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktop from 'lighthouse/core/config/desktop-config.js';
import { freePort } from '../apps/api/src/db/embedded.ts';
import { waitListening } from '../apps/api/test/wait-healthy.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { benchDir } from './db.ts';

const root = path.resolve(benchDir, '..');
const resultsFile = path.join(benchDir, 'WEB-RESULTS.md');

/**
 * The new run on top, and everything the file held below it: the last run's table (with any
 * words written under it) becomes a section headed by its date, the dated sections stay.
 */
function withHistory(md: string) {
  const old = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
  const at = old.indexOf('\n## ');
  const top = at >= 0 ? old.slice(0, at) : old;
  const rest = at >= 0 ? old.slice(at) : '';
  const date = /^- Date: (\S+)$/m.exec(top)?.[1];
  const when = date ? new Date(date) : null;
  const heading = when
    ? `The run of ${when.toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })} UTC`
    : 'The run before';
  const body = top.slice(top.indexOf('\n| page')).trim();
  const last = body.startsWith('| page') ? `\n## ${heading}\n\n${body}\n` : '';
  return `${md}${last}${rest}`;
}
// `npm run bench:web -- --runs 3 /bookings` measures the pages named, each as often as asked, and
// leaves WEB-RESULTS.md alone (for comparing two builds in turns); with none, the four pages once.
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 1;
const chosen = args.filter((a) => a.startsWith('/'));
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-web-'));
const api = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const cdpPort = await freePort();
const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-web-chrome-'));

try {
  const port = await waitListening(api, 100_000);
  if (port === null) throw new Error('The app did not start');
  const base = `http://127.0.0.1:${port}`;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${cdpPort}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const pages = ['/login', '/dashboard', '/bookings', '/bookings/1'];
  const rows: string[] = [];
  for (const url of chosen.length ? chosen.flatMap((p) => Array<string>(runs).fill(p)) : pages) {
    const signedIn =
      page.url().startsWith(base) && (await page.evaluate(() => localStorage.getItem('token')));
    if (url !== '/login' && !signedIn) {
      const res = await page.request.post(`${base}/api/login`, {
        data: { email: 'admin@example.com', password: 'Admin@12345' },
      });
      const body = (await res.json()) as { data: { token: string; user: unknown } };
      await page.goto(`${base}/login`);
      await page.evaluate((d) => {
        localStorage.setItem('token', d.token);
        localStorage.setItem('user', JSON.stringify(d.user));
      }, body.data);
    }
    // JavaScript this page loads, gzipped (the server sends brotli, smaller still).
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) scripts.add(new URL(r.url()).pathname);
    });
    await page.goto('about:blank');
    await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
    page.removeAllListeners('request');
    const js = [...scripts].reduce(
      (sum, p) => sum + gzipSync(readFileSync(path.join(root, 'apps/web/dist', p))).length,
      0,
    );
    const result = await lighthouse(
      `${base}${url}`,
      {
        port: cdpPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      },
      desktop,
    );
    const cats = result?.lhr.categories;
    const perf = Math.round((cats?.performance?.score ?? 0) * 100);
    const a11y = Math.round((cats?.accessibility?.score ?? 0) * 100);
    const failed = Object.values(result?.lhr.audits ?? {})
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          (result?.lhr.categories.accessibility?.auditRefs ?? []).some((r) => r.id === a.id),
      )
      .map((a) => a.id);
    for (const id of failed) {
      const details = result?.lhr.audits[id]?.details as
        { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined;
      for (const item of (details?.items ?? []).slice(0, 4)) {
        console.log(
          `  ${id}: ${item.node?.snippet ?? ''} ${item.node?.explanation?.split('\n')[1] ?? ''}`,
        );
      }
    }
    // What the performance score is made of, so a low one says where it lost.
    const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? '?';
    const made = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
      .concat(['cumulative-layout-shift', 'speed-index'])
      .map((id) => `${id.replace(/-/g, ' ')} ${metric(id)}`)
      .join(', ');
    console.log(`  ${url}: ${made}`);
    // The elements that moved, when they moved enough to cost score.
    const shifts = result?.lhr.audits['layout-shifts']?.details as
      { items?: { score?: number; node?: { snippet?: string; selector?: string } }[] } | undefined;
    for (const s of (shifts?.items ?? []).filter((i) => (i.score ?? 0) >= 0.01).slice(0, 5))
      console.log(
        `    shift ${s.score?.toFixed(3)}: ${s.node?.selector ?? ''} ${s.node?.snippet ?? ''}`,
      );
    // The main thread's long tasks and the scripts that spent it, when blocking cost score.
    const long = result?.lhr.audits['long-tasks']?.details as
      { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined;
    for (const t of (long?.items ?? []).slice(0, 6))
      console.log(
        `    long task ${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} ms: ${t.url ?? ''}`,
      );
    const boot = result?.lhr.audits['bootup-time']?.details as
      { items?: { url?: string; scripting?: number; scriptParseCompile?: number }[] } | undefined;
    for (const b of (boot?.items ?? []).slice(0, 5))
      console.log(
        `    script ${Math.round(b.scripting ?? 0)} ms run, ${Math.round(b.scriptParseCompile ?? 0)} ms compile: ${b.url ?? ''}`,
      );
    const work = result?.lhr.audits['mainthread-work-breakdown']?.details as
      { items?: { groupLabel?: string; duration?: number }[] } | undefined;
    console.log(
      `    main thread: ${(work?.items ?? []).map((w) => `${w.groupLabel} ${Math.round(w.duration ?? 0)} ms`).join(', ')}`,
    );
    rows.push(
      `| ${url} | ${(js / 1024).toFixed(0)} KB | ${perf} | ${a11y}${failed.length ? ` (${failed.join(', ')})` : ''} | ${made} |`,
    );
    console.log(rows.at(-1));
  }
  await context.close();
  const md = `# Front-end results\n\n- Date: ${new Date().toISOString()}\n- Lighthouse ${'12.8'} desktop preset, headless Debian Chromium; the built app on loopback with demo data\n- Targets: JavaScript per first page ≤ 200 KB gzipped; performance ≥ 95; accessibility 100\n\n| page | JS (gzipped, transferred) | performance | accessibility | made of |\n|---|---|---|---|---|\n${rows.join('\n')}\n`;
  if (!chosen.length) writeFileSync(resultsFile, withHistory(md));
  console.log(md);
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  await rm(profile, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
}
