import type { Role, SessionUser } from '@app/contract';
import { ROLE_DEFAULT_PERMISSIONS } from '@app/contract';
import { render } from '@testing-library/react';
import { expect, onTestFinished, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { createQueryClient, Providers } from '../src/app/providers.tsx';
import { AppRoutes } from '../src/app/router.tsx';
import { setSession } from '../src/lib/session.ts';
import type { Answers } from './fake-api.ts';
import { fakeApi } from './fake-api.ts';

/** A signed-in user of the role, holding the role's default keys (what a new member starts with). */
export const userOf = (role: Role, permissions?: string[]): SessionUser => ({
  id: { admin: 1, manager: 2, staff: 3 }[role],
  name: `Test ${role}`,
  email: `${role}@agency.example`,
  role,
  is_active: true,
  is_admin: role === 'admin',
  is_manager: role === 'manager',
  permissions: permissions ?? [...ROLE_DEFAULT_PERMISSIONS[role]],
});

/**
 * The whole app (layout, guards, the page's lazy chunk) at `url`, signed in as `user`, over the
 * typed fake API: a page-level test of what the browser suite would otherwise open one cold load
 * at a time. The test fails if a fake answer did not fit its endpoint's schema.
 */
export function renderRoute(
  url: string,
  { user = userOf('admin'), answers = {} }: { user?: SessionUser; answers?: Answers } = {},
) {
  setSession('test-token', user);
  const api = fakeApi(answers);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    expect(api.problems).toEqual([]);
  });
  const view = render(
    <Providers client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, api };
}
