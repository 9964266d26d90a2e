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

  it('spaces out attempts on one account after 10 failures from any addresses: 1 s, 2 s, 4 s ...', () => {
    const l = new LoginLimiter();
    const t0 = 5_000_000;
    for (let i = 0; i < 10; i++) expect(l.begin('victim@x', `10.0.0.${i}`, t0 + i)).toBe(0);
    // The tenth failure was at t0 + 9: the next attempt, from anywhere, waits 1 s after it.
    expect(l.begin('victim@x', '10.9.9.9', t0 + 10)).toBe(1);
    expect(l.begin('VICTIM@x ', '10.9.9.8', t0 + 500)).toBe(1);
    expect(l.begin('other@x', '10.9.9.9', t0 + 10)).toBe(0); // other accounts are not touched
    let t = t0 + 1_009;
    for (const seconds of [2, 4, 8, 16]) {
      expect(l.begin('victim@x', '10.9.9.7', t)).toBe(0); // admitted, counted: the spacing doubles
      expect(l.retryAfter('victim@x', '10.9.9.6', t)).toBe(seconds);
      t += seconds * 1000;
    }
  });

  it('caps the spacing at 15 minutes, and forgets failures after 15 minutes', () => {
    const l = new LoginLimiter();
    for (let i = 0; i < 40; i++) l.fail('victim@x', `10.0.${i}.1`, 1_000 + i);
    expect(l.retryAfter('victim@x', '10.1.1.1', 1_040)).toBe(900);
    expect(l.retryAfter('victim@x', '10.1.1.1', 1_000 + 15 * 60_000 + 40)).toBe(0);
  });

  it('clears the account on a success', () => {
    const l = new LoginLimiter();
    for (let i = 0; i < 10; i++) l.fail('a@x', `10.0.0.${i}`, 1);
    expect(l.begin('a@x', '10.0.0.99', 2)).toBeGreaterThan(0);
    l.succeed('a@x', '10.0.0.50');
    expect(l.retryAfter('a@x', '10.0.0.99', 3)).toBe(0);
  });

  it('gives back an attempt that was never evaluated', () => {
    const l = new LoginLimiter();
    for (let i = 0; i < 5; i++) expect(l.begin('a@x', 'ip', 1)).toBe(0);
    l.cancel('a@x', 'ip');
    expect(l.begin('a@x', 'ip', 2)).toBe(0); // a slot was free again
    expect(l.begin('a@x', 'ip', 3)).toBeGreaterThan(0);
  });

  it("limits a signed-in user's current-password checks to 5 a minute, and to the account rule", () => {
    const l = new LoginLimiter();
    const admitted = Array.from({ length: 20 }, () => l.beginCheck('u@x', 10)).filter(
      (wait) => wait === 0,
    );
    expect(admitted).toHaveLength(5);
    expect(l.beginCheck('U@x', 10 + 60_000)).toBe(0); // the minute has passed
    // Those 6 failures count against the account's logins as well.
    for (let i = 0; i < 4; i++) l.fail('u@x', `10.0.0.${i}`, 60_100);
    expect(l.retryAfter('u@x', '10.5.5.5', 60_101)).toBe(1);
    l.succeedCheck('u@x');
    expect(l.retryAfter('u@x', '10.5.5.5', 60_102)).toBe(0);
  });
});
