// Two import rules that import-x has no option for.
//
// `local/no-cycle-with-types`: no import cycle of any kind between our files.
//
// import-x/no-cycle skips `import type` in its code (no option turns that off), so a cycle held by
// one type-only import passes it. This rule follows every import the TypeScript compiler sees in
// a file (`import`, `import type`, `export … from`, `import()`, `import('…').T`), resolves it with
// the same resolver as import-x (`import-x/resolver-next` in eslint.config.js) and reports an
// import whose target leads back to the importing file. Files under node_modules are not followed:
// a package cannot import our files back.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** file → the files it imports (resolved), read once per lint run. */
const importsByFile = new Map();

function resolverOf(context) {
  const resolvers = context.settings['import-x/resolver-next'] ?? [];
  const resolver = resolvers[0];
  if (!resolver?.resolve) throw new Error('local/no-cycle-with-types needs import-x/resolver-next');
  return resolver;
}

function resolveTo(resolver, source, file) {
  if (!source.startsWith('.') && !source.startsWith('@app/')) return null;
  const answer = resolver.resolve(source, file);
  if (!answer?.found || !answer.path || answer.path.includes('/node_modules/')) return null;
  return answer.path;
}

function importsOf(resolver, file) {
  let targets = importsByFile.get(file);
  if (targets) return targets;
  targets = [];
  importsByFile.set(file, targets);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return targets;
  }
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const target = resolveTo(resolver, fileName, file);
    if (target && target !== file) targets.push(target);
  }
  return targets;
}

/** The chain from `start` back to `goal`, or null when there is none. */
function pathBack(resolver, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(resolver, file)) {
      if (next === goal) {
        const chain = [file];
        for (let at = cameFrom.get(file); at; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noCycleWithTypes = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between our files, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle (type-only imports count): {{chain}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (file === '<text>') return {};
    const resolver = resolverOf(context);
    const cwd = context.cwd;
    const short = (path) => (path.startsWith(`${cwd}/`) ? path.slice(cwd.length + 1) : path);
    const check = (node) => {
      const source = node.source ?? node.argument;
      const value = source?.type === 'Literal' ? source.value : source?.literal?.value;
      if (typeof value !== 'string') return;
      const target = resolveTo(resolver, value, file);
      if (!target || target === file) return;
      const chain = pathBack(resolver, target, file);
      if (chain) {
        context.report({
          node,
          messageId: 'cycle',
          data: { chain: [file, ...chain, file].map(short).join(' → ') },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
    };
  },
};

// `local/no-mutual-modules`: no two API modules import each other (apps/api/src/modules/<name>/,
// tests aside: a test may use another module's helpers). Reported on the import that goes
// into a module which imports back, with one file of that module that does.
const MODULES = `apps${sep}api${sep}src${sep}modules${sep}`;
const isTest = (file) => /\.test\.tsx?$/.test(file);

function moduleOf(cwd, file) {
  const rel = relative(cwd, file);
  if (!rel.startsWith(MODULES)) return null;
  return rel.slice(MODULES.length).split(sep)[0];
}

/** module → its source files (tests aside), listed once per lint run. */
const filesByModule = new Map();
function moduleFiles(cwd, name) {
  let files = filesByModule.get(name);
  if (files) return files;
  const root = join(cwd, MODULES, name);
  files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !isTest(e.name))
    .map((e) => join(e.parentPath ?? e.path, e.name));
  filesByModule.set(name, files);
  return files;
}

export const noMutualModules = {
  meta: {
    type: 'problem',
    docs: { description: 'No two API modules import each other.' },
    schema: [],
    messages: {
      mutual:
        "Modules '{{from}}' and '{{to}}' import each other ({{back}} imports '{{from}}'): move the shared piece to the lower module, documents/ or lib/ (docs/ARCHITECTURE.md).",
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const cwd = context.cwd;
    const from = moduleOf(cwd, file);
    if (!from || isTest(file)) return {};
    const resolver = resolverOf(context);
    const check = (node) => {
      const source = node.source ?? node.argument;
      const value = source?.type === 'Literal' ? source.value : source?.literal?.value;
      if (typeof value !== 'string' || !value.startsWith('.')) return;
      const target = resolveTo(resolver, value, file);
      const to = target && moduleOf(cwd, target);
      if (!to || to === from) return;
      const back = moduleFiles(cwd, to).find((other) =>
        importsOf(resolver, other).some((t) => moduleOf(cwd, t) === from),
      );
      if (back) {
        context.report({
          node,
          messageId: 'mutual',
          data: { from, to, back: relative(join(cwd, MODULES), back) },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
    };
  },
};

export const localRules = {
  rules: { 'no-cycle-with-types': noCycleWithTypes, 'no-mutual-modules': noMutualModules },
};
