/**
 * Tables a backup holds no rows of, and a restore empties (a backup made before they were
 * left out still carries them). Each is short-lived or a credential, and none is a record of
 * the agency's:
 * - `sessions`: live logins. Restored, a bearer token stolen from the old server would open the
 *   new one; everyone signs in again instead.
 * - `login_limits`: password-guess counters and the per-user request counters (rate limits),
 *   minutes long.
 * - `idempotency_keys`: the first answers of retried writes (guest details, amounts), kept for
 *   replays within a day.
 * - `app_secrets`: the link secret of the embedded default. Left out, a stolen backup signs no
 *   preview link, and the restored app makes a new secret at its first start: every link
 *   signed before the restore is refused (they would need a live session anyway, and no
 *   session is restored). With APP_SECRET set, the secret is not in the database at all.
 * The tables themselves stay in the manifest (with no rows), so the restore still checks the
 * schema it built against the one backed up.
 */
export const LEFT_OUT = ['sessions', 'login_limits', 'idempotency_keys', 'app_secrets'].map(
  (name) => `public.${name}`,
);

export const isLeftOut = (t: { schema: string; name: string }) =>
  LEFT_OUT.includes(`${t.schema}.${t.name}`);
