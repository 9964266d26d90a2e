import { expect, test } from '@playwright/test';
import { TOURISM_KEYS } from '@app/contract/constants';
import { createUser, signInAs } from '../fixtures.ts';

test('an agent, its B2B enquiry with the live calculator, a communication, and the agent recent list', async ({
  page,
}) => {
  const user = await createUser({ role: 'staff', name: 'Sales Sunita', permissions: TOURISM_KEYS });
  await signInAs(page, user);
  const stamp = Date.now() % 1_000_000;
  const agentName = `Lotus Tours ${stamp}`;

  await page.goto('/agents');
  await expect(page.getByRole('heading', { name: 'Tourism Agents' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Agent' }).click();
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await expect(page.getByLabel('Vendor Email')).toBeEnabled();
  await page.getByLabel('This agent is also a vendor').uncheck({ force: true });
  await expect(page.getByLabel('Vendor Email')).toBeDisabled();
  await page.getByLabel('Agent Name').fill(agentName);
  await page.getByLabel('Primary Mobile').fill('+91 98765 43210');
  await page.getByLabel('Primary Email').fill(`lotus${stamp}@agents.example`);
  await page.getByLabel('Commission Rate (%)').fill('10');
  await page.getByRole('button', { name: 'Create Agent' }).click();
  await expect(page.getByText('Agent created successfully!')).toBeVisible();

  await page.goto('/enquiries');
  await page.getByRole('button', { name: 'New Enquiry' }).click();
  await page.getByRole('menuitem', { name: 'Agent Enquiry B2B' }).click();
  await expect(page).toHaveURL(/\/enquiries\/agent\/new$/);
  // Starts blank (nothing to delete before typing a known name); a blank one is saved as NA.
  await expect(page.getByLabel('Guest Name')).toHaveValue('');
  await expect(page.getByLabel('Guest Name')).toHaveAttribute('placeholder', 'Not known yet');
  await page.getByRole('combobox', { name: 'Agent' }).click();
  await page.getByRole('option', { name: new RegExp(agentName) }).click();
  const panel = page.getByLabel('Selected agent');
  await expect(panel).toContainText(agentName);
  await expect(panel).toContainText('Commission: 10.00%');
  await expect(panel).toContainText('+91 98765 43210');
  await expect(page.getByLabel('B2B Commission Calculation')).toHaveCount(0);
  await page.getByLabel('Expected Sale Amount').fill('333.35');
  await page.getByLabel('Estimated Budget').fill('200');
  const calc = page.getByLabel('B2B Commission Calculation');
  await expect(calc).toContainText('₹333.35');
  await expect(calc).toContainText('− ₹33.34');
  await expect(calc).toContainText('₹300.01');
  await expect(calc).toContainText('₹100.01');
  const destination = `Bhutan ${stamp}`; // unique: other tests add Bhutan enquiries too
  await page.getByLabel('Destination').fill(destination);
  await page.getByRole('button', { name: 'Create Agent Enquiry' }).click();
  await expect(page.getByText('Agent Enquiry created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/enquiries$/);

  await page.getByPlaceholder(/Search number/).fill(destination);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('row')).toHaveCount(2); // the list shows the search's one match
  const row = page.getByRole('row', { name: new RegExp(destination) });
  await row.getByRole('link', { name: /^View/ }).click();
  await expect(page.getByRole('heading', { name: 'Enquiry Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Communication' });
  await dialog.getByLabel('Message').fill('Agent asked for a hotel upgrade');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Communication added successfully!')).toBeVisible();
  await expect(page.getByLabel('Communications')).toContainText('Agent asked for a hotel upgrade');

  await page.getByRole('link', { name: new RegExp(agentName) }).click();
  await expect(page.getByRole('heading', { name: 'Agent Details' })).toBeVisible();
  await expect(page.getByText('Recent Enquiries').locator('..')).toContainText('NA · Bhutan');
});

test('the direct enquiry form opens at both /enquiries/new and /enquiries/create', async ({
  page,
}) => {
  const user = await createUser({ permissions: TOURISM_KEYS });
  await signInAs(page, user);
  // A save returns to the list as the user left it (its state is in the URL): plain the first time,
  // then filtered by the first walk-in's name, which the search wrote to the address.
  let listLeft = '/enquiries';
  for (const path of ['/enquiries/new', '/enquiries/create']) {
    const name = `Walk-in ${path.split('/').pop()} ${Date.now() % 100000}`;
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Direct Customer Enquiry' })).toBeVisible();
    await expect(page.getByLabel('Initial Message')).toBeVisible();
    await page.getByRole('button', { name: 'Create Enquiry' }).click();
    // Under its field (the error summary at the top repeats it as a link).
    await expect(
      page.locator('.mantine-InputWrapper-error').getByText('The customer name field is required.'),
    ).toBeVisible();
    await page.getByLabel('Customer Name').fill(name);
    await page.getByLabel(/^Email/).fill('walkin@mail.example');
    await page.getByLabel(/^Mobile/).fill('+91 90000 11111');
    await page.getByRole('button', { name: 'Create Enquiry' }).click();
    await expect(page.getByText('Enquiry created successfully!')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname + url.search === listLeft);
    await page.getByPlaceholder(/Search number/).fill(name);
    // The search reaches the address 300 ms after typing stops and the list is remembered when
    // its filtered page is shown; wait for that page (header and the one match), so the next
    // form's save knows where to return (going on earlier raced here in CI).
    listLeft = `/enquiries?${new URLSearchParams({ search: name })}`;
    await expect(page).toHaveURL((url) => url.pathname + url.search === listLeft);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  }
});
