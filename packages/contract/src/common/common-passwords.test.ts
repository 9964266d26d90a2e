import { describe, expect, it } from 'vitest';
import { newPassword } from '../auth.ts';

describe('new passwords', () => {
  it('refuses the most common passwords whatever their case, and short ones', () => {
    for (const pw of ['password123', 'PASSWORD123', 'Qwerty123', '12345678', 'Welcome@123']) {
      expect(
        newPassword()
          .safeParse(pw)
          .error?.issues.map((i) => i.message),
        pw,
      ).toEqual(['This password is too common. Choose one that is harder to guess.']);
    }
    expect(newPassword().safeParse('short').success).toBe(false);
  });
  it('accepts a reasonable passphrase', () => {
    expect(newPassword().safeParse('Goa-beach-2026!').success).toBe(true);
  });
});
