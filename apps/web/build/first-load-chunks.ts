/**
 * Chunks cut by first page. Rolldown splits shared code by every dynamic import that reaches
 * it: the pages, and also each dialog, menu and chart loaded when used. A list page so loaded
 * some 70 files, many of a few hundred bytes, each gzipped apart and each named again in the
 * entry's preload lists. Here a module that pages load first (statically from the page or the
 * signed-in frame, as scripts/ci/first-page-size.ts counts them) goes into one chunk with every
 * other module loaded first by exactly the same pages. No page loads a byte more than before,
 * a page loads a quarter to a half fewer files, and most pages are 3 to 6 KB smaller gzipped. What
 * only dialogs and menus use is left to rolldown's own splitting.
 *
 * The import graph rolldown reports runs through barrels (`@mantine/core`'s index imports every
 * component), so which modules a page uses is worked out here by following the names imported
 * from a module that only re-exports, as the bundler does when it drops what is unused.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parseAst } from 'vite';

/** What this reads of rolldown's module info (its `ChunkingContext` and plugin context). */
interface ModuleInfo {
  code: string | null;
  importedIds: string[];
  dynamicImporters: string[];
  isEntry: boolean;
}
type GetModuleInfo = (id: string) => ModuleInfo | null;

/** A page module the router loads (router.tsx), and the signed-in frame around the pages. */
const PAGE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]pages[\\/][^\\/]+\.tsx$/;
const LAYOUT = /[\\/]src[\\/]app[\\/]layout\.tsx$/;
/** Pages shown without the frame. */
const BARE = /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]login-page\.tsx$/;
const SCRIPT = /\.(m?js|jsx|tsx?)$/;

/** The names a module takes from one import source; 'all' for a namespace or a bare import. */
type Names = Set<string> | 'all';

interface Parsed {
  /** Each import source in the order of `importedIds`, with the names taken from it. */
  imports: { source: string; names: Names }[];
  /**
   * Only imports and re-exports, in a package without side effects: the bundler takes each name
   * from the module that declares it, so only those modules are loaded.
   */
  barrel: boolean;
  /** A barrel's exports: name → [source, that module's name or '*' for a namespace]. */
  reexports: Map<string, [string, string]>;
  /** A barrel's `export * from` sources. */
  stars: string[];
}

/** The `sideEffects` field of each package.json read, by its folder. */
const packageSideEffects = new Map<string, unknown>();

/**
 * Whether the package a module belongs to says the module has no side effects (`"sideEffects":
 * false`, or a list of globs that does not name it), as bundlers read the field.
 */
function sideEffectFree(id: string) {
  let dir = path.dirname(id);
  while (!packageSideEffects.has(dir) && !existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) return false;
    dir = up;
  }
  if (!packageSideEffects.has(dir)) {
    const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      sideEffects?: unknown;
    };
    packageSideEffects.set(dir, json.sideEffects);
  }
  const field = packageSideEffects.get(dir);
  if (field === false) return true;
  if (!Array.isArray(field)) return false;
  const file = path.relative(dir, id).split(path.sep).join('/');
  return !field.some((glob: string) => {
    const source = glob
      .replace(/^\.\//, '')
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\/?/g, '\0')
      .replace(/\*/g, '[^/]*')
      .replaceAll('\0', '.*');
    // A glob without a slash names a file anywhere in the package.
    return new RegExp(glob.includes('/') ? `^${source}$` : `(^|/)${source}$`).test(file);
  });
}

type Program = ReturnType<typeof parseAst>;
type Statement = Program['body'][number];
type ExportName = Extract<Statement, { type: 'ExportAllDeclaration' }>['exported'];
const nameOf = (n: NonNullable<ExportName>) => (n.type === 'Literal' ? String(n.value) : n.name);

/** A module's imports and re-exports, or null when its code cannot be read that way (CommonJS). */
function parse(id: string, info: ModuleInfo, targets: string[]): Parsed | null {
  let program: Program;
  try {
    program = parseAst(info.code!, { lang: 'js' });
  } catch {
    return null;
  }
  const imports = new Map<string, Names>();
  const take = (source: string, name: string) => {
    const had = imports.get(source);
    if (had === 'all') return;
    imports.set(source, name === 'all' ? 'all' : (had ?? new Set()).add(name));
  };
  const locals = new Map<string, [string, string]>();
  const reexports = new Map<string, [string, string]>();
  const stars: string[] = [];
  const exportedLocals: [string, string][] = [];
  let barrel = true;
  for (const st of program.body) {
    if (st.type === 'ImportDeclaration') {
      const source = st.source.value;
      if (!st.specifiers.length) take(source, 'all');
      for (const s of st.specifiers) {
        const name =
          s.type === 'ImportSpecifier'
            ? nameOf(s.imported)
            : s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : 'all';
        take(source, name);
        locals.set(s.local.name, [source, name === 'all' ? '*' : name]);
      }
    } else if (st.type === 'ExportAllDeclaration') {
      take(st.source.value, 'all');
      if (st.exported) reexports.set(nameOf(st.exported), [st.source.value, '*']);
      else stars.push(st.source.value);
    } else if (st.type === 'ExportNamedDeclaration' && !st.declaration) {
      for (const s of st.specifiers) {
        const local = nameOf(s.local);
        if (st.source) {
          take(st.source.value, local);
          reexports.set(nameOf(s.exported), [st.source.value, local]);
        } else exportedLocals.push([nameOf(s.exported), local]);
      }
    } else if (!(st.type === 'ExpressionStatement' && st.directive)) barrel = false;
  }
  for (const [exported, local] of exportedLocals) {
    const from = locals.get(local);
    if (from) reexports.set(exported, from);
    else barrel = false;
  }
  // rolldown lists one id per import source, in source order; anything else is not understood.
  if (imports.size !== targets.length) return null;
  // A barrel with side effects is kept as it is, importing everything it re-exports.
  if (barrel && !sideEffectFree(id)) barrel = false;
  return {
    imports: [...imports].map(([source, names]) => ({ source, names })),
    barrel,
    reexports,
    stars,
  };
}

/** The group name of each module loaded first by two or more pages, worked out once per build. */
function groupNames(ids: string[], getModuleInfo: GetModuleInfo) {
  const parsed = new Map<string, Parsed | null>();
  // rolldown's own helpers (`\0vite/preload-helper.js`) come after the module's own imports.
  const targetsOf = (id: string) =>
    (getModuleInfo(id)?.importedIds ?? []).filter((t) => !t.startsWith('\0'));
  const read = (id: string) => {
    if (!parsed.has(id)) {
      const info = getModuleInfo(id);
      const script = info?.code != null && SCRIPT.test(id.split('?')[0]!);
      parsed.set(id, script ? parse(id, info, targetsOf(id)) : null);
    }
    return parsed.get(id)!;
  };

  /** The modules a root loads before it runs, following only the names taken from barrels. */
  const staticClosure = (root: string) => {
    const reached = new Set<string>();
    const barrelNames = new Map<string, Names>();
    const todo: [string, Names][] = [[root, 'all']];
    while (todo.length) {
      const [id, names] = todo.pop()!;
      const p = read(id);
      const targets = targetsOf(id);
      if (p?.barrel) {
        const targetOf = (source: string) =>
          targets[p.imports.findIndex((i) => i.source === source)]!;
        const had = barrelNames.get(id);
        if (had === 'all') continue;
        const fresh = names === 'all' ? 'all' : [...names].filter((n) => !had?.has(n));
        if (fresh !== 'all' && !fresh.length) continue;
        barrelNames.set(id, fresh === 'all' ? 'all' : new Set([...(had ?? []), ...fresh]));
        if (fresh === 'all') {
          for (const i of p.imports) todo.push([targetOf(i.source), i.names]);
          continue;
        }
        for (const n of fresh) {
          const from = p.reexports.get(n);
          if (from) todo.push([targetOf(from[0]), from[1] === '*' ? 'all' : new Set([from[1]])]);
          else for (const s of p.stars) todo.push([targetOf(s), new Set([n])]);
        }
        continue;
      }
      if (reached.has(id)) continue;
      reached.add(id);
      if (p) p.imports.forEach((i, k) => todo.push([targets[k]!, i.names]));
      else for (const t of targets) todo.push([t, 'all']);
    }
    return reached;
  };

  const entries = ids.filter((id) => getModuleInfo(id)?.isEntry);
  const initial = new Set(entries.flatMap((e) => [...staticClosure(e)]));
  const pages = ids.filter((id) => PAGE.test(id) && getModuleInfo(id)?.dynamicImporters.length);
  pages.sort();
  const layout = ids.find((id) => LAYOUT.test(id));
  const frame = layout ? staticClosure(layout) : new Set<string>();

  const pagesOf = new Map<string, number[]>();
  pages.forEach((page, n) => {
    const first = staticClosure(page);
    if (!BARE.test(page)) for (const m of frame) first.add(m);
    for (const m of first) {
      if (initial.has(m)) continue;
      pagesOf.set(m, [...(pagesOf.get(m) ?? []), n]);
    }
  });

  const bySet = new Map<string, string[]>();
  for (const [m, set] of pagesOf) {
    const info = getModuleInfo(m);
    // A page's own modules stay in its chunk; a dynamic import's target keeps its own chunk.
    if (set.length < 2 || !info || info.dynamicImporters.length) continue;
    if (!SCRIPT.test(m.split('?')[0]!) || read(m)?.barrel) continue;
    const key = set.join(',');
    bySet.set(key, [...(bySet.get(key) ?? []), m]);
  }
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const key of [...bySet.keys()].sort()) {
    const modules = bySet.get(key)!;
    const size = (m: string) => getModuleInfo(m)?.code?.length ?? 0;
    const largest = modules.reduce((a, b) => (size(b) > size(a) ? b : a));
    const base = path.basename(largest).replace(/\.[^.]+$/, '');
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
    taken.add(name);
    for (const m of modules) names.set(m, name);
  }
  return names;
}

/**
 * The plugin (it records the build's modules, and fails the build if chunks import each other
 * in a circle) and the `codeSplitting` group to put after the entry's.
 */
export function firstLoadChunks() {
  let ids: string[] = [];
  let names: Map<string, string> | null = null;
  const plugin: Plugin = {
    name: 'first-load-chunks',
    apply: 'build',
    buildStart() {
      names = null;
    },
    buildEnd() {
      ids = [...this.getModuleIds()];
    },
    generateBundle(_, bundle) {
      // Modules grouped by the same pages import only modules loaded by as many pages or more,
      // so no two chunks should need each other; if they do, the order modules run in is at risk.
      const state = new Map<string, 'open' | 'done'>();
      const visit = (file: string, trail: string[]): void => {
        if (state.get(file) === 'done') return;
        if (state.get(file) === 'open') {
          const circle = [...trail.slice(trail.indexOf(file)), file];
          this.error(`chunks import each other: ${circle.join(' -> ')}`);
          return;
        }
        state.set(file, 'open');
        const chunk = bundle[file];
        if (chunk?.type === 'chunk') for (const i of chunk.imports) visit(i, [...trail, file]);
        state.set(file, 'done');
      };
      for (const file of Object.keys(bundle)) visit(file, []);
    },
  };
  const group = {
    debugName: 'first-load',
    name: (id: string, ctx: { getModuleInfo: GetModuleInfo }) => {
      names ??= groupNames(ids, (id) => ctx.getModuleInfo(id));
      return names.get(id) ?? null;
    },
    // Each module's group is worked out with its imports' groups above.
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
