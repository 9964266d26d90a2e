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
 * first page. `handle.preload` lets the first page start its chunk at once.
 */
interface Preload {
  preload: () => Promise<unknown>;
}
type PageModule = Record<string, ComponentType>;

/** The page modules, each a lazy chunk; a row of PAGES names one. */
const modules = import.meta.glob<PageModule>('../features/*/pages/*-{page,pages}.tsx');

/** `'agents/agents-page'`, or `'agents/agent-form-pages#AgentEditPage'` for a named page. */
const page = (name: string): Pick<RouteObject, 'element' | 'handle'> => {
  const [file, exported = 'default'] = name.split('#') as [string, string?];
  const [feature, module] = file.split('/');
  const load = modules[`../features/${feature}/pages/${module}.tsx`];
  // A row naming no module fails at start-up, in every test that renders the app.
  if (!load) throw new Error(`router: no page module ${file}`);
  const Page = lazy(async () => ({ default: (await load())[exported]! }));
  return { element: <Page />, handle: { preload: load } satisfies Preload };
};

/**
 * The pages under the layout, by the access rule they sit behind ('signed-in': any user), then
 * by path. Behind a rule, a user without it sees "Not authorised" instead of a page whose calls
 * would fail; tourism screens sit behind the key their calls need, drivers under the
 * day plans' keys (decision 016), and the reports in one chunk with the charts.
 */
const PAGES: Partial<Record<Extract<Access, string>, Record<string, string>>> = {
  'signed-in': { dashboard: 'dashboard/dashboard-page', profile: 'profile/profile-page' },
  admin: {
    branches: 'branches/branches-page',
    'branches/create': 'branches/branch-create-page',
    'branches/:id/edit': 'branches/branch-edit-page',
    staff: 'staff/staff-page',
    'staff/create': 'staff/staff-create-page',
    'staff/:id': 'staff/staff-detail-page',
    'staff/:id/edit': 'staff/staff-edit-page',
    'staff/:id/permissions': 'staff/staff-permissions-page',
    'audit-log': 'audit/audit-log-page',
    outbox: 'outbox/outbox-page',
    'outbox/:id': 'outbox/outbox-message-page',
    'tax-profile': 'tax-profile/tax-profile-page',
    'tax-rates': 'tax/tax-pages#TaxRatesPage',
  },
  view_accounts: {
    accounts: 'accounts/accounts-page',
    'accounts/:id': 'accounts/account-statement-page',
    'transaction-categories': 'categories/categories-page',
  },
  create_accounts: {
    'accounts/create': 'accounts/account-create-page',
    'transaction-categories/create': 'categories/category-create-page',
  },
  edit_accounts: {
    'accounts/:id/edit': 'accounts/account-edit-page',
    'transaction-categories/:id/edit': 'categories/category-edit-page',
  },
  view_transactions: {
    transactions: 'transactions/transactions-page',
    'transactions/:id': 'transactions/transaction-detail-page',
  },
  create_transactions: {
    'transactions/create': 'transactions/transaction-create-page',
    'transactions/:id/edit': 'transactions/transaction-edit-page',
  },
  approve_transactions: {
    'transactions/pending-approvals': 'transactions/pending-approvals-page',
  },
  view_agents: { agents: 'agents/agents-page', 'agents/:id': 'agents/agent-detail-page' },
  create_agents: { 'agents/create': 'agents/agent-form-pages#AgentCreatePage' },
  edit_agents: { 'agents/:id/edit': 'agents/agent-form-pages#AgentEditPage' },
  view_suppliers: {
    suppliers: 'suppliers/suppliers-page',
    'suppliers/:id': 'suppliers/supplier-detail-page',
    payables: 'suppliers/payables-pages#PayablesDuePage',
    'payables/ageing': 'suppliers/payables-pages#PayablesAgeingPage',
  },
  view_supplier_payments: { 'supplier-payments': 'suppliers/payables-pages#SupplierPaymentsPage' },
  create_suppliers: { 'suppliers/create': 'suppliers/supplier-form-pages#SupplierCreatePage' },
  edit_suppliers: { 'suppliers/:id/edit': 'suppliers/supplier-form-pages#SupplierEditPage' },
  view_enquiries: {
    enquiries: 'enquiries/enquiries-page',
    'enquiries/:id': 'enquiries/enquiry-detail-page',
  },
  create_enquiries: {
    'enquiries/new': 'enquiries/direct-enquiry-form-pages#DirectEnquiryCreatePage',
    'enquiries/create': 'enquiries/direct-enquiry-form-pages#DirectEnquiryCreatePage',
    'enquiries/agent/new': 'enquiries/agent-enquiry-form-pages#AgentEnquiryCreatePage',
  },
  edit_enquiries: {
    'enquiries/agent/:id/edit': 'enquiries/agent-enquiry-form-pages#AgentEnquiryEditPage',
    'enquiries/:id/edit': 'enquiries/direct-enquiry-form-pages#DirectEnquiryEditPage',
  },
  view_bookings: {
    bookings: 'bookings/bookings-page',
    'bookings/:id': 'bookings/booking-detail-page',
  },
  create_bookings: { 'bookings/create': 'bookings/booking-form-pages#BookingCreatePage' },
  edit_bookings: { 'bookings/:id/edit': 'bookings/booking-form-pages#BookingEditPage' },
  view_day_plans: {
    'day-plans': 'day-plans/day-plans-page',
    drivers: 'drivers/drivers-page',
    'drivers/:id/duty-sheet': 'drivers/duty-sheet-page',
  },
  create_day_plans: {
    'day-plans/create': 'day-plans/day-plan-form-pages#DayPlanCreatePage',
    'drivers/create': 'drivers/driver-form-pages#DriverCreatePage',
  },
  edit_day_plans: {
    'day-plans/:id/edit': 'day-plans/day-plan-form-pages#DayPlanEditPage',
    'drivers/:id/edit': 'drivers/driver-form-pages#DriverEditPage',
  },
  view_reports: { 'reports/:report': 'reports/report-page' },
  view_books: {
    'books/trial-balance': 'books/trial-balance-page',
    'books/profit-and-loss': 'books/profit-and-loss-page',
    'books/balance-sheet': 'books/balance-sheet-page',
    'books/journal': 'books/journal-page',
    'books/entries/:id': 'books/journal-entry-page',
    'books/settings': 'books/books-settings-page',
    'books/tax-documents': 'tax/tax-pages',
    'books/tcs-register': 'tax/tax-pages#TcsRegisterPage',
    'books/gst-returns': 'tax/tax-pages#GstReturnsPage',
  },
};

const pageRoutes = Object.entries(PAGES).flatMap(([access, pages]): RouteObject[] => {
  const children = Object.entries(pages ?? {}).map(([path, name]) => ({ path, ...page(name) }));
  // RequireAuth above already holds every page to a session.
  if (access === 'signed-in') return children;
  return [{ element: <RequireAccess access={access as Access} />, children }];
});

export const routes: RouteObject[] = [
  { path: paths.login, ...page('auth/login-page') },
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
      ...pageRoutes,
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
