import { ROLE_DEFAULT_PERMISSIONS } from '@app/contract';
import type { Endpoint, Role } from '@app/contract';
import { test as baseTest } from 'vitest';
import { createTestApp } from './app.ts';
import type { TestContext } from './app.ts';
import { callEndpoint } from './answers.ts';
import type { CallArgs, Called } from './answers.ts';
import { createUser, tokenFor } from './factories.ts';

/** A signed-in user: their id, a bearer token, and catalogued calls made with that token. */
export interface Caller {
  id: number;
  token: string;
  /** callEndpoint (test/answers.ts) as this user: the answer parsed with the endpoint's schema. */
  call: <E extends Endpoint>(e: E, args?: CallArgs<E>) => Promise<Called<E>>;
}

/**
 * One signed-in user per role, each made the first time a test asks for it and kept for the
 * rest of the file: a file that never asks for a manager has none in its database, so counts
 * and lists stay as the file made them. The manager and the staff member hold their role's
 * default keys (ROLE_DEFAULT_PERMISSIONS), what a new member of that role starts with.
 */
export type Callers = Record<Role, () => Promise<Caller>>;

/**
 * The API tests' `test`: the set-up every API test file used to write for itself (an app on its
 * own database, built before the file's first test and closed after its last, and a signed-in
 * admin) written once. `app` is the TestContext of test/app.ts (`app.app` for inject, `app.db`
 * for the database); both fixtures are file-scoped, so a file still costs one app, and a file
 * that needs them in a hook takes them in `test.beforeAll(async ({ app, callers }) => …)`.
 * A file that needs a special app (options, two apps on one database) keeps createTestApp.
 */
export const test = baseTest
  // vitest reads a fixture's needs from its first argument, which must be a destructuring.
  .extend('app', { scope: 'file' }, async ({}, { onCleanup }): Promise<TestContext> => {
    const context = await createTestApp();
    onCleanup(() => context.close());
    return context;
  })
  .extend('callers', { scope: 'file' }, ({ app }): Callers => {
    const made = new Map<Role, Promise<Caller>>();
    const as = (role: Role) => () => {
      let caller = made.get(role);
      if (!caller) {
        caller = (async () => {
          const permissions = [...ROLE_DEFAULT_PERMISSIONS[role]];
          const user = await createUser(app.app, { role, permissions });
          const token = await tokenFor(app.app, user.id);
          const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
            callEndpoint(app.app, e, { token, ...args });
          return { id: user.id, token, call };
        })();
        made.set(role, caller);
      }
      return caller;
    };
    return { admin: as('admin'), manager: as('manager'), staff: as('staff') };
  });

export { describe, expect } from 'vitest';
