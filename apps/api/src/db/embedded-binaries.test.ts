import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingBinariesHint, missingLinks } from './embedded-binaries.ts';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

async function fakePackage(linked: boolean) {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pg-bin-'));
  await mkdir(path.join(dir, 'native', 'lib'), { recursive: true });
  await writeFile(path.join(dir, 'native', 'lib', 'libpq.so.5.18'), '');
  await writeFile(
    path.join(dir, 'native', 'pg-symlinks.json'),
    JSON.stringify([{ source: 'native/lib/libpq.so.5.18', target: 'native/lib/libpq.so.5' }]),
  );
  if (linked) await symlink('libpq.so.5.18', path.join(dir, 'native', 'lib', 'libpq.so.5'));
  return dir;
}

describe('the embedded PostgreSQL binaries check', () => {
  it('counts the links the skipped install script would have made', async () => {
    expect(missingLinks(await fakePackage(false))).toBe(1);
  });

  it('finds nothing missing once the links exist', async () => {
    expect(missingLinks(await fakePackage(true))).toBe(0);
  });

  it('is quiet on this machine, where the install script ran', () => {
    dir = os.tmpdir() + '/none';
    expect(missingBinariesHint()).toBeNull();
  });

  it('names the fix in one line for a platform without binaries', () => {
    dir = os.tmpdir() + '/none';
    const hint = missingBinariesHint('sunos', 'mips');
    expect(hint).toContain('DATABASE_URL');
    expect(hint).not.toContain('\n');
  });
});
