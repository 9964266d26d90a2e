import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@app/contract';
import { passwordProblem } from './password-strength.ts';

const owner = { name: 'Priya Sharma', email: 'priya.sharma@agency.example' };

describe('passwordProblem', () => {
  it('refuses common and guessable passwords whatever their case', async () => {
    for (const pw of [
      'aaaaaaaa',
      'password123',
      'PASSWORD123',
      'Qwerty123',
      '12345678',
      'Welcome@123',
      'qwertyuiop',
      'iloveyou1',
    ]) {
      expect(await passwordProblem(pw, owner), pw).toBe(PASSWORD_MESSAGES.weak);
    }
  });

  it("refuses the owner's email, its local part and their name, however written", async () => {
    for (const pw of [
      'priya.sharma@agency.example',
      'PRIYA.SHARMA!1',
      'Priya Sharma',
      'priyasharma-42',
      'My name is Priya Sharma',
    ]) {
      expect(await passwordProblem(pw, owner), pw).toBe(PASSWORD_MESSAGES.personal);
    }
  });

  it('scores the owner’s details as known words', async () => {
    // "sharma" alone is not the whole name, but zxcvbn is told it and finds it easy.
    expect(await passwordProblem('Sharma2024', owner)).toBe(PASSWORD_MESSAGES.weak);
  });

  it('accepts passphrases and random passwords', async () => {
    for (const pw of [
      'Goa-beach-2026!',
      'Sunset-Ferry-42',
      'x7#Lq9!vR2pz',
      'correct horse battery',
    ]) {
      expect(await passwordProblem(pw, owner), pw).toBeNull();
    }
  });
});
