import { expect, test } from '@playwright/test';
import { TOURISM_KEYS } from '@app/contract/constants';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import { agentEndpoints } from '@app/contract';
import { anAgent } from '../factories.ts';

test("a booking for an agent with lines, the guest paying on the agent's behalf, an agent payment recorded then deleted (voided), then paid in full", async ({
  page,
}) => {
  // The longest journey of the suite (a booking with three kinds of line, two payments, an
  // agent payment and its void): about 25 s alone, past the 30 s budget beside another worker.
  test.slow();
  // A manager: deleting an agent payment voids it, which needs one.
  const user = await createUser({ role: 'manager', name: 'Ops Olivia', permissions: TOURISM_KEYS });
  const api = await apiAs(page, user);
  const stamp = Date.now() % 1_000_000;
  const agent = await api(agentEndpoints.create, {
    body: anAgent({
      name: `Falcon DMC ${stamp}`,
      primary_mobile: '+971 50 000 0000',
      primary_email: `falcon${stamp}@agents.example`,
      commission_rate: '10',
    }),
  });
  await signInAs(page, user);

  await page.goto('/bookings');
  await expect(page.getByRole('heading', { name: 'Bookings / Files' })).toBeVisible();
  for (const label of ['Total Bookings', 'Total Sale', 'Total Net Profit', 'Balance Due'])
    // In the cards of the page, not the Balance filter's options.
    await expect(page.locator('#main').getByText(label, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'New Booking' }).click();
  await expect(page).toHaveURL(/\/bookings\/create$/);

  const guest = `Guest ${stamp}`;
  await page.getByLabel('Guest Name').fill(guest);
  await page.getByLabel('Guest Email').fill(`guest${stamp}@mail.example`);
  await page.getByLabel('Adults').first().fill('2');
  await page.getByLabel('Destination').fill('Dubai');
  await page.getByLabel('Sale Amount').fill('1000');
  await page.getByLabel('Purchase Amount').fill('700');
  await page.getByRole('combobox', { name: 'Agent', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(agent.name) }).click();
  await expect(page.getByLabel('Agent Commission Rate (%)')).toHaveValue('10.00');
  await expect(page.getByLabel('Figures preview')).toContainText('AED 200.00'); // net profit 300 - 100

  await page.getByRole('tab', { name: 'Hotels (0)' }).click();
  for (const [i, hotel] of ['Rove Downtown', 'Atlantis The Palm'].entries()) {
    await page.getByRole('button', { name: 'Add Hotel' }).click();
    await page.getByLabel('Hotel Name').nth(i).fill(hotel);
    await page
      .getByLabel('Check-in')
      .nth(i)
      .fill(i ? '2026-12-13' : '2026-12-10');
    await page
      .getByLabel('Check-out')
      .nth(i)
      .fill(i ? '2026-12-15' : '2026-12-13');
  }
  await expect(page.getByLabel('Nights').first()).toHaveValue('3');
  await page.getByRole('tab', { name: 'Tours (0)' }).click();
  await page.getByRole('button', { name: 'Add Tour / Service' }).click();
  await page.getByLabel('Service Name').fill('Desert Safari');
  await expect(page.getByLabel('Adults')).toHaveValue('2'); // from the booking totals
  await page.getByRole('tab', { name: 'Flights (0)' }).click();
  await page.getByRole('button', { name: 'Add Flight' }).click();
  await page.getByLabel('Airline').fill('Emirates');
  await page.getByLabel('Flight Number').fill('EK 501');
  await expect(page.getByRole('tab', { name: 'Hotels (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText('Booking created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);

  await page.getByPlaceholder(/Search file number/).fill(guest);
  await expect(page).toHaveURL(/search=/); // the list has applied the search
  await page
    .getByRole('row', { name: new RegExp(guest) })
    .getByRole('link', { name: /^View/ })
    .click();
  await expect(page.getByLabel('Accommodations')).toContainText('Atlantis The Palm');
  await expect(page.getByLabel('Tours / Services')).toContainText('Desert Safari');
  await expect(page.getByLabel('Flight Details')).toContainText('EK 501');
  await expect(page.getByLabel('Financial Summary')).toContainText('After Commission');
  await expect(page.getByText('No payments yet')).toBeVisible();

  // One payer (decision 043): the agent owes the sale less its 10% commission, 900. The guest
  // pays half of it at the desk, on the agent's behalf.
  const history = page.getByLabel('Payment History');
  await history.getByRole('button', { name: 'Add Payment' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Payment' });
  await expect(dialog.getByLabel('Transaction Reference')).toHaveAttribute(
    'placeholder',
    'Transaction ID / Cheque Number',
  );
  await dialog.getByLabel('Amount').fill('450');
  await dialog.getByRole('button', { name: 'Add Payment' }).click();
  await expect(page.getByText('Payment added successfully!')).toBeVisible();
  await expect(history.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByText('Partial', { exact: true }).first()).toBeVisible();

  // An agent payment, prefilled with what the agent still owes (900 less the guest's 450),
  // then deleted.
  const settlement = page.getByLabel('Agent Settlement (B2B)');
  await expect(settlement).toContainText('Paid by Guest');
  await settlement.getByRole('button', { name: 'Record Agent Payment' }).click();
  const agentDialog = page.getByRole('dialog', { name: 'Record Agent Payment' });
  await expect(agentDialog.getByLabel('Amount')).toHaveValue('450.00');
  await agentDialog.getByLabel('Amount').fill('250');
  await agentDialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(agentDialog.getByText('Agent payment recorded successfully!')).toBeVisible();
  await expect(agentDialog).toBeHidden({ timeout: 4000 }); // closes by itself after 1.5 s
  await expect(settlement).toContainText('AED 200.00');
  await settlement.getByRole('button', { name: /Delete agent payment/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Payment' });
  await expect(confirm).toContainText('Are you sure you want to delete this payment?');
  await confirm.getByLabel('Reason').fill('Paid to the wrong agent');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Payment deleted successfully')).toBeVisible();
  // Kept, struck through, with who and why; the agent owes 450 again.
  await expect(settlement.getByTestId('agent-payment')).toHaveAttribute('data-voided', 'true');
  await expect(settlement).toContainText('by Ops Olivia');
  await expect(settlement).toContainText('Paid to the wrong agent');
  await expect(settlement).toContainText('AED 450.00');

  // The guest pays the rest: the file is paid in full, and nothing more can be added.
  await history.getByRole('button', { name: 'Add Payment' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Payment' });
  await dialog.getByLabel('Amount').fill('450');
  await dialog.getByRole('button', { name: 'Add Payment' }).click();
  await expect(history.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(history.getByText('100% paid')).toBeVisible();
  await expect(history.getByRole('button', { name: 'Add Payment' })).toHaveCount(0);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
});
