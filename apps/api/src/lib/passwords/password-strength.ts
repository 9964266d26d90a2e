import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MESSAGES } from '@app/contract';
import { fieldError } from '../http/app-error.ts';

/** zxcvbn's scale runs 0-4; 3 is "safely unguessable" (about 10^8 guesses and up). */
export const MIN_SCORE = 3;
/**
 * Only this many characters are scored: zxcvbn's matching grows fast with length (a 200-char
 * password took ~1.8 s here), and it runs on the event loop. Scoring a prefix can only
 * under-rate a password, never over-rate it.
 */
const SCORED_LENGTH = 40;

export interface PasswordOwner {
  email: string;
  name?: string | null | undefined;
}

// The dictionaries cost ~250 ms and ~25 MB of heap: loaded on the first password set, once.
let checker: Promise<ZxcvbnFactory> | undefined;
function loadChecker() {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
        maxLength: SCORED_LENGTH,
      }),
  );
  return checker;
}

/** Lower case, letters and digits only: "Priya.Sharma" and "priya sharma" are one string. */
const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Why a new password is refused, or null. Passwords holding the owner's name or the local
 * part of their email are refused outright; the rest must score MIN_SCORE with zxcvbn, which
 * knows common passwords, words, names, keyboard walks, repeats and dates, and is told the
 * owner's own details too.
 */
export async function passwordProblem(password: string, owner: PasswordOwner) {
  const email = owner.email.trim().toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  const name = owner.name?.trim() ?? '';
  const pw = squash(password);
  if ([local, name].map(squash).some((p) => p.length >= 3 && pw.includes(p))) {
    return PASSWORD_MESSAGES.personal;
  }
  const inputs = [email, local, name, domain, ...local.split(/[._+-]/), ...name.split(/\s+/)];
  const zxcvbn = await loadChecker();
  const { score } = zxcvbn.check(password, [...new Set(inputs.filter(Boolean))]);
  return score < MIN_SCORE ? PASSWORD_MESSAGES.weak : null;
}

/** One check for every place a password is set: a 422 on the field when refused. */
export async function assertStrongPassword(
  password: string,
  owner: PasswordOwner,
  field = 'password',
) {
  const problem = await passwordProblem(password, owner);
  if (problem) throw fieldError(field, problem);
}
