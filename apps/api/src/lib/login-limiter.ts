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
    const checks: [string, number][] = [
      [`e:${email}|${client}`, this.opts.perEmail],
      [`c:${client}`, this.opts.perClient],
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
    for (const key of [`e:${email}|${client}`, `c:${client}`]) {
      this.hits.set(key, [...this.recent(key, now), now]);
    }
  }

  succeed(email: string, client: string) {
    this.hits.delete(`e:${email}|${client}`);
  }
}
