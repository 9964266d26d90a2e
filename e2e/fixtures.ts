import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Page, Request } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import pg from 'pg';
import type { z } from 'zod';
import type { Answer, Endpoint, InputOf } from '@app/contract';
import { authEndpoints, fillPath, successStatus } from '@app/contract';
import { hashPassword } from '../apps/api/src/lib/passwords/password.ts';

const uid = () => randomBytes(4).toString('hex');

export interface TestUser {
  id: number;
  name: string;
  email: string;
  password: string;
  role: 'admin' | 'manager' | 'staff';
}

async function withDb<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A user made straight in the database (the staff screens are another issue's). */
export async function createUser(
  o: { role?: TestUser['role']; name?: string; permissions?: string[] } = {},
): Promise<TestUser> {
  const password = 'Secret@12345';
  const name = o.name ?? `Test User ${uid()}`;
  const email = `e2e-${uid()}@test.example`;
  const role = o.role ?? 'staff';
  const hash = await hashPassword(password, 2 ** 12);
  const id = await withDb(async (c) => {
    const r = await c.query<{ id: number }>(
      'insert into users (name, email, role, password_hash) values ($1, $2, $3, $4) returning id',
      [name, email, role, hash],
    );
    const userId = r.rows[0]!.id;
    for (const p of o.permissions ?? []) {
      await c.query('insert into user_permissions (user_id, permission) values ($1, $2)', [
        userId,
        p,
      ]);
    }
    return userId;
  });
  return { id, name, email, password, role };
}

const ROLES = ['admin', 'manager', 'staff'] as const;

/**
 * One user of each role, made and signed in once for the whole run (global-setup.ts): its
 * session, as the login screen leaves it in localStorage, is saved as a Playwright storage
 * state beside the user's credentials (for `apiAs`). A test that only needs "a user of this
 * role" takes it with `test.use({ storageState: signedInAs(role) })` and `roleUser(role)`
 * instead of making and signing in its own; a test that signs out, revokes sessions, changes the
 * user or needs particular permissions keeps its own.
 */
export async function signInRoles(baseUrl: string, dir: string) {
  const users: Record<string, TestUser> = {};
  for (const role of ROLES) {
    const user = await createUser({ role });
    const res = await fetch(`${baseUrl}${urlOf(authEndpoints.login)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    if (!res.ok) throw new Error(`Signing the ${role} in: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { data: { token: string; user: unknown } };
    const state = {
      cookies: [],
      origins: [
        {
          origin: new URL(baseUrl).origin,
          localStorage: [
            { name: 'token', value: body.data.token },
            { name: 'user', value: JSON.stringify(body.data.user) },
          ],
        },
      ],
    };
    await writeFile(path.join(dir, `${role}-state.json`), JSON.stringify(state));
    users[role] = user;
  }
  await writeFile(path.join(dir, 'role-users.json'), JSON.stringify(users));
}

const stateDir = () => {
  const dir = process.env.E2E_STATE_DIR;
  if (!dir) throw new Error('E2E_STATE_DIR is not set: global-setup.ts signs the roles in');
  return dir;
};

/** The user of `role` that global-setup signed in (its credentials, for `apiAs`). */
export function roleUser(role: TestUser['role']): TestUser {
  const users = JSON.parse(
    readFileSync(path.join(stateDir(), 'role-users.json'), 'utf8'),
  ) as Record<string, TestUser>;
  return users[role]!;
}

/**
 * `test.use({ storageState: signedInAs('admin') })`: every page of the test opens signed in as
 * the run's admin. A fixture function, since the state's folder is known only once
 * global-setup has run (the spec files are read before it).
 */
export const signedInAs =
  (role: TestUser['role']) =>
  // Playwright reads a fixture's dependencies from its first parameter: none here.
  async ({}, use: (path: string) => Promise<void>) => {
    await use(path.join(stateDir(), `${role}-state.json`));
  };

export async function revokeSessions(userId: number) {
  await withDb((c) =>
    c.query('update sessions set revoked_at = now() where user_id = $1', [userId]),
  );
}

/**
 * Sign in through the API and hand the session to the page, as the login screen would: the
 * session is written into localStorage by an init script before the next page's own scripts
 * run, once (a flag per call), so a later sign-out or revocation is not undone by a reload.
 * (Opening /login first to write it cost every test one more cold load of the app.)
 */
export async function signInAs(page: Page, user: TestUser) {
  const res = await page.request.post(urlOf(authEndpoints.login), {
    data: { email: user.email, password: user.password },
  });
  const body = (await res.json()) as { data: { token: string; user: unknown } };
  await page.context().addInitScript(
    ({ token, u, flag, origin }) => {
      if (location.origin !== origin || localStorage.getItem(flag)) return;
      localStorage.setItem(flag, '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(u));
    },
    {
      token: body.data.token,
      u: body.data.user,
      flag: `e2e-signed-in-${uid()}`,
      origin: new URL(process.env.E2E_BASE_URL!).origin,
    },
  );
}

export async function loginThroughForm(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('EMAIL ADDRESS', { exact: true }).fill(user.email);
  await page.getByLabel('PASSWORD', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** What a call of a catalogued endpoint takes: the path's values, the query, the body. */
export interface ApiArgs<E extends Endpoint> {
  params?: { [K in keyof InputOf<E, 'params'>]: string | number };
  query?: { [K in keyof InputOf<E, 'query'>]?: string | number };
  body?: BodyOf<E>;
}

/** The body an endpoint takes: its JSON schema's input, or the fields of the form it reads itself. */
export type BodyOf<E extends Endpoint> = E extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : E extends { form: infer S extends z.ZodType }
    ? z.input<S>
    : never;

/** An endpoint's answer without its envelope: the record, the list, the figures. */
export type ApiData<E extends Endpoint> = Answer<E> extends { data: infer D } ? D : Answer<E>;

/**
 * Call the API as a user (data factories for browser tests), by the catalogue's endpoint:
 * `api(bookingEndpoints.addPayment, { params: { id }, body })`. The answer is parsed with the
 * endpoint's own schema, so a set-up the server refuses or answers otherwise fails here, loudly,
 * and the test reads typed fields.
 */
export async function apiAs(page: Page, user: TestUser) {
  const res = await page.request.post(urlOf(authEndpoints.login), {
    data: { email: user.email, password: user.password },
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  return async <E extends Endpoint>(e: E, args: ApiArgs<E> = {}): Promise<ApiData<E>> => {
    const url = urlOf(e, args.params, args.query);
    const r = await page.request.fetch(url, {
      method: e.method,
      data: args.body,
      headers: { authorization: `Bearer ${token}` },
    });
    if (r.status() !== successStatus(e)) {
      throw new Error(`${e.method} ${url}: ${r.status()} ${await r.text()}`);
    }
    const schema = (e.response as unknown as Record<number, z.ZodType>)[r.status()]!;
    const parsed = schema.safeParse(await r.json());
    if (!parsed.success) {
      throw new Error(`${e.method} ${url}: not its schema: ${parsed.error.message}`);
    }
    return (parsed.data as { data: ApiData<E> }).data;
  };
}

/** `/branches/:id` with `{ id: 5 }` → `/api/branches/5`, the query after it. */
export function urlOf(e: Endpoint, params: object = {}, query: object = {}) {
  const path = fillPath(e.path, params as Record<string, string | number | undefined>);
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return `/api${path}${s ? `?${s}` : ''}`;
}

/**
 * Follows the page's requests; the returned wait resolves once none is open and none has
 * started or ended for `quietMs` (Playwright's networkidle waits a fixed 500 ms).
 */
export function watchNetwork(page: Page) {
  const open = new Set<Request>();
  let last = Date.now();
  const settle = (r: Request) => {
    open.delete(r);
    last = Date.now();
  };
  page.on('request', (r) => {
    open.add(r);
    last = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async (quietMs = 150) => {
    const deadline = Date.now() + 15_000;
    while (open.size > 0 || Date.now() - last < quietMs) {
      if (Date.now() > deadline)
        throw new Error(`Network still busy: ${[...open].map((r) => r.url()).join(', ')}`);
      await page.waitForTimeout(25);
    }
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  };
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The axe-core that @axe-core/playwright pins. We inject it once per document and call
 * axe.run ourselves: AxeBuilder re-injects the 550 kB script and opens a blank page for every
 * scan, which tripled the time of a sweep here (the app has no frames for it to walk).
 */
const axeSource = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;

/**
 * axe-core with the WCAG 2.2 AA rules over the page as it is now: one line per violation.
 * `everyRule`: every rule axe has, its experimental ones too (label-content-name-mismatch,
 * for one), where a WCAG rule counts at any impact and any other at serious or critical.
 */
export async function axeViolations(
  page: Page,
  label: string,
  o: { everyRule?: boolean } = {},
): Promise<string[]> {
  // Colours measured half-way through a fade (a dialog opening) are neither state's colours.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ({ tags, everyRule }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (c: Document, o: object) => Promise<AxeResults>;
            getRules: (tags?: string[]) => { ruleId: string }[];
          };
        }
      ).axe;
      // AAA rules stay off (axe's default), as WCAG 2.2 AA is the bar.
      const experimental = Object.fromEntries(
        axe.getRules(['experimental']).map((r) => [r.ruleId, { enabled: true }]),
      );
      return axe.run(
        document,
        everyRule
          ? { rules: experimental, resultTypes: ['violations'] }
          : { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
    },
    { tags: WCAG, everyRule: o.everyRule === true },
  );
  return results.violations
    .filter(
      (v) =>
        v.tags.some((t) => WCAG.includes(t)) || v.impact === 'serious' || v.impact === 'critical',
    )
    .map(
      (v) =>
        `${label}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary?.split('\n')[1] ?? ''} ${v.nodes[0]?.html.slice(0, 80) ?? ''}`,
    );
}
