import type { Access } from '@app/contract';
import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { matchRoutes, Navigate, useLocation, useRoutes } from 'react-router';
import { PageLoader, PageNotFound } from '../components/states.tsx';
import { paths } from '../lib/paths.ts';
import { getSession } from '../lib/session.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { RequireAccess, RequireAuth } from './guards.tsx';

const loadLayout = () => import('./layout.tsx');
const Layout = lazy(loadLayout);

/**
 * Each page is its own chunk, loaded when its route is first opened. The routes are plain
 * route objects rendered by `useRoutes` under a `BrowserRouter` (declarative mode): the app
 * uses no loaders or actions, and the data router would add some 16 KB gzipped to every
 * first page (issue 8). `handle.preload` lets the first page start its chunk at once.
 */
interface Preload {
  preload: () => Promise<unknown>;
}
const page = (
  load: () => Promise<{ default: ComponentType }>,
): Pick<RouteObject, 'element' | 'handle'> => {
  const Page = lazy(load);
  return { element: <Page />, handle: { preload: load } satisfies Preload };
};

/** A page module exporting several pages by name. */
function named<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): Pick<RouteObject, 'element' | 'handle'> {
  return page(async () => ({ default: (await load())[name] }));
}
const agentForms = () => import('../features/agents/pages/agent-form-pages.tsx');
const enquiryForms = () => import('../features/enquiries/pages/enquiry-form-pages.tsx');
const bookingForms = () => import('../features/bookings/pages/booking-form-pages.tsx');
const dayPlanForms = () => import('../features/day-plans/pages/day-plan-form-pages.tsx');
const driverForms = () => import('../features/drivers/pages/driver-form-pages.tsx');

/** Routes behind one access rule: "Not authorised" instead of a page whose calls would fail. */
const guard = (access: Access, children: RouteObject[]): RouteObject => ({
  element: <RequireAccess access={access} />,
  children,
});

export const routes: RouteObject[] = [
  { path: paths.login, ...page(() => import('../features/auth/pages/login-page.tsx')) },
  {
    path: '/',
    element: (
      <RequireAuth>
        <Suspense fallback={<PageLoader />}>
          <Layout />
        </Suspense>
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      {
        path: 'dashboard',
        ...page(() => import('../features/dashboard/pages/dashboard-page.tsx')),
      },
      { path: 'profile', ...page(() => import('../features/profile/pages/profile-page.tsx')) },
      {
        element: <RequireAccess access="admin" />,
        children: [
          {
            path: 'branches',
            ...page(() => import('../features/branches/pages/branches-page.tsx')),
          },
          {
            path: 'branches/create',
            ...page(() => import('../features/branches/pages/branch-create-page.tsx')),
          },
          {
            path: 'branches/:id/edit',
            ...page(() => import('../features/branches/pages/branch-edit-page.tsx')),
          },
          { path: 'staff', ...page(() => import('../features/staff/pages/staff-page.tsx')) },
          {
            path: 'staff/create',
            ...page(() => import('../features/staff/pages/staff-create-page.tsx')),
          },
          {
            path: 'staff/:id',
            ...page(() => import('../features/staff/pages/staff-detail-page.tsx')),
          },
          {
            path: 'staff/:id/edit',
            ...page(() => import('../features/staff/pages/staff-edit-page.tsx')),
          },
          {
            path: 'staff/:id/permissions',
            ...page(() => import('../features/staff/pages/staff-permissions-page.tsx')),
          },
          {
            path: 'audit-log',
            ...page(() => import('../features/audit/pages/audit-log-page.tsx')),
          },
          { path: 'outbox', ...page(() => import('../features/outbox/pages/outbox-page.tsx')) },
          {
            path: 'outbox/:id',
            ...page(() => import('../features/outbox/pages/outbox-message-page.tsx')),
          },
        ],
      },
      {
        element: <RequireAccess access="view_accounts" />,
        children: [
          {
            path: 'accounts',
            ...page(() => import('../features/accounts/pages/accounts-page.tsx')),
          },
          {
            path: 'accounts/:id',
            ...page(() => import('../features/accounts/pages/account-statement-page.tsx')),
          },
          {
            path: 'transaction-categories',
            ...page(() => import('../features/categories/pages/categories-page.tsx')),
          },
        ],
      },
      {
        element: <RequireAccess access="create_accounts" />,
        children: [
          {
            path: 'accounts/create',
            ...page(() => import('../features/accounts/pages/account-create-page.tsx')),
          },
          {
            path: 'transaction-categories/create',
            ...page(() => import('../features/categories/pages/category-create-page.tsx')),
          },
        ],
      },
      {
        element: <RequireAccess access="edit_accounts" />,
        children: [
          {
            path: 'accounts/:id/edit',
            ...page(() => import('../features/accounts/pages/account-edit-page.tsx')),
          },
          {
            path: 'transaction-categories/:id/edit',
            ...page(() => import('../features/categories/pages/category-edit-page.tsx')),
          },
        ],
      },
      {
        element: <RequireAccess access="view_transactions" />,
        children: [
          {
            path: 'transactions',
            ...page(() => import('../features/transactions/pages/transactions-page.tsx')),
          },
          {
            path: 'transactions/:id',
            ...page(() => import('../features/transactions/pages/transaction-detail-page.tsx')),
          },
        ],
      },
      {
        element: <RequireAccess access="create_transactions" />,
        children: [
          {
            path: 'transactions/create',
            ...page(() => import('../features/transactions/pages/transaction-create-page.tsx')),
          },
          {
            path: 'transactions/:id/edit',
            ...page(() => import('../features/transactions/pages/transaction-edit-page.tsx')),
          },
        ],
      },
      {
        element: <RequireAccess access="approve_transactions" />,
        children: [
          {
            path: 'transactions/pending-approvals',
            ...page(() => import('../features/transactions/pages/pending-approvals-page.tsx')),
          },
        ],
      },
      // Tourism (issue 16): each screen behind the key its calls need.
      guard('view_agents', [
        { path: 'agents', ...page(() => import('../features/agents/pages/agents-page.tsx')) },
        {
          path: 'agents/:id',
          ...page(() => import('../features/agents/pages/agent-detail-page.tsx')),
        },
      ]),
      guard('create_agents', [{ path: 'agents/create', ...named(agentForms, 'AgentCreatePage') }]),
      guard('edit_agents', [{ path: 'agents/:id/edit', ...named(agentForms, 'AgentEditPage') }]),
      guard('view_enquiries', [
        {
          path: 'enquiries',
          ...page(() => import('../features/enquiries/pages/enquiries-page.tsx')),
        },
        {
          path: 'enquiries/:id',
          ...page(() => import('../features/enquiries/pages/enquiry-detail-page.tsx')),
        },
      ]),
      guard('create_enquiries', [
        { path: 'enquiries/new', ...named(enquiryForms, 'DirectEnquiryCreatePage') },
        { path: 'enquiries/create', ...named(enquiryForms, 'DirectEnquiryCreatePage') },
        { path: 'enquiries/agent/new', ...named(enquiryForms, 'AgentEnquiryCreatePage') },
      ]),
      guard('edit_enquiries', [
        { path: 'enquiries/agent/:id/edit', ...named(enquiryForms, 'AgentEnquiryEditPage') },
        { path: 'enquiries/:id/edit', ...named(enquiryForms, 'DirectEnquiryEditPage') },
      ]),
      guard('view_bookings', [
        { path: 'bookings', ...page(() => import('../features/bookings/pages/bookings-page.tsx')) },
        {
          path: 'bookings/:id',
          ...page(() => import('../features/bookings/pages/booking-detail-page.tsx')),
        },
      ]),
      guard('create_bookings', [
        { path: 'bookings/create', ...named(bookingForms, 'BookingCreatePage') },
      ]),
      guard('edit_bookings', [
        { path: 'bookings/:id/edit', ...named(bookingForms, 'BookingEditPage') },
      ]),
      guard('view_day_plans', [
        {
          path: 'day-plans',
          ...page(() => import('../features/day-plans/pages/day-plans-page.tsx')),
        },
        // Drivers live under the day plans' keys (decision 016).
        { path: 'drivers', ...page(() => import('../features/drivers/pages/drivers-page.tsx')) },
        {
          path: 'drivers/:id/duty-sheet',
          ...page(() => import('../features/drivers/pages/duty-sheet-page.tsx')),
        },
      ]),
      guard('create_day_plans', [
        { path: 'day-plans/create', ...named(dayPlanForms, 'DayPlanCreatePage') },
        { path: 'drivers/create', ...named(driverForms, 'DriverCreatePage') },
      ]),
      guard('edit_day_plans', [
        { path: 'day-plans/:id/edit', ...named(dayPlanForms, 'DayPlanEditPage') },
        { path: 'drivers/:id/edit', ...named(driverForms, 'DriverEditPage') },
      ]),
      // Reports (issue 19): one chunk with the charts, loaded only when a report is opened.
      guard('view_reports', [
        {
          path: 'reports/:report',
          ...page(() => import('../features/reports/pages/report-page.tsx')),
        },
      ]),
      { path: '*', element: <PageNotFound /> },
    ],
  },
];

/**
 * The app's routes; render inside a router. The boundary here catches what the layout's own
 * boundary cannot: the layout's chunk (or the login page's) failing to load.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <ErrorBoundary scope="app" resetKey={pathname}>
      <Suspense fallback={null}>{element}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * Start loading the first page's chunks (and the layout's, for a signed-in user) while the
 * app renders, instead of one after the other. A guest is sent to /login: nothing to preload.
 */
export function preloadRoute(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const underLayout = matches.length > 1;
  if (underLayout && !getSession()) return;
  if (underLayout) void loadLayout();
  for (const { route } of matches) void (route.handle as Preload | undefined)?.preload();
}
