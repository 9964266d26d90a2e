import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../test/fake-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { PARAMS_NOTICE_TITLE } from '../components/states.tsx';
import { paths } from '../lib/paths.ts';

/**
 * Junk in the address never reaches the crash screen: every client route of paths.ts opened
 * with junk parameters and junk ids, as the whole app over the typed fake API. A list names
 * what it ignored and shows its defaults; a detail route with a junk id shows its not-found
 * state without asking the server; the menu still works. (Moved from the browser suite, where
 * each route was a cold load: the server's side of the same junk is list-params.test.ts and
 * the route fuzzer's; a real record opened with junk in its query stays in the browser's
 * junk-params.spec.ts.)
 */
const CRASH = /Something went wrong|could not be loaded/;
const JUNK =
  `?page=abc&status=zzz&type=zzz&date=2026-02-30&startDate=hello&sort=zzz&foo=%3Cb%3E` +
  `&search=${'x'.repeat(300)}`;

/** What the dashboard reads, so the menu's Dashboard opens on real (empty) answers. */
const DASHBOARD: Answers = {
  'GET /dashboard/today': { success: true, data: [] },
  'GET /today': { success: true, data: { date: '2026-11-28', tomorrow: '2026-11-29' } },
};

/** The list routes: each reads `page` at least, so the junk above always gets a notice. */
const LISTS = new Set<string>([
  paths.branches,
  paths.staff,
  paths.auditLog,
  paths.accounts,
  paths.categories,
  paths.transactions,
  paths.pendingApprovals,
  paths.agents,
  paths.suppliers,
  paths.payables,
  paths.supplierPayments,
  paths.enquiries,
  paths.bookings,
  paths.dayPlans,
  paths.drivers,
  paths.reportSales,
  paths.reportReceivables,
  paths.reportAgentPayables,
  paths.reportTopDestinations,
  paths.reportTopAgents,
  paths.reportCash,
  paths.reportSupplierMargin,
  paths.reportServiceMargin,
  paths.reportTopSuppliers,
  paths.reportUnconfirmedServices,
  paths.reportPayablesAgeing,
]);

const notice = () =>
  screen.findByRole('status', {
    name: (_, el) => el.textContent?.includes(PARAMS_NOTICE_TITLE) ?? false,
  });

/** Waits for what the page shows once settled, then checks no crash screen is up. */
async function settled(ready: () => Promise<HTMLElement>) {
  const shown = await ready();
  expect(document.body.textContent).not.toMatch(CRASH);
  return shown;
}

/** The menu still answers: Dashboard opens, with its heading, and no crash screen. */
async function menuWorks() {
  const menu = screen.getByRole('navigation', { name: 'Main' });
  await userEvent.click(within(menu).getByRole('link', { name: 'Dashboard' }));
  await screen.findByRole('heading', { level: 2, name: 'Dashboard' });
  expect(document.body.textContent).not.toMatch(CRASH);
}

const entries = Object.entries(paths) as [keyof typeof paths, unknown][];
const staticRoutes = entries.flatMap(([name, p]) =>
  typeof p === 'string' && p !== paths.login ? [[name, p] as const] : [],
);
const idRoutes = entries.flatMap(([name, p]) =>
  typeof p === 'function' ? [[name, p as (id: number | string) => string] as const] : [],
);

describe('junk parameters on every static route', () => {
  it.each(staticRoutes)('%s (%s)', async (_, path) => {
    const { api } = renderRoute(path + JUNK, { answers: DASHBOARD });
    const noticed = LISTS.has(path) || path === paths.dayPlanCreate || path === paths.bookingCreate;
    if (noticed) {
      const shown = await settled(notice);
      expect(shown).toHaveTextContent(
        path === paths.dayPlanCreate
          ? 'date “2026-02-30”: The date must be a valid date (YYYY-MM-DD).'
          : 'page “abc”: Must be a whole number.',
      );
      // The junk is not sent on: every list read asked for page 1 of what it understood.
      for (const call of api.calls) expect(call.query.get('page') ?? '1', call.path).toBe('1');
      expect(api.calls.some((c) => c.query.has('foo') || c.query.get('sort') === 'zzz')).toBe(
        false,
      );
    } else {
      await settled(() => screen.findByRole('heading', { level: 2 }));
    }
    await menuWorks();
  });
});

describe('junk ids on every detail route', () => {
  // `5.0` and `0x5` are read as 5 by Number(): they must name no record, as on the server.
  const JUNK_IDS = ['abc', '1e3', '99999999999', '7.0', '0x7', '-7', '07'];
  it.each(idRoutes)('%s shows not found, asking the server nothing about it', async (_, to) => {
    for (const junk of JUNK_IDS) {
      const { api, unmount } = renderRoute(to(junk) + '?page=-1', { answers: DASHBOARD });
      await settled(() => screen.findByRole('heading', { name: /not found$/ }));
      expect(api.calls.filter((c) => c.path.includes(junk))).toEqual([]);
      if (junk === 'abc') await menuWorks();
      unmount();
    }
  });
});

it('/day-plans?date=hello: a notice, and Day Plans in the menu shows today', async () => {
  renderRoute('/day-plans?date=hello');
  const shown = await settled(notice);
  expect(shown).toHaveTextContent('date “hello”: The date must be a valid date (YYYY-MM-DD).');
  expect(screen.getByRole('heading', { name: 'Daily Operations Plan' })).toBeInTheDocument();
  const menu = screen.getByRole('navigation', { name: 'Main' });
  await userEvent.click(within(menu).getByRole('link', { name: 'Day Plans' }));
  await screen.findByRole('heading', { name: 'Daily Operations Plan' });
  expect(screen.queryByText(PARAMS_NOTICE_TITLE)).toBeNull();
});

it('/day-plans?date=2026-02-30 is refused with a notice, not rolled over to 2 March', async () => {
  const { api } = renderRoute('/day-plans?date=2026-02-30');
  const shown = await settled(notice);
  expect(shown).toHaveTextContent('date “2026-02-30”: The date must be a valid date (YYYY-MM-DD).');
  expect(screen.queryByText(/2 Mar 2026/)).toBeNull();
  expect(api.calls.some((c) => c.query.get('date') === '2026-03-02')).toBe(false);
  // The notice's close keeps what was understood: the plain list, and no notice.
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByText(PARAMS_NOTICE_TITLE)).toBeNull();
});

it('/bookings/create?enquiry=abc: a notice, and the blank booking form', async () => {
  const { api } = renderRoute('/bookings/create?enquiry=abc');
  const shown = await settled(notice);
  expect(shown).toHaveTextContent('enquiry “abc”: The selected enquiry is invalid.');
  expect(shown).toHaveTextContent('A blank booking form instead.');
  expect(screen.getByRole('textbox', { name: 'Guest Name' })).toHaveValue('');
  expect(screen.queryByText(/^From enquiry/)).toBeNull();
  expect(api.calls.filter((c) => c.path.includes('abc'))).toEqual([]);
});

it('a page past the last one shows page 1 with a notice', async () => {
  const branch = {
    id: 1,
    code: 'DXB',
    name: 'Dubai Main',
    phone: '+971 4 000 0000',
    email: 'dxb@agency.example',
    address: 'Sheikh Zayed Road',
    city: 'Dubai',
    state: 'Dubai',
    country: 'UAE',
    postal_code: '00000',
    opening_time: '09:00',
    closing_time: '18:00',
    manager_id: null,
    manager: null,
    timezone: null,
    additional_notes: null,
    is_active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
  const { api } = renderRoute('/branches?page=500', {
    answers: {
      'GET /branches': ({ query }) => ({
        success: true,
        data: query.get('page') === '1' ? [branch] : [],
        current_page: Number(query.get('page') ?? 1),
        last_page: 1,
        total: 1,
        per_page: 15,
      }),
    },
  });
  const shown = await settled(notice);
  expect(shown).toHaveTextContent('page “500”: The list has');
  await screen.findByRole('cell', { name: 'Dubai Main' });
  expect(api.callsTo('GET /branches').at(-1)?.query.get('page') ?? '1').toBe('1');
});
