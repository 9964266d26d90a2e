import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.ts';

describe('LoginLimiter', () => {
  it('blocks the sixth failure of an email from one client for the rest of the minute', () => {
    const l = new LoginLimiter();
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) {
      expect(l.retryAfter('a@x', 'ip1', t0 + i)).toBe(0);
      l.fail('a@x', 'ip1', t0 + i);
    }
    expect(l.retryAfter('a@x', 'ip1', t0 + 10)).toBe(60);
    expect(l.retryAfter('a@x', 'ip2', t0 + 10)).toBe(0); // another client is not blocked
    expect(l.retryAfter('b@x', 'ip1', t0 + 10)).toBe(0); // nor another email
    expect(l.retryAfter('a@x', 'ip1', t0 + 60_001)).toBe(0); // the window slides
  });

  it('caps one client across emails at 20 failures', () => {
    const l = new LoginLimiter();
    for (let i = 0; i < 20; i++) l.fail(`u${i}@x`, 'ip', 5);
    expect(l.retryAfter('fresh@x', 'ip', 6)).toBeGreaterThan(0);
  });

  it('counts an attempt the moment it begins, so parallel guesses cannot all pass', () => {
    const l = new LoginLimiter();
    const admitted = Array.from({ length: 50 }, () => l.begin('A@x', 'ip', 7)).filter(
      (wait) => wait === 0,
    );
    expect(admitted).toHaveLength(5);
    expect(l.retryAfter(' a@X ', 'ip', 8)).toBeGreaterThan(0); // case and spaces do not matter
  });

  it('gives the client slot back when the attempt begun succeeds', () => {
    const l = new LoginLimiter();
    for (let i = 0; i < 19; i++) l.fail(`u${i}@x`, 'ip', 1);
    expect(l.begin('right@x', 'ip', 2)).toBe(0);
    l.succeed('right@x', 'ip');
    expect(l.retryAfter('next@x', 'ip', 3)).toBe(0); // 19 failures, not 20
  });

  it('forgets an email and client pair after a success', () => {
    const l = new LoginLimiter();
    for (let i = 0; i < 4; i++) l.fail('a@x', 'ip', 1);
    l.succeed('a@x', 'ip');
    l.fail('a@x', 'ip', 2);
    expect(l.retryAfter('a@x', 'ip', 3)).toBe(0);
  });
});
