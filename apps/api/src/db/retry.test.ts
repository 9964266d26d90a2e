import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import type { Db } from './client.ts';

/** Serialization failures and deadlocks are retried, never shown. */
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await db.execute(sql`create table retry_rows (id int primary key, v int not null)`);
  await db.execute(sql`insert into retry_rows values (1, 0), (2, 0)`);
});
afterAll(() => drop());

const value = async (id: number) =>
  (await db.execute<{ v: number }>(sql`select v from retry_rows where id = ${id}`)).rows[0]!.v;

describe('transactions retried by the database handle', () => {
  it('runs a transaction again after a serialization failure, and commits it once', async () => {
    let attempts = 0;
    const result = await db.transaction(async (tx) => {
      attempts++;
      await tx.execute(sql`update retry_rows set v = v + 1 where id = 1`);
      if (attempts === 1) {
        await tx.execute(
          sql`do $$ begin raise exception 'conflict' using errcode = 'serialization_failure'; end $$`,
        );
      }
      return 'done';
    });
    expect(result).toBe('done');
    expect(attempts).toBe(2);
    expect(await value(1)).toBe(1); // the failed attempt rolled back
  });

  it('survives real SERIALIZABLE conflicts: 4 concurrent read-then-write increments', async () => {
    await db.execute(sql`update retry_rows set v = 0 where id = 2`);
    await Promise.all(
      Array.from({ length: 4 }, () =>
        db.transaction(
          async (tx) => {
            const { rows } = await tx.execute<{ v: number }>(
              sql`select v from retry_rows where id = 2`,
            );
            await new Promise((r) => setTimeout(r, 5));
            await tx.execute(sql`update retry_rows set v = ${rows[0]!.v + 1} where id = 2`);
          },
          { isolationLevel: 'serializable' },
        ),
      ),
    );
    // Without retries most of these would have failed with 40001; every one landed.
    expect(await value(2)).toBe(4);
  });

  it('retries the victim of a real deadlock', async () => {
    const lockBoth = (first: number, second: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`update retry_rows set v = v + 1 where id = ${first}`);
        await new Promise((r) => setTimeout(r, 100));
        await tx.execute(sql`update retry_rows set v = v + 1 where id = ${second}`);
      });
    const before = (await value(1)) + (await value(2));
    await Promise.all([lockBoth(1, 2), lockBoth(2, 1)]);
    expect((await value(1)) + (await value(2))).toBe(before + 4);
  });

  it('gives up after five attempts and lets the error through', async () => {
    let attempts = 0;
    await expect(
      db.transaction(async (tx) => {
        attempts++;
        await tx.execute(
          sql`do $$ begin raise exception 'stuck' using errcode = 'deadlock_detected'; end $$`,
        );
      }),
    ).rejects.toThrow();
    expect(attempts).toBe(5);
  });
});
