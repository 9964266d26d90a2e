import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';

/**
 * The current body of every trigger function lives in `db/sql/<name>.sql`, so a
 * reader finds it without replaying the migrations that created and re-created it. The
 * migrations stay the only thing that changes the database; this test keeps the files true.
 */
const dir = import.meta.dirname;

/** Comment lines out, whitespace collapsed, no trailing semicolon. */
const normalise = (sql: string) =>
  sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/;$/, '')
    .trim();

let t: Awaited<ReturnType<typeof createTestDatabase>>;
let defs: Map<string, string>;

beforeAll(async () => {
  t = await createTestDatabase();
  // Functions returning `trigger` outside the system schemas, extensions' own left out.
  const { rows } = await t.pool.query<{ name: string; def: string }>(`
    select p.proname as name, pg_get_functiondef(p.oid) as def
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where p.prorettype = 'trigger'::regtype
      and n.nspname not in ('pg_catalog', 'information_schema')
      and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by p.proname`);
  defs = new Map(rows.map((r) => [r.name, r.def]));
});

afterAll(async () => {
  await t?.drop();
});

describe('trigger functions in db/sql', () => {
  it('has a file for every trigger function in the migrated database', async () => {
    const files = (await readdir(dir)).filter((f) => f.endsWith('.sql'));
    expect(defs.size).toBeGreaterThan(0);
    expect(files.map((f) => f.replace(/\.sql$/, '')).sort()).toEqual([...defs.keys()].sort());
  });

  it("matches each file to the database's pg_get_functiondef (whitespace aside)", async () => {
    for (const [name, def] of defs) {
      const file = await readFile(path.join(dir, `${name}.sql`), 'utf8').catch(() => '');
      expect(normalise(file), `${name}.sql`).toBe(normalise(def));
    }
  });
});
