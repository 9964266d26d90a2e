import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths.ts';
import { routes } from './router.tsx';

/** The page a path opens: the deepest route matched, with its chunk's preload. */
const pageAt = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;

describe('the route table', () => {
  it('opens a page for every path the app links to (paths.ts), each from its own chunk', () => {
    for (const to of Object.values(paths)) {
      const pathname = typeof to === 'string' ? to : to(7);
      const route = pageAt(pathname);
      expect(route?.path, pathname).not.toBe('*');
      expect(typeof (route?.handle as { preload?: unknown } | undefined)?.preload, pathname).toBe(
        'function',
      );
    }
  });

  it('puts each page behind its access rule, and an unknown path on "page not found"', () => {
    const guards = (pathname: string) =>
      (matchRoutes(routes, pathname) ?? [])
        .map(
          (m) => (m.route.element as { props?: { access?: unknown } } | undefined)?.props?.access,
        )
        .filter(Boolean);
    expect(guards('/agents/7/edit')).toEqual(['edit_agents']);
    expect(guards('/transactions/pending-approvals')).toEqual(['approve_transactions']);
    expect(guards('/books/entries/7')).toEqual(['view_books']);
    expect(guards('/books/trial-balance')).toEqual(['view_books']);
    expect(guards('/dashboard')).toEqual([]);
    expect(pageAt('/no-such-page')?.path).toBe('*');
  });
});
