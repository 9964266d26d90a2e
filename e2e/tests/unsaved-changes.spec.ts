import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signedInAs } from '../fixtures.ts';

// A user of the role with no particular permissions: the run's admin, signed in once.
test.use({ storageState: signedInAs('admin') });

// Nothing lost (docs/decisions/015-form-errors-and-unsaved-changes.md): a long form with unsaved
// changes asks before the user leaves it by a menu link, Cancel or the browser's Back (Stay keeps
// the text, Leave goes), and reload asks through the browser's own beforeunload prompt. A saved
// form leaves without asking.

const QUESTION = 'You have unsaved changes. Leave this page?';
const stamp = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

const forms: [string, string, string][] = [
  ['booking', '/bookings/create', 'Guest Name'],
  ['direct enquiry', '/enquiries/new', 'Customer Name'],
  ['agent enquiry', '/enquiries/agent/new', 'Destination'],
  ['staff', '/staff/create', 'Full Name'],
  ['agent', '/agents/create', 'Agent Name'],
  // Every record form, short ones too (the day plan's edit is in day-plan-driver.spec.ts).
  ['day plan', '/day-plans/create', 'Guest Name'],
  ['transaction', '/transactions/create', 'Description'],
  ['account', '/accounts/create', 'Account Name'],
  ['branch', '/branches/create', 'Branch Name'],
  ['category', '/transaction-categories/create', 'Name'],
];

// The first question loads the modals' chunk; a loaded machine needs more than 7 s for it.
test.describe.configure({ timeout: 60_000 });
const FIRST = { timeout: 20_000 };

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Unsaved changes' });
const menuLink = (page: Page) =>
  page.getByRole('navigation').getByRole('link', { name: 'Dashboard' });

async function open(page: Page, path: string) {
  await page.goto('/dashboard');
  await page.goto(path);
}

test.describe('leaving a form with unsaved changes asks first', () => {
  for (const [label, path, field] of forms) {
    test(`${label}: a menu link asks; Stay keeps the text, Leave goes`, async ({ page }) => {
      await open(page, path);
      const input = page.getByLabel(field).first();
      await input.fill('Half typed');
      await menuLink(page).click();
      await expect(dialog(page)).toContainText(QUESTION, FIRST);
      await dialog(page).getByRole('button', { name: 'Stay' }).click();
      await expect(dialog(page)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(input).toHaveValue('Half typed');
      await menuLink(page).click();
      await dialog(page).getByRole('button', { name: 'Leave' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }

  test('Cancel and the browser Back ask too', async ({ page }) => {
    // Reached inside the app (one document), so Back is the app's, not a page load.
    await open(page, '/agents');
    await page.getByRole('link', { name: 'Add Agent' }).click();
    await expect(page).toHaveURL(/\/agents\/create$/);
    await page.getByLabel('Agent Name').fill('Half typed');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(dialog(page)).toContainText(QUESTION, FIRST);
    await dialog(page).getByRole('button', { name: 'Stay' }).click();
    await page.goBack();
    await expect(dialog(page)).toContainText(QUESTION);
    await expect(page).toHaveURL(/\/agents\/create$/);
    await dialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByLabel('Agent Name')).toHaveValue('Half typed');
    await page.goBack();
    await dialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/agents$/);
  });

  test('reload asks through the browser (beforeunload)', async ({ page }) => {
    await open(page, '/enquiries/new');
    await page.getByLabel('Customer Name').fill('Half typed');
    const asked = page.waitForEvent('dialog');
    void page.reload().catch(() => {});
    const prompt = await asked;
    expect(prompt.type()).toBe('beforeunload');
    await prompt.dismiss();
    await expect(page.getByLabel('Customer Name')).toHaveValue('Half typed');
  });

  test('an untouched form and a saved one leave without asking; an unsaved one asks', async ({
    page,
  }) => {
    await open(page, '/agents/create');
    await menuLink(page).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/agents/create');
    let prompted = false;
    page.on('dialog', (d) => {
      prompted = true;
      void d.dismiss();
    });
    await page.getByLabel('Agent Name').fill(`Saved ${stamp()}`);
    await page.getByLabel('Primary Mobile').fill('+91 98765 43210');
    await page.getByLabel('Primary Email').fill(`saved${stamp()}@agents.example`);
    // Unsaved, it asks; once the same changes are saved, nothing asks any more.
    await menuLink(page).click();
    await expect(dialog(page)).toContainText(QUESTION, FIRST);
    await dialog(page).getByRole('button', { name: 'Stay' }).click();
    await page.getByRole('button', { name: 'Create Agent' }).click();
    await expect(page).not.toHaveURL(/\/agents\/create$/);
    await menuLink(page).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(dialog(page)).toHaveCount(0);
    await page.reload();
    expect(prompted).toBe(false);
  });
});
