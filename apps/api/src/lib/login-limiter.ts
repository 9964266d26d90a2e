/**
 * Failed-login limiter (in memory, per process): at most 5 failures per email+client and 20
 * per client in a sliding minute. A success clears the email+client counter.
 */
export interface LimiterOptions {
  perEmail: number;
  perClient: number;
  windowMs: number;
}

export const LOGIN_LIMITS: LimiterOptions = { perEmail: 5, perClient: 20, windowMs: 60_000 };

export class LoginLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly opts: LimiterOptions = LOGIN_LIMITS) {}

  private recent(key: string, now: number) {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.opts.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Seconds to wait before another attempt is evaluated, or 0 when allowed. */
  retryAfter(email: string, client: string, now = Date.now()): number {
    const [emailKey, clientKey] = this.keys(email, client);
    const checks: [string, number][] = [
      [emailKey, this.opts.perEmail],
      [clientKey, this.opts.perClient],
    ];
    let wait = 0;
    for (const [key, max] of checks) {
      const list = this.recent(key, now);
      if (list.length >= max) {
        const oldest = list[list.length - max] ?? now;
        wait = Math.max(wait, Math.ceil((oldest + this.opts.windowMs - now) / 1000));
      }
    }
    return wait;
  }

  fail(email: string, client: string, now = Date.now()) {
    for (const key of this.keys(email, client)) {
      this.hits.set(key, [...this.recent(key, now), now]);
    }
  }

  /**
   * Admit one attempt: the seconds to wait, or 0 after counting the attempt as a failure
   * until it proves otherwise. Counting before the password is checked (synchronously, before
   * any await) keeps a burst of parallel guesses from all passing the check at once.
   */
  begin(email: string, client: string, now = Date.now()): number {
    const wait = this.retryAfter(email, client, now);
    if (wait === 0) this.fail(email, client, now);
    return wait;
  }

  /** The attempt begun was right: clear the email's failures and give back its client slot. */
  succeed(email: string, client: string) {
    const [emailKey, clientKey] = this.keys(email, client);
    this.hits.delete(emailKey);
    this.hits.get(clientKey)?.pop();
  }

  /** Emails differ only in case and spacing for the same account, so not for the limit. */
  private keys(email: string, client: string) {
    return [`e:${email.trim().toLowerCase()}|${client}`, `c:${client}`] as const;
  }
}
