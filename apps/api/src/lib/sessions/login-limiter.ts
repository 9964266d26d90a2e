import { sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';

/**
 * Password-guess limiter, kept in PostgreSQL (table login_limits) so that every API process on the
 * database counts the same attempts (docs/decisions/023-state-in-postgresql.md). Logins: at most 5
 * failures per email+client and 20 per client in a sliding minute. Current-password checks of a
 * signed-in user: 5 failures per user a minute. And per account, from anywhere: after 10 failures
 * in 15 minutes each further attempt waits 1 s after the last failure, then 2 s, 4 s ... up to 15
 * minutes, so spreading guesses over many addresses gains nothing. A refused attempt is answered
 * 429 without the password being looked at.
 *
 * Times are the database's clock (one clock for all processes) unless a caller passes `now`
 * (tests), in epoch milliseconds.
 */
export interface LimiterOptions {
  perEmail: number;
  perClient: number;
  /** Failed current-password checks per signed-in user. */
  perUser: number;
  windowMs: number;
  /** Failures on one account, from anywhere, before attempts are spaced out. */
  perAccount: number;
  accountWindowMs: number;
  /** The first spacing; each further failure doubles it, up to accountMaxDelayMs. */
  accountDelayMs: number;
  accountMaxDelayMs: number;
  /** Every this many admitted attempts, this process deletes the rows nothing counts any more. */
  pruneEvery: number;
}

export const LOGIN_LIMITS: LimiterOptions = {
  perEmail: 5,
  perClient: 20,
  perUser: 5,
  windowMs: 60_000,
  perAccount: 10,
  accountWindowMs: 15 * 60_000,
  accountDelayMs: 1_000,
  accountMaxDelayMs: 15 * 60_000,
  pruneEvery: 1_000,
};

type Check = { key: string; kind: 'window'; max: number } | { key: string; kind: 'account' };

/** The database's clock in epoch milliseconds, or the caller's. */
const clock = (now: number | undefined) =>
  now === undefined
    ? sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`
    : sql`${now}::bigint`;

export class LoginLimiter {
  private writes = 0;
  private readonly opts: LimiterOptions;

  constructor(
    private readonly db: Db,
    opts: Partial<LimiterOptions> = {},
  ) {
    this.opts = { ...LOGIN_LIMITS, ...opts };
  }

  /** Seconds to wait before another login attempt is evaluated, or 0 when allowed. */
  async retryAfter(email: string, client: string, now?: number): Promise<number> {
    const checks = this.loginChecks(email, client);
    const state = await this.read(this.db, checks, now);
    return this.wait(checks, state.hits, state.now);
  }

  /** Count a failure without asking (tests build up history with it). */
  async fail(email: string, client: string, now?: number) {
    const checks = this.loginChecks(email, client);
    await this.db.transaction(async (tx) => {
      await this.lock(tx, checks);
      await this.record(tx, checks, now);
    });
  }

  /**
   * Admit one login attempt: the seconds to wait, or 0 after counting the attempt as a
   * failure until it proves otherwise. Counting before the password is checked, under a lock
   * on the attempt's keys, keeps a burst of parallel guesses (to any process) from all passing
   * the check at once.
   */
  begin(email: string, client: string, now?: number): Promise<number> {
    return this.admit(this.loginChecks(email, client), now);
  }

  /** The attempt begun was right: clear the email's and account's failures, give back the client's slot. */
  async succeed(email: string, client: string) {
    const [emailKey, clientKey, accountKey] = this.loginChecks(email, client).map((c) => c.key);
    await this.forget([emailKey!, accountKey!]);
    await this.giveBack([clientKey!]);
  }

  /** The attempt begun was never evaluated (the server was busy): it is not a failure. */
  cancel(email: string, client: string) {
    return this.giveBack(this.loginChecks(email, client).map((c) => c.key));
  }

  /** Admit a signed-in user's current-password check (a password change), as begin() does. */
  beginCheck(email: string, now?: number): Promise<number> {
    return this.admit(this.userChecks(email), now);
  }

  succeedCheck(email: string) {
    return this.forget(this.userChecks(email).map((c) => c.key));
  }

  cancelCheck(email: string) {
    return this.giveBack(this.userChecks(email).map((c) => c.key));
  }

  /** Delete the rows whose newest attempt has left its window; the number deleted. */
  async prune(now?: number): Promise<number> {
    const res = await this.db.execute(
      sql`delete from login_limits where expires_ms <= ${clock(now)}`,
    );
    return res.rowCount ?? 0;
  }

  private async admit(checks: Check[], now: number | undefined) {
    const wait = await this.db.transaction(async (tx) => {
      await this.lock(tx, checks);
      const state = await this.read(tx, checks, now);
      const seconds = this.wait(checks, state.hits, state.now);
      if (seconds === 0) await this.record(tx, checks, state.now);
      return seconds;
    });
    if (wait === 0 && ++this.writes % this.opts.pruneEvery === 0) await this.prune(now);
    return wait;
  }

  /**
   * Attempts on the same keys wait for each other from here to the commit. Transaction-level
   * advisory locks, taken in one order (by lock id) so two attempts sharing keys cannot
   * deadlock, and released by the commit (so a pooler in transaction mode is fine).
   */
  private async lock(tx: Tx, checks: Check[]) {
    const keys = checks.map((c) => c.key);
    await tx.execute(sql`
      select pg_advisory_xact_lock(id) from (
        select distinct hashtextextended(k, 21) as id from unnest(${sql.param(keys)}::text[]) as k order by 1
      ) as ids`);
  }

  /** The attempts each key still counts, as of `now` (the database's clock by default). */
  private async read(db: DbOrTx, checks: Check[], now: number | undefined) {
    const keys = checks.map((c) => c.key);
    const { rows } = await db.execute<{ now: string; hits: Record<string, number[]> | null }>(sql`
      select ${clock(now)} as now,
        (select json_object_agg(key, hits) from login_limits where key = any(${sql.param(keys)}::text[])) as hits`);
    const row = rows[0]!;
    const at = Number(row.now);
    const hits = new Map<string, number[]>();
    for (const [key, list] of Object.entries(row.hits ?? {})) {
      hits.set(
        key,
        list.filter((t) => at - t < this.windowOf(key)),
      );
    }
    return { now: at, hits };
  }

  private wait(checks: Check[], hits: Map<string, number[]>, now: number) {
    let until = now;
    for (const check of checks) {
      const list = hits.get(check.key) ?? [];
      if (check.kind === 'window') {
        if (list.length >= check.max) {
          until = Math.max(until, (list[list.length - check.max] ?? now) + this.opts.windowMs);
        }
      } else if (list.length >= this.opts.perAccount) {
        const doublings = list.length - this.opts.perAccount;
        const delay = Math.min(
          this.opts.accountMaxDelayMs,
          this.opts.accountDelayMs * 2 ** Math.min(doublings, 40),
        );
        until = Math.max(until, (list[list.length - 1] ?? now) + delay);
      }
    }
    return Math.ceil((until - now) / 1000);
  }

  /**
   * Add an attempt at `now` to each key, in one upsert: the row keeps only the attempts still
   * in its window plus this one, computed from the row as it is at the write.
   */
  private async record(tx: Tx, checks: Check[], now: number | undefined) {
    const keys = checks.map((c) => c.key);
    const windows = keys.map((k) => this.windowOf(k));
    await tx.execute(sql`
      with t as (select ${clock(now)} as now)
      insert into login_limits as l (key, hits, window_ms, expires_ms)
      select k, array[t.now], w, t.now + w
        from unnest(${sql.param(keys)}::text[], ${sql.param(windows)}::int[]) as u(k, w), t
      on conflict (key) do update set
        hits = array(
          select h from unnest(l.hits) with ordinality as x(h, i)
          where excluded.expires_ms - excluded.window_ms - h < excluded.window_ms
          order by i
        ) || (excluded.expires_ms - excluded.window_ms),
        window_ms = excluded.window_ms,
        expires_ms = excluded.expires_ms`);
  }

  private async forget(keys: string[]) {
    await this.db.execute(
      sql`delete from login_limits where key = any(${sql.param(keys)}::text[])`,
    );
  }

  /** Take back the newest attempt of each key (one statement: atomic per row). */
  private async giveBack(keys: string[]) {
    await this.db.execute(sql`
      update login_limits set hits = hits[1:cardinality(hits) - 1]
      where key = any(${sql.param(keys)}::text[]) and cardinality(hits) > 0`);
  }

  private windowOf(key: string) {
    return key.startsWith('a:') ? this.opts.accountWindowMs : this.opts.windowMs;
  }

  /** Emails differ only in case and spacing for the same account, so not for the limit. */
  private loginChecks(email: string, client: string): Check[] {
    const e = email.trim().toLowerCase();
    return [
      { key: `e:${e}|${client}`, kind: 'window', max: this.opts.perEmail },
      { key: `c:${client}`, kind: 'window', max: this.opts.perClient },
      { key: `a:${e}`, kind: 'account' },
    ];
  }

  private userChecks(email: string): Check[] {
    const e = email.trim().toLowerCase();
    return [
      { key: `u:${e}`, kind: 'window', max: this.opts.perUser },
      { key: `a:${e}`, kind: 'account' },
    ];
  }
}
