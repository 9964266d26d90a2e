import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { PERMISSION_KEYS } from '../../packages/contract/src/permissions.ts';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import { agentEndpoints, bookingEndpoints, dayPlanEndpoints } from '@app/contract';
import { aBooking, aDayPlan, anAgent } from '../factories.ts';

/**
 * Small things people see every day: the bookings list's money and status in view at 1280 px,
 * the search button's name, the dashboard's order on a phone, and day-plan counts that add up.
 * Screenshots of the three screens at 1280, 1440 and 375 px go to test-results/ to look at.
 */

test.describe.configure({ timeout: 90_000 });
const tag = () => `V${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;
/** A day of 2032 of its own (no other spec uses that year): its plan holds only this test's. */
// A day of its own: one of some 7,000 from 2040 (no other spec plans a day in those years), so
// two set-ups (two workers, or --repeat-each) do not count each other's services on one plan.
const ownDay = () =>
  new Date(Date.UTC(2040, 0, 1 + Math.floor(Math.random() * 7000))).toISOString().slice(0, 10);

async function setUp(page: Page, day = ownDay()) {
  const user = await createUser({ role: 'manager', permissions: PERMISSION_KEYS });
  const api = await apiAs(page, user);
  const t = tag();
  const agent = await api(agentEndpoints.create, {
    body: anAgent({
      name: `${t} Skyline Holidays and Tours`,
      primary_mobile: '+91 98000 00001',
      primary_email: 'skyline@agents.example',
    }),
  });
  // Long but ordinary values: what a busy agency's list holds.
  const booking = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `${t} Venkataraghavan Subramaniam Family`,
      guest_mobile: '+91 98450 11223',
      agent_id: agent.id,
      destination: 'Dubai and Abu Dhabi',
      travel_start_date: '2032-12-10',
      travel_end_date: '2032-12-24',
      total_adults: 12,
      total_children: 3,
      total_infants: 1,
      sale_amount: '1245000.00',
      purchase_amount: '1100000.00',
      status: 'confirmed',
    }),
  });
  const statuses = [
    'pending',
    'confirmed',
    'confirmed',
    'in_progress',
    'completed',
    'cancelled',
  ] as const;
  for (const [i, status] of statuses.entries())
    await api(dayPlanEndpoints.create, {
      body: aDayPlan({
        plan_date: day,
        service_time: `0${i + 1}:00`,
        guest_name: `${t} Guest ${i}`,
        service_description: 'Transfer',
        status,
      }),
    });
  await signInAs(page, user);
  return { file: booking.file_number, day };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/small-but-visible/${name}.png`, fullPage: true });

test('at 1280 px the bookings list shows sale, balance and status without scrolling sideways', async ({
  page,
}) => {
  const { file } = await setUp(page);
  for (const width of [1280, 1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/bookings?search=${file}`);
    await expect(page.getByText('Total Bookings')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(file).filter({ visible: true }).first()).toBeVisible();
    await shot(page, `bookings-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/bookings?search=${file}`);
  const row = page.getByRole('row', { name: new RegExp(file) });
  await expect(row).toBeVisible();
  const edges = await row.evaluate((tr) => {
    const viewport = tr.closest('[data-table-scroll]')!;
    const cells = [...tr.querySelectorAll('td')];
    const table = tr.closest('table')!;
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const right = (name: string) =>
      cells[heads.findIndex((h) => h.startsWith(name))]!.getBoundingClientRect().right;
    // The actions column stays in view over the others (sticky): what it covers is not seen.
    const actions = cells.at(-1)!.getBoundingClientRect().left;
    return {
      visible: Math.min(viewport.getBoundingClientRect().right, actions),
      sale: right('Sale'),
      balance: right('Balance'),
      status: right('Status'),
      scroll: viewport.scrollWidth - viewport.clientWidth,
      widths: cells.map((c, i) => `${heads[i]}: ${Math.round(c.getBoundingClientRect().width)}`),
    };
  });
  test.info().annotations.push({ type: 'columns at 1280', description: edges.widths.join(', ') });
  expect(edges.sale).toBeLessThanOrEqual(edges.visible);
  expect(edges.balance).toBeLessThanOrEqual(edges.visible);
  expect(edges.status).toBeLessThanOrEqual(edges.visible);
  expect(edges.scroll).toBeLessThanOrEqual(0);
  // A row icon's tooltip loads with the first hover (not with the page) and opens on it.
  await row.getByRole('link', { name: /^View / }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('View');
});

test('the search button’s name holds its visible words; on a phone Today comes before the counters', async ({
  page,
}) => {
  await setUp(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  const search = page.getByRole('banner').getByRole('button', { name: /^Search/ });
  const visible = (await search.innerText()).replace(/\s+/g, ' ').trim();
  expect(visible).toMatch(/^Search (Ctrl \+ K|⌘ K)$/);
  await expect(search).toHaveAccessibleName(visible);
  await shot(page, 'dashboard-1280');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'dashboard-1440');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard');
  const today = page.getByRole('heading', { name: 'Today', exact: true });
  const leads = page.getByText('Total Leads').filter({ visible: true });
  await expect(leads).toHaveCount(1);
  // The order follows a media query, which React applies after the resize (rebuilding the
  // page, so for a moment either box may be missing): poll until it has.
  const order = async () => {
    const [a, b] = [await leads.boundingBox(), await today.boundingBox()];
    if (!a || !b) return 'rebuilding';
    return a.y < b.y ? 'counters first' : 'Today first';
  };
  await expect.poll(order).toBe('Today first');
  await shot(page, 'dashboard-375');
  // At 1280 the spec's order: the four counters, then Today.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(order).toBe('counters first');
});

test('the day-plan summary counts every status, so they add up to the total', async ({ page }) => {
  const { day } = await setUp(page);
  for (const width of [1280, 1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/day-plans?date=${day}`);
    await expect(page.getByText('Total Services')).toBeVisible({ timeout: 20_000 });
    await shot(page, `day-plans-${width}`);
  }
  const figure = async (label: string) =>
    Number(
      (await page.getByText(label, { exact: true }).first().locator('..').innerText())
        .replace(label, '')
        .trim(),
    );
  expect(await figure('Total Services')).toBe(6);
  const parts = [];
  for (const label of ['Pending', 'Confirmed', 'In Progress', 'Completed', 'Cancelled'])
    parts.push(await figure(label));
  expect(parts).toEqual([1, 2, 1, 1, 1]);
});
