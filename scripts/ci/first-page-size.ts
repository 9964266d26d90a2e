/**
 * `npm run size` (`tsx scripts/ci/first-page-size.ts [dist folder]`): the gzipped JavaScript
 * each page of the built web app loads before it can show anything, checked by size-limit
 * against the first-page budget (docs/decisions/039-first-page-budget.md). Reads Vite's
 * manifest (apps/web/dist/.vite/manifest.json, written by the build and never served: the
 * server leaves dot folders out). Exits non-zero when a page is over, naming its heaviest files.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import filePlugin from '@size-limit/file';
import sizeLimit from 'size-limit';

/** One row of Vite's `manifest.json`, keyed by source path (or `_name-hash.js` for shared chunks). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const KB = 1024;
/** 200 KB gzipped, in the KB of 1024 bytes that `npm run bench:web` reports. */
export const BUDGET = 200 * KB;

/**
 * Pages over the budget, each held to what it loaded when last measured plus about 3 KB (KB):
 * they may shrink, not grow, and a page not named here gets BUDGET. The booking form also loads
 * zod and decimal.js for its field list and live figures, some 30 KB, and the GST treatment's
 * fields' labels, choices and refusals (docs/decisions/039-first-page-budget.md). The other
 * forms and lists once held here came within BUDGET when the entry stopped naming every
 * page's chunks for preloading (decision 063). Take a page off this list once it is within
 * BUDGET: the report says when.
 */
export const CEILINGS: Readonly<Record<string, number>> = {
  'bookings/booking-form-pages': 259,
};

/** The budget a page is held to, in bytes. */
export const budgetOf = (page: string) => (CEILINGS[page] ?? BUDGET / KB) * KB;

export interface Layout {
  /** The HTML entry's manifest key. */
  entry: string;
  /** The signed-in pages' frame (menu, header), loaded with each of them. */
  layout: string;
  /** Which manifest keys are pages: each is a route's own chunk (router.tsx). */
  pages: RegExp;
  /** Pages shown without the frame (the sign-in page). */
  bare: string[];
}
export const WEB: Layout = {
  entry: 'index.html',
  layout: 'src/app/layout.tsx',
  pages: /^src\/features\/([^/]+)\/pages\/([^/]+)\.tsx$/,
  bare: ['src/features/auth/pages/login-page.tsx'],
};

/**
 * The files a chunk needs before it runs: itself and its static imports, all the way down.
 * Dynamic imports are left out: they load when used (a dialog opened, a menu pressed).
 */
export function staticFiles(manifest: Manifest, key: string, into = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest.json has no chunk ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const k of chunk.imports ?? []) staticFiles(manifest, k, into);
  return into;
}

export interface FirstPage {
  /** `bookings/bookings-page`: the page module, as router.tsx names it. */
  name: string;
  /** Built files (relative to dist/) this page loads first. */
  files: string[];
}

/**
 * Every page's first load: the entry, the frame unless the page is bare, and the page's own
 * chunk, each with its static imports (what the browser fetches before the page can render;
 * the router starts the frame's and the page's chunks together, main.tsx). A page that is
 * added outside the frame is counted with it until `bare` names it: too much, never too little.
 */
export function firstPages(manifest: Manifest, layout: Layout = WEB): FirstPage[] {
  const keys = Object.keys(manifest)
    .filter((k) => layout.pages.test(k))
    .sort();
  if (!keys.length) throw new Error('manifest.json names no page chunk');
  return keys.map((key) => {
    const files = staticFiles(manifest, layout.entry);
    if (!layout.bare.includes(key)) staticFiles(manifest, layout.layout, files);
    staticFiles(manifest, key, files);
    const [, feature, module] = layout.pages.exec(key)!;
    return { name: `${feature}/${module}`, files: [...files] };
  });
}

export interface PageSize extends FirstPage {
  size: number;
  budget: number;
  passed: boolean;
}

/** Each page's gzipped size by size-limit's file plugin, and whether it is within its budget. */
export async function measure(distDir: string, budget = budgetOf, layout = WEB) {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build the web app first (npm run build)`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const pages = firstPages(manifest, layout);
  for (const file of new Set(pages.flatMap((p) => p.files))) {
    // A manifest left from another build names files this dist/ does not hold.
    if (!existsSync(path.join(distDir, file))) {
      throw new Error(`${file} is in manifest.json but not in ${distDir}: build again`);
    }
  }
  // size-limit's own check objects: the file plugin sets `size`, the run sets `passed`.
  const checks = pages.map((p) => ({
    name: p.name,
    files: p.files.map((f) => path.join(distDir, f)),
    gzip: true,
    sizeLimit: budget(p.name),
    size: 0,
    passed: true,
  }));
  await sizeLimit(filePlugin, { checks });
  return pages.map((p, i): PageSize => ({
    ...p,
    size: checks[i]!.size,
    budget: checks[i]!.sizeLimit,
    passed: checks[i]!.passed,
  }));
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * The report: every page, largest first, with its budget when it is not BUDGET; for a page over
 * its budget, its heaviest files. `ceilings`: the pages held to a ceiling of their own.
 */
export function report(sizes: PageSize[], distDir: string, ceilings = CEILINGS) {
  const lines = [`First pages, JavaScript gzipped (budget ${kb(BUDGET)} unless said):`];
  const sorted = [...sizes].sort((a, b) => b.size - a.size);
  const width = Math.max(...sorted.map((s) => s.name.length));
  for (const s of sorted) {
    const own = s.budget === BUDGET ? '' : `  (held to ${kb(s.budget)})`;
    lines.push(
      `  ${s.passed ? ' ' : '✗'} ${s.name.padEnd(width)}  ${kb(s.size).padStart(9)}${own}`,
    );
    if (s.passed) continue;
    const heavy = s.files
      .map((f) => ({ f, gz: gzipSync(readFileSync(path.join(distDir, f)), { level: 9 }).length }))
      .sort((a, b) => b.gz - a.gz)
      .slice(0, 6);
    for (const h of heavy) lines.push(`        ${kb(h.gz).padStart(9)}  ${h.f}`);
  }
  const names = new Set(sizes.map((s) => s.name));
  const within = sorted.filter((s) => s.name in ceilings && s.size <= BUDGET).map((s) => s.name);
  const gone = Object.keys(ceilings).filter((n) => !names.has(n));
  if (within.length)
    lines.push(`Within ${kb(BUDGET)} now, take off CEILINGS: ${within.join(', ')}`);
  if (gone.length) lines.push(`No such page any more, take off CEILINGS: ${gone.join(', ')}`);
  const over = sorted.filter((s) => !s.passed);
  const largest = sorted.find((s) => s.budget === BUDGET);
  lines.push(
    over.length
      ? `Over budget: ${over.map((s) => `${s.name} (${kb(s.size)} of ${kb(s.budget)})`).join(', ')}`
      : `Every page within its budget; largest at ${kb(BUDGET)}: ${largest ? `${largest.name}, ${kb(largest.size)}` : 'none'}`,
  );
  return { text: lines.join('\n'), failed: over.length > 0 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const distDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
  const { text, failed } = report(await measure(distDir), distDir);
  console.log(text);
  if (failed) process.exitCode = 1;
}
