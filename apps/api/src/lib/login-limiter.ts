/**
 * Password-guess limiter (in memory, per process). Logins: at most 5 failures per
 * email+client and 20 per client in a sliding minute. Current-password checks of a signed-in
 * user: 5 failures per user a minute. And per account, from anywhere: after 10 failures in
 * 15 minutes each further attempt waits 1 s after the last failure, then 2 s, 4 s ... up to
 * 15 minutes, so spreading guesses over many addresses gains nothing. A refused attempt is
 * answered 429 without the password being looked at.
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
};

type Check = { key: string; kind: 'window'; max: number } | { key: string; kind: 'account' };

// Stale keys are swept now and then, so addresses and emails tried once do not pile up.
const SWEEP_EVERY = 1_000;

export class LoginLimiter {
  private readonly hits = new Map<string, number[]>();
  private writes = 0;
  private readonly opts: LimiterOptions;

  constructor(opts: Partial<LimiterOptions> = {}) {
    this.opts = { ...LOGIN_LIMITS, ...opts };
  }

  /** Seconds to wait before another login attempt is evaluated, or 0 when allowed. */
  retryAfter(email: string, client: string, now = Date.now()): number {
    return this.wait(this.loginChecks(email, client), now);
  }

  fail(email: string, client: string, now = Date.now()) {
    this.record(this.loginChecks(email, client), now);
  }

  /**
   * Admit one login attempt: the seconds to wait, or 0 after counting the attempt as a
   * failure until it proves otherwise. Counting before the password is checked (synchronously,
   * before any await) keeps a burst of parallel guesses from all passing the check at once.
   */
  begin(email: string, client: string, now = Date.now()): number {
    return this.admit(this.loginChecks(email, client), now);
  }

  /** The attempt begun was right: clear the email's and account's failures, give back the client's slot. */
  succeed(email: string, client: string) {
    const [emailKey, clientKey, accountKey] = this.loginChecks(email, client).map((c) => c.key);
    this.hits.delete(emailKey!);
    this.hits.delete(accountKey!);
    this.hits.get(clientKey!)?.pop();
  }

  /** The attempt begun was never evaluated (the server was busy): it is not a failure. */
  cancel(email: string, client: string) {
    for (const { key } of this.loginChecks(email, client)) this.hits.get(key)?.pop();
  }

  /** Admit a signed-in user's current-password check (a password change), as begin() does. */
  beginCheck(email: string, now = Date.now()): number {
    return this.admit(this.userChecks(email), now);
  }

  succeedCheck(email: string) {
    for (const { key } of this.userChecks(email)) this.hits.delete(key);
  }

  cancelCheck(email: string) {
    for (const { key } of this.userChecks(email)) this.hits.get(key)?.pop();
  }

  private admit(checks: Check[], now: number) {
    const wait = this.wait(checks, now);
    if (wait === 0) this.record(checks, now);
    return wait;
  }

  private wait(checks: Check[], now: number) {
    let until = now;
    for (const check of checks) {
      const list = this.recent(check.key, now);
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

  private record(checks: Check[], now: number) {
    for (const { key } of checks) this.hits.set(key, [...this.recent(key, now), now]);
    if (++this.writes % SWEEP_EVERY === 0) this.sweep(now);
  }

  private recent(key: string, now: number) {
    const window = key.startsWith('a:') ? this.opts.accountWindowMs : this.opts.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < window);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  private sweep(now: number) {
    for (const key of [...this.hits.keys()]) this.recent(key, now);
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
