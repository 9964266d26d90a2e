// `local/no-cycle-with-types`: no import cycle of any kind between our files.
//
// import-x/no-cycle skips `import type` in its code (no option turns that off), so a cycle held by
// one type-only import passes it. This rule follows every import the TypeScript compiler sees in
// a file (`import`, `import type`, `export … from`, `import()`, `import('…').T`), resolves it with
// the same resolver as import-x (`import-x/resolver-next` in eslint.config.js) and reports an
// import whose target leads back to the importing file. Files under node_modules are not followed:
// a package cannot import our files back.
import { readFileSync } from 'node:fs';
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

export const localRules = { rules: { 'no-cycle-with-types': noCycleWithTypes } };
