import { expect, test } from '@playwright/test';
import { apiAs, roleUser, signedInAs } from '../fixtures.ts';
import {
  accountEndpoints,
  agentEndpoints,
  bookingEndpoints,
  branchEndpoints,
  categoryEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
  transactionEndpoints,
} from '@app/contract';
import {
  aBooking,
  aDayPlan,
  aTransaction,
  anAccount,
  anAgent,
  anEnquiry,
  branchBody,
} from '../factories.ts';

// A user of the role with no particular permissions: the run's admin, signed in once.
test.use({ storageState: signedInAs('admin') });

// Stored text that would run as script if any screen rendered it as HTML.
const HOSTILE = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;

test('hostile text stored in free-text fields shows as text on every screen that displays it', async ({
  page,
}) => {
  const admin = roleUser('admin');
  const api = await apiAs(page, admin);
  const tag = `X${Date.now() % 100000}`;
  const branch = await api(branchEndpoints.create, {
    body: branchBody(tag, `${tag} ${HOSTILE}`, { address: HOSTILE, additional_notes: HOSTILE }),
  });
  const agent = await api(agentEndpoints.create, {
    body: anAgent({
      name: `${tag} ${HOSTILE}`,
      primary_mobile: '+91 98000 00001',
      primary_email: 'a@b.co',
      notes: HOSTILE,
    }),
  });
  const enquiry = await api(enquiryEndpoints.create, {
    body: anEnquiry({
      customer_name: `${tag} ${HOSTILE}`,
      customer_email: 'c@d.co',
      customer_mobile: '+91 98000 00001',
      special_requirements: HOSTILE,
      initial_message: HOSTILE,
    }),
  });
  const booking = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `${tag} ${HOSTILE}`,
      sale_amount: '10',
      purchase_amount: '5',
      special_notes: HOSTILE,
      accommodations: [
        { hotel_name: HOSTILE, check_in_date: '2026-12-01', check_out_date: '2026-12-02' },
      ],
    }),
  });
  const plan = await api(dayPlanEndpoints.create, {
    body: aDayPlan({
      plan_date: '2031-05-05',
      guest_name: `${tag} ${HOSTILE}`,
      service_description: HOSTILE,
    }),
  });
  const account = await api(accountEndpoints.create, {
    body: anAccount({
      name: `${tag} ${HOSTILE}`,
      code: `${tag}`,
      type: 'asset',
      opening_balance: 0,
      description: HOSTILE,
    }),
  });
  const category = await api(categoryEndpoints.create, {
    body: {
      name: `${tag} ${HOSTILE}`,
    },
  });
  const tx = await api(transactionEndpoints.create, {
    body: aTransaction({
      type: 'income',
      transaction_date: '2026-11-01',
      account_id: account.id,
      category_id: category.id,
      amount: '1',
      description: HOSTILE,
      notes: HOSTILE,
    }),
  });
  void branch;
  void plan;

  const screens = [
    `/branches?search=${tag}`,
    `/agents?search=${tag}`,
    `/agents/${agent.id}`,
    `/enquiries?search=${tag}`,
    `/enquiries/${enquiry.id}`,
    `/bookings?search=${tag}`,
    `/bookings/${booking.id}`,
    '/day-plans?date=2031-05-05',
    `/accounts?search=${tag}`,
    `/accounts/${account.id}`,
    `/transactions/${tx.id}`,
    `/transaction-categories?search=${tag}`,
  ];
  for (const url of screens) {
    await page.goto(url);
    await expect(page.getByText(HOSTILE).filter({ visible: true }).first(), url).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
      url,
    ).toBeUndefined();
  }
});
