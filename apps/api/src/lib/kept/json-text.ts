import type { Paged, PagingQuery } from '@app/contract';
import { resolvePaging } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { countOrEstimate, paginate } from '../rows/pagination.ts';
import type { Db } from '../../db/client.ts';
import { namedQuery } from '../../db/prepared.ts';

/**
 * An answer's JSON already written, by PostgreSQL (the bookings list's pages): sent as it is,
 * with no row objects, JSON.stringify or schema pass in the API. `T` is the answer it holds,
 * so a route's compute stays typed; tests still check what is sent against the endpoint's
 * schema (route.ts checkSentAnswer), and kept answers (kept-json.ts) keep the text as it is.
 */
export class JsonText<T> {
  declare readonly answer?: T;
  constructor(readonly text: string) {}
}

/** The JSON of a value, or the text itself when it was written already. */
export const jsonOf = (v: unknown) => (v instanceof JsonText ? v.text : JSON.stringify(v));

/**
 * A list's paged envelope around the page's rows as PostgreSQL wrote them (a JSON array's
 * text): the same fields as `paginate` gives, with `data` first.
 */
export async function pagedJson<T>(
  q: PagingQuery,
  defaultSize: number,
  rows: string,
  counted: { total: number; estimated: boolean },
) {
  const { data, ...rest } = await paginate<T>(
    q,
    defaultSize,
    () => Promise.resolve([]),
    () => Promise.resolve(counted),
  );
  return new JsonText<Paged<T>>(`{"data":${rows},${JSON.stringify(rest).slice(1)}`);
}

/** A list's query of its ids, with its filters and order: the page's limit and offset go on. */
interface IdsQuery {
  limit(n: number): { offset(n: number): { toSQL(): { sql: string; params: unknown[] } } };
}

type Counted = { total: number; estimated: boolean };

/**
 * A list's page as PostgreSQL writes it: the page's ids (`ids`, limited and offset), their
 * JSON in that order (`json`), beside the count, in the paged envelope. A small table's list
 * can carry its count on the ids' rows instead (`idsWithTotal`, `count(*) over ()`): one scan
 * of the matches gives both, and `count` runs only for a page past the end.
 */
export async function jsonPage<T>(
  q: PagingQuery,
  defaultSize: number,
  page: {
    db: Db;
    json: (ids: number[]) => Promise<string>;
    count: () => Promise<Counted>;
  } & ({ ids: IdsQuery; idsWithTotal?: never } | { idsWithTotal: IdsQuery; ids?: never }),
) {
  const { perPage, offset } = resolvePaging(q, defaultSize);
  // The ids' statement runs under a name (namedQuery): parsed and planned once per connection.
  // Its columns are the id, then (idsWithTotal) the count.
  const idsOf = async (ids: IdsQuery) =>
    (await namedQuery(page.db, ids.limit(perPage).offset(offset).toSQL())).map(([id, total]) => ({
      id: Number(id),
      total: Number(total),
    }));
  const json = (r: { id: number }[]) => page.json(r.map((x) => x.id));
  if (page.idsWithTotal) {
    const r = await idsOf(page.idsWithTotal);
    const counted = r.length
      ? { total: Number(r[0]!.total), estimated: false }
      : offset
        ? await page.count()
        : { total: 0, estimated: false };
    return pagedJson<T>(q, defaultSize, await json(r), counted);
  }
  const [rows, counted] = await Promise.all([idsOf(page.ids).then(json), page.count()]);
  return pagedJson<T>(q, defaultSize, rows, counted);
}

/**
 * A large table's list page (transactions, enquiries): the ids matching `where` in `order`,
 * their JSON by `json`, and the total counted or, past 20,000 matches, estimated.
 */
export const tablePage = <T>(
  db: Db,
  q: PagingQuery,
  defaultSize: number,
  list: {
    table: PgTable & { id: PgColumn };
    where: SQL | undefined;
    order: SQL[];
    json: (db: Db, ids: number[]) => Promise<string>;
  },
) =>
  jsonPage<T>(q, defaultSize, {
    db,
    ids: db
      .select({ id: list.table.id })
      .from(list.table)
      .where(list.where)
      .orderBy(...list.order),
    json: (ids) => list.json(db, ids),
    count: () => countOrEstimate(db, sql`${list.table}`, list.where),
  });
