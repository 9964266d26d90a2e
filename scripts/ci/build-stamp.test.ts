import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStamp, inputsHash, isFresh, writeStamp } from './build-stamp.ts';

let base: string;
const put = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  writeFileSync(path.join(base, file), text);
};
/** What the build would do: write its output, then stamp it with the inputs hashed before. */
const build = () => {
  const hash = inputsHash('api', base);
  clearStamp('api', base);
  put('apps/api/dist/server.js', `built ${Math.random()}`);
  writeStamp('api', hash, base);
};
const fresh = () => isFresh('api', inputsHash('api', base), base);

beforeEach(() => {
  base = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  put('package.json', '{}');
  put('package-lock.json', '{}');
  put('tsconfig.base.json', '{}');
  put('apps/api/src/server.ts', 'export const a = 1;');
  put('apps/api/src/server.test.ts', 'test');
  put('packages/contract/src/index.ts', 'export const c = 1;');
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('a build stamp', () => {
  it('is missing before the first build and fresh after it', () => {
    expect(fresh()).toBe(false);
    build();
    expect(fresh()).toBe(true);
  });

  it('goes stale when a source is edited, and fresh again when the edit is undone', () => {
    build();
    put('packages/contract/src/index.ts', 'export const c = 2;');
    expect(fresh()).toBe(false);
    put('packages/contract/src/index.ts', 'export const c = 1;');
    expect(fresh()).toBe(true);
  });

  it('goes stale when a source is added or the lockfile changes', () => {
    build();
    put('apps/api/src/new.ts', 'export {};');
    expect(fresh()).toBe(false);
    rmSync(path.join(base, 'apps/api/src/new.ts'));
    expect(fresh()).toBe(true);
    put('package-lock.json', '{"v":2}');
    expect(fresh()).toBe(false);
  });

  it('stays fresh when only a test changes', () => {
    build();
    put('apps/api/src/server.test.ts', 'another test');
    put('apps/api/test/helper.ts', 'export {};');
    expect(fresh()).toBe(true);
  });

  it('goes stale when another command rewrote the build', () => {
    build();
    // Another build of other sources, then those sources reverted: the hash matches again,
    // the built file does not.
    put('apps/api/dist/server.js', 'built from an edit since undone');
    utimesSync(path.join(base, 'apps/api/dist/server.js'), new Date(), new Date(Date.now() + 5000));
    expect(fresh()).toBe(false);
  });

  it('is never fresh while a build is under way (the stamp goes first)', () => {
    build();
    clearStamp('api', base);
    expect(fresh()).toBe(false);
  });
});
