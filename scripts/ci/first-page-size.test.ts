import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Manifest } from './first-page-size.ts';
import { BUDGET, budgetOf, CEILINGS, firstPages, measure, report } from './first-page-size.ts';

/** A build's manifest as Vite writes it: the entry, the frame, a bare page, a framed page. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/layout.tsx', 'src/features/auth/pages/login-page.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/app/layout.tsx': {
    file: 'assets/layout.js',
    isDynamicEntry: true,
    imports: ['index.html', '_menu.js'],
    dynamicImports: ['src/features/search/components/search-spotlight.tsx'],
  },
  '_menu.js': { file: 'assets/menu.js', imports: ['_react.js'] },
  'src/features/search/components/search-spotlight.tsx': {
    file: 'assets/search.js',
    isDynamicEntry: true,
  },
  'src/features/auth/pages/login-page.tsx': {
    file: 'assets/login-page.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/features/reports/pages/report-page.tsx': {
    file: 'assets/report-page.js',
    isDynamicEntry: true,
    imports: ['index.html', '_menu.js'],
    dynamicImports: ['src/features/reports/components/report-chart.tsx'],
  },
  'src/features/reports/components/report-chart.tsx': {
    file: 'assets/report-chart.js',
    isDynamicEntry: true,
  },
};

describe('firstPages', () => {
  it('counts the entry, the frame (not for a bare page) and the page, with their static imports', () => {
    expect(firstPages(MANIFEST)).toEqual([
      {
        name: 'auth/login-page',
        files: ['assets/index.js', 'assets/react.js', 'assets/login-page.js'],
      },
      {
        name: 'reports/report-page',
        files: [
          'assets/index.js',
          'assets/react.js',
          'assets/layout.js',
          'assets/menu.js',
          'assets/report-page.js',
        ],
      },
    ]);
  });

  it('refuses a manifest without pages or with a chunk it does not describe', () => {
    expect(() => firstPages({ 'index.html': MANIFEST['index.html']! })).toThrow(/no page chunk/);
    const broken = { ...MANIFEST, '_menu.js': undefined } as unknown as Manifest;
    expect(() => firstPages(broken)).toThrow(/no chunk _menu\.js/);
  });
});

describe('measure and report', () => {
  let dist: string;
  /** An incompressible file: its gzipped size is its size, give or take a few bytes. */
  const put = (file: string, bytes: number) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), randomBytes(bytes));
  };
  const build = (reportPageBytes: number) => {
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    for (const f of ['index.js', 'react.js', 'layout.js', 'menu.js', 'login-page.js']) {
      put(`assets/${f}`, 1024);
    }
    put('assets/report-page.js', reportPageBytes);
    // Loaded when used: never counted, however large.
    put('assets/report-chart.js', 64 * 1024);
    put('assets/search.js', 64 * 1024);
  };

  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'first-page-size-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('passes pages within the budget, counting only what they load first', async () => {
    build(1024);
    const sizes = await measure(dist, () => 8 * 1024);
    expect(sizes.map((s) => [s.name, s.passed])).toEqual([
      ['auth/login-page', true],
      ['reports/report-page', true],
    ]);
    // Five files of 1 KB: the chart and the search dialog are left out.
    expect(sizes[1]!.size).toBeGreaterThan(5 * 1024);
    expect(sizes[1]!.size).toBeLessThan(6 * 1024);
    const { text, failed } = report(sizes, dist, {});
    expect(failed).toBe(false);
    expect(text).toContain('Every page within its budget');
  });

  it('fails a page over its budget and names its heaviest files', async () => {
    build(4 * 1024);
    const sizes = await measure(dist, () => 8 * 1024);
    const page = sizes.find((s) => s.name === 'reports/report-page')!;
    expect(page.passed).toBe(false);
    expect(sizes.find((s) => s.name === 'auth/login-page')!.passed).toBe(true);
    const { text, failed } = report(sizes, dist, {});
    expect(failed).toBe(true);
    expect(text).toMatch(/✗ reports\/report-page/);
    expect(text).toMatch(/4\.\d KB {2}assets\/report-page\.js/);
    expect(text).toMatch(/^Over budget: reports\/report-page \(8\.\d KB of 8\.0 KB\)$/m);
  });

  it('holds a page to 200 KB unless it has a ceiling of its own', async () => {
    expect(budgetOf('a/page-never-listed')).toBe(BUDGET);
    for (const [page, kb] of Object.entries(CEILINGS)) {
      expect(budgetOf(page)).toBe(kb * 1024);
      expect(kb).toBeGreaterThan(200);
    }
    build(1024);
    const sizes = await measure(dist);
    expect(sizes.map((s) => [s.passed, s.budget])).toEqual(
      sizes.map((s) => [true, budgetOf(s.name)]),
    );
    // A ceiling left for a page now within 200 KB, or for a page that is gone, is pointed out.
    const { text } = report(sizes, dist, { 'reports/report-page': 250, 'old/page': 220 });
    expect(text).toContain('Within 200.0 KB now, take off CEILINGS: reports/report-page');
    expect(text).toContain('No such page any more, take off CEILINGS: old/page');
  });

  it('refuses a dist/ without a manifest, or one from another build', async () => {
    await expect(measure(dist)).rejects.toThrow(/manifest\.json is missing/);
    build(1024);
    rmSync(path.join(dist, 'assets/menu.js'));
    await expect(measure(dist)).rejects.toThrow(/assets\/menu\.js is in manifest\.json but not/);
  });
});
