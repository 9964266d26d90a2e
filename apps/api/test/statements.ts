import pg from 'pg';

/**
 * The text of every statement the app sends to PostgreSQL while `run` runs, whitespace folded:
 * a write's round trips are its cost on both sides (decision 062), and a test that counts them
 * keeps a later change from adding reads back one at a time.
 */
export async function statementsOf(run: () => Promise<unknown>) {
  const sent: string[] = [];
  // The method itself, to call with each client as `this` and put back after.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string };
    sent.push((typeof q === 'string' ? q : (q.text ?? '')).replace(/\s+/g, ' ').trim());
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

/** The statements between a transaction's `begin` and its `commit`. */
export const insideTransaction = (sent: string[]) =>
  sent.slice(sent.indexOf('begin') + 1, sent.indexOf('commit'));

/** The first table each write names (`update "x"`, `insert into "x"`), in order. */
export const writtenTables = (statements: string[]) =>
  statements.map((s) => /(?:update|insert into) "(\w+)"/.exec(s)?.[1]);
