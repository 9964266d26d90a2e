import {
  accountEndpoints,
  agentEndpoints,
  supplierEndpoints,
  bookingEndpoints,
  branchEndpoints,
  categoryEndpoints,
  dayPlanEndpoints,
  driverEndpoints,
  enquiryEndpoints,
  ledgerEndpoints,
  staffEndpoints,
  transactionEndpoints,
  voucherEndpoints,
} from '@app/contract';
import {
  aBooking,
  aDayPlan,
  aStaffMember,
  aTransaction,
  anAccount,
  anAgent,
  anEnquiry,
  branchBody,
} from './factories.ts';
import type { apiAs } from './fixtures.ts';
import type { ScreenIds } from '../apps/web/test/screens.ts';

type Api = Awaited<ReturnType<typeof apiAs>>;

/** The day of the plan made below: the day plans list opens on it. */
export const EVERY_RECORD_PLAN_DATE = '2031-06-01';

/**
 * One record of every kind behind an id route of the app, made through the API as the caller
 * (an admin), each named with `tag`: the set-up of the sweeps that open every route (axe on
 * every screen, junk in every detail route's query). The booking has an agent, a hotel and a
 * guest email (its voucher can be queued: the Outbox's message page).
 */
export async function everyRecord(api: Api, tag: string) {
  const agent = await api(agentEndpoints.create, {
    body: anAgent({
      name: `${tag} Agent`,
      primary_mobile: '+91 98000 00001',
      primary_email: 'a@b.co',
    }),
  });
  const supplier = await api(supplierEndpoints.create, {
    body: {
      name: `${tag} Supplier`,
      kind: 'hotel',
      payment_terms: 'before_check_in',
      payment_days: 7,
    },
  });
  const enquiry = await api(enquiryEndpoints.create, {
    body: anEnquiry({
      customer_name: `${tag} Guest`,
      customer_email: 'c@d.co',
      customer_mobile: '+91 98000 00001',
    }),
  });
  const b2b = await api(enquiryEndpoints.create, {
    body: { enquiry_type: 'agent', agent_id: agent.id },
  });
  const booking = await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `${tag} Guest`,
      guest_email: 'g@h.co',
      agent_id: agent.id,
      sale_amount: '100',
      purchase_amount: '50',
      accommodations: [
        { hotel_name: 'H', check_in_date: '2026-12-01', check_out_date: '2026-12-02' },
      ],
    }),
  });
  const account = await api(accountEndpoints.create, {
    // An opening balance posts an entry: the books' entry page has one to open.
    body: anAccount({ name: `${tag} Acc`, code: tag, type: 'asset', opening_balance: 100 }),
  });
  const category = await api(categoryEndpoints.create, { body: { name: `${tag} Cat` } });
  const transaction = await api(transactionEndpoints.create, {
    body: aTransaction({
      type: 'income',
      transaction_date: '2026-11-01',
      account_id: account.id,
      category_id: category.id,
      amount: '1',
      description: 'd',
    }),
  });
  const plan = await api(dayPlanEndpoints.create, {
    body: aDayPlan({
      plan_date: EVERY_RECORD_PLAN_DATE,
      guest_name: 'G',
      service_description: 'S',
    }),
  });
  const driver = await api(driverEndpoints.create, { body: { name: `${tag} Driver` } });
  // A queued voucher email, for the Outbox and its message page.
  const mail = await api(voucherEndpoints.email, { params: { id: booking.id }, body: {} });
  const branch = await api(branchEndpoints.create, { body: branchBody(tag, `${tag} Br`) });
  const staff = await api(staffEndpoints.create, {
    body: aStaffMember({
      name: `${tag} Staff`,
      email: `${tag.toLowerCase()}@staff.example`,
      password: 'Every-record-2026',
      password_confirmation: 'Every-record-2026',
      employee_id: tag,
      position: 'Clerk',
      phone: '+91 98000 00001',
      date_of_joining: '2026-01-05',
      branch_id: branch.id,
      address: 'a',
      city: 'c',
      state: 's',
      country: 'x',
      postal_code: '1',
    }),
  });
  // The newest journal entry (the account's opening, or later): the books' entry page.
  const [entry] = await api(ledgerEndpoints.entries, { query: { page: 1, per_page: 1 } });
  return {
    entry: entry ?? null,
    agent,
    supplier,
    enquiry,
    b2b,
    booking,
    account,
    category,
    transaction,
    plan,
    driver,
    mail,
    branch,
    staff,
  };
}

export type EveryRecord = Awaited<ReturnType<typeof everyRecord>>;

/** The records' ids as the screens table names them (apps/web/test/screens.ts). */
export const screenIds = (r: EveryRecord): ScreenIds => ({
  branch: r.branch.id,
  staff: r.staff.id,
  mail: r.mail.id,
  account: r.account.id,
  category: r.category.id,
  transaction: r.transaction.id,
  agent: r.agent.id,
  supplier: r.supplier.id,
  enquiry: r.enquiry.id,
  b2b: r.b2b.id,
  booking: r.booking.id,
  plan: r.plan.id,
  driver: r.driver.id,
  planDate: EVERY_RECORD_PLAN_DATE,
  // No entry yet in an empty ledger: the entry page's not-found state is swept instead.
  entry: r.entry?.id ?? 999999,
});
