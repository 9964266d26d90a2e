import { describe, expect, it } from 'vitest';
import os from 'node:os';
import { defaultPoolMax, linkSecret, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_TIMEZONE).toBe('Asia/Kolkata');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DB_POOL_MAX).toBe(defaultPoolMax(os.availableParallelism(), 1));
    expect(env.KEPT_ANSWERS_MB).toBe(32);
    expect(loadEnv({ KEPT_ANSWERS_MB: '0' }).KEPT_ANSWERS_MB).toBe(0);
    expect(env.dataDir).toMatch(/\/data$/);
    expect(env.API_DOCS_PUBLIC).toBe(false);
    expect(loadEnv({ API_DOCS_PUBLIC: 'true' }).API_DOCS_PUBLIC).toBe(true);
  });
  it('sizes the pool to the cores, shared between the workers, unless DB_POOL_MAX says', () => {
    expect(defaultPoolMax(2, 1)).toBe(5);
    expect(defaultPoolMax(2, 2)).toBe(3);
    expect(defaultPoolMax(16, 1)).toBe(33);
    expect(defaultPoolMax(1, 8)).toBe(2);
    expect(loadEnv({ DB_POOL_MAX: '12', WORKERS: '4' }).DB_POOL_MAX).toBe(12);
    expect(loadEnv({ DB_POOL_MAX: '' }).DB_POOL_MAX).toBe(loadEnv({}).DB_POOL_MAX);
    expect(() => loadEnv({ DB_POOL_MAX: 'many' })).toThrow(/DB_POOL_MAX/);
    expect(() => loadEnv({ DB_POOL_MAX: '101' })).toThrow(/DB_POOL_MAX/);
  });

  it('treats an empty DATABASE_URL or SMTP_URL as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', SMTP_URL: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });
  it('refuses a bad port or time zone with a clear message', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/);
    expect(() => loadEnv({ KEPT_ANSWERS_MB: '-1' })).toThrow(/KEPT_ANSWERS_MB/);
    expect(() => loadEnv({ APP_TIMEZONE: 'Mars/Base' })).toThrow(
      /APP_TIMEZONE must be an IANA time zone/,
    );
  });
  it('takes the link secret from APP_SECRET, required with DATABASE_URL', () => {
    const url = 'postgres://app@db.example/travel';
    const secret = 'a'.repeat(32);
    expect(linkSecret(loadEnv({}))).toBeUndefined(); // embedded: kept in its database
    expect(linkSecret(loadEnv({ APP_SECRET: secret, DATABASE_URL: url }))).toEqual(
      Buffer.from(secret),
    );
    expect(() => linkSecret(loadEnv({ DATABASE_URL: url }))).toThrow(
      /APP_SECRET is required when DATABASE_URL is set/,
    );
    expect(() => loadEnv({ APP_SECRET: 'short' })).toThrow(
      /APP_SECRET must be at least 32 characters/,
    );
  });
});
