import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { apiAs, roleUser, signedInAs, urlOf } from '../fixtures.ts';
import { bookingEndpoints, staffEndpoints } from '@app/contract';
import { aStaffMember } from '../factories.ts';

// A user of the role with no particular permissions: the run's admin, signed in once.
test.use({ storageState: signedInAs('admin') });

// Errors you cannot miss (docs/decisions/015-form-errors-and-unsaved-changes.md): on a failed
// submit (the form's own check or the server's 422) focus and scroll go to the first field in
// error, and a summary at the top lists every error with a link that focuses its field. The
// server's errors arrive all at once.

// Each test follows every link of the summary: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 60_000 });

const SUMMARY = 'There is a problem';
const stamp = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
const summaryOf = (page: Page) => page.getByRole('alert', { name: SUMMARY });
const fieldAt = (page: Page, link: Locator) =>
  link.getAttribute('href').then((h) => page.locator(`[data-path="${h!.slice(1)}"]`));

/** The message shown under a field (Mantine's error element, named by aria-describedby). */
const messageUnder = (field: Locator) =>
  field.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/);
    const error = ids
      .map((id) => document.getElementById(id))
      .find((e) => e?.id.endsWith('-error'));
    return error?.textContent ?? null;
  });

/**
 * The first field in error (in page order) has focus and is on screen; the summary has one
 * link per error shown under a field, and each link focuses (and shows) a field carrying the
 * link's message.
 */
async function expectSummaryLinksEveryError(page: Page, prefixes: RegExp = /^$/) {
  const summary = summaryOf(page);
  await expect(summary).toBeVisible();
  const firstInvalid = page.locator('form [aria-invalid="true"]').first();
  await expect(firstInvalid).toBeFocused();
  await expect(firstInvalid).toBeInViewport();
  const links = summary.getByRole('link');
  const texts = await links.allInnerTexts();
  expect(texts.length).toBeGreaterThan(1);
  const shown = await page.locator('form .mantine-InputWrapper-error').allInnerTexts();
  // Every message under a visible field is in the summary (a hidden tab's are there too).
  for (const m of shown) expect(texts.map((t) => t.replace(prefixes, ''))).toContain(m);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let i = 0; i < texts.length; i++) {
    const link = links.nth(i);
    await link.click();
    const field = await fieldAt(page, link);
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport();
    expect(await messageUnder(field)).toBe(texts[i]!.replace(prefixes, ''));
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  return texts;
}

/** Press the form's submit button at the bottom of the page, as a user would. */
async function submit(page: Page, name: string) {
  const button = page.getByRole('button', { name });
  await button.scrollIntoViewIfNeeded();
  await button.click();
}

const emptyForms: [string, string, string, (page: Page) => Promise<void>][] = [
  ['staff', '/staff/create', 'Create Staff', async () => {}],
  [
    'agent',
    '/agents/create',
    'Create Agent',
    async (page) => {
      await page.getByLabel('Primary Email').fill('not-an-email');
    },
  ],
  ['direct enquiry', '/enquiries/new', 'Create Enquiry', async () => {}],
  [
    'agent enquiry',
    '/enquiries/agent/new',
    'Create Agent Enquiry',
    async (page) => {
      await page.getByLabel('Guest Email').fill('nope');
    },
  ],
  ['booking', '/bookings/create', 'Create Booking', async () => {}],
];

test.describe('a failed submit shows every error at the top, linked to its field', () => {
  for (const [label, path, button, spoil] of emptyForms) {
    test(`${label}: submitted empty or wrong`, async ({ page }) => {
      await page.goto(path);
      await spoil(page);
      await submit(page, button);
      await expectSummaryLinksEveryError(page);
    });
  }

  test('booking: an error on a hidden tab is revealed by its link', async ({ page }) => {
    await page.goto('/bookings/create');
    await page.getByRole('tab', { name: 'Hotels (0)' }).click();
    await page.getByRole('button', { name: 'Add Hotel' }).click();
    await page.getByRole('tab', { name: 'Basic Info' }).click();
    await submit(page, 'Create Booking');
    // Basic Info is shown with its first error focused; the hotel's errors are listed too.
    await expect(page.getByLabel('Guest Name')).toBeFocused();
    const link = summaryOf(page).getByRole('link', {
      name: 'Hotel 1: The hotel name field is required.',
    });
    await link.click();
    await expect(page.getByRole('tab', { name: /Hotels/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('Hotel Name')).toBeFocused();
    await expect(page.getByLabel('Hotel Name')).toBeInViewport();
  });
});

test.describe("the server's 422: every message on its field at once", () => {
  test('staff: a taken email and a taken employee id come back together', async ({ page }) => {
    const api = await apiAs(page, roleUser('admin'));
    const s = stamp();
    const taken = { email: `taken${s}@staff.example`, employee_id: `EMP-T${s}` };
    await api(staffEndpoints.create, {
      body: aStaffMember({
        name: `Taken ${s}`,
        ...taken,
        password: 'Tara-pass-2026',
        password_confirmation: 'Tara-pass-2026',
        role: 'staff',
        position: 'Clerk',
        phone: '+91 98765 43210',
        date_of_joining: '2025-01-06',
        address: '1 Road',
        city: 'Panaji',
        state: 'Goa',
        country: 'India',
        postal_code: '403001',
      }),
    });
    await page.goto('/staff/create');
    await page.getByLabel('Full Name').fill(`Second ${s}`);
    await page.getByLabel(/^Email/).fill(taken.email);
    await page.getByLabel(/^Password/).fill('Tara-pass-2026');
    await page.getByLabel(/^Confirm Password/).fill('Tara-pass-2026');
    await page.getByLabel('Employee ID').fill(taken.employee_id);
    await page.getByLabel('Position / Designation').fill('Clerk');
    await page.getByLabel(/^Phone/).fill('+91 98765 43211');
    await page.getByLabel('Date of Joining').fill('2025-01-06');
    await page.getByLabel('Address').fill('2 Road');
    await page.getByLabel('City').fill('Panaji');
    await page.getByLabel('State').fill('Goa');
    await page.getByLabel('Postal Code').fill('403001');
    await submit(page, 'Create Staff');
    const texts = await expectSummaryLinksEveryError(page);
    expect(texts.sort()).toEqual([
      'The email has already been taken.',
      'The employee id has already been taken.',
    ]);
    await expect(page.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Employee ID')).toHaveAttribute('aria-invalid', 'true');
  });

  test('booking: a 422 naming fields on two tabs shows each on its field', async ({ page }) => {
    // A server answer the form's own check cannot produce: three fields refused at once.
    await page.route(`**${urlOf(bookingEndpoints.create)}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              message: 'The selected agent is invalid.',
              errors: {
                agent_id: ['The selected agent is invalid.'],
                sales_person_id: ['The selected sales person is invalid.'],
                'accommodations.0.hotel_name': ['The hotel is closed on these dates.'],
              },
            }),
          })
        : route.continue(),
    );
    await page.goto('/bookings/create');
    await page.getByLabel('Guest Name').fill('Asha Rao');
    await page.getByLabel('Sale Amount').fill('1000');
    await page.getByLabel('Purchase Amount').fill('700');
    await page.getByRole('tab', { name: 'Hotels (0)' }).click();
    await page.getByRole('button', { name: 'Add Hotel' }).click();
    await page.getByLabel('Hotel Name').fill('Sea View');
    await page.getByLabel('Check-in').fill('2026-12-01');
    await page.getByLabel('Check-out').fill('2026-12-04');
    await page.getByRole('tab', { name: 'Basic Info' }).click();
    await submit(page, 'Create Booking');
    const summary = summaryOf(page);
    await expect(summary.getByRole('link')).toHaveText([
      'The selected agent is invalid.',
      'The selected sales person is invalid.',
      'Hotel 1: The hotel is closed on these dates.',
    ]);
    await expect(page.getByRole('combobox', { name: 'Agent', exact: true })).toBeFocused();
    await expect(
      page.getByText('The selected sales person is invalid.', { exact: true }),
    ).toHaveCount(2);
    await expectSummaryLinksEveryError(page, /^Hotel 1: /);
  });
});
