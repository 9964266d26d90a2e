import { randomBytes } from 'node:crypto';
import type {
  AccountInput,
  AgentInput,
  AgentPaymentInput,
  BookingCreateInput,
  BookingPaymentInput,
  BranchInput,
  DayPlanInput,
  DirectEnquiryInput,
  DriverInput,
  StaffCreateInput,
  transactionEndpoints,
} from '@app/contract';
import type { BodyOf } from './fixtures.ts';

/*
 * The records browser tests make through the API, each built on the contract's input type:
 * the required fields filled, the test's own values on top. A field the API comes to require
 * is added here once, not in every spec.
 */

const uid = () => randomBytes(3).toString('hex');

export const aBooking = (o: Partial<BookingCreateInput> = {}): BookingCreateInput => ({
  guest_name: `E2E Guest ${uid()}`,
  sale_amount: '1000',
  purchase_amount: '700',
  ...o,
});

/** A direct (walk-in) enquiry; an agent's enquiry names its agent instead of a customer. */
export const anEnquiry = (o: Partial<DirectEnquiryInput> = {}): DirectEnquiryInput => ({
  customer_name: `E2E Caller ${uid()}`,
  customer_email: 'c@d.co',
  customer_mobile: '+91 98000 00001',
  ...o,
});

export const aDayPlan = (o: Partial<DayPlanInput> = {}): DayPlanInput => ({
  plan_date: '2033-05-05',
  guest_name: `E2E Guest ${uid()}`,
  service_description: 'Transfer',
  ...o,
});

type TransactionBody = BodyOf<typeof transactionEndpoints.create>;
/** A transaction needs its account and category, which each test makes for itself. */
export const aTransaction = (
  o: Pick<TransactionBody, 'account_id' | 'category_id'> & Partial<TransactionBody>,
): TransactionBody => ({
  type: 'expense',
  transaction_date: '2026-11-02',
  amount: '5.00',
  description: `E2E ${uid()}`,
  ...o,
});

export const aStaffMember = (o: Partial<StaffCreateInput> = {}): StaffCreateInput => {
  const tag = uid();
  return {
    name: `E2E Staff ${tag}`,
    email: `staff-${tag}@staff.example`,
    password: 'Staff-pass-2026',
    password_confirmation: 'Staff-pass-2026',
    employee_id: `E2E-${tag}`,
    position: 'Clerk',
    phone: '+91 98000 00001',
    date_of_joining: '2026-01-05',
    address: 'x',
    city: 'x',
    state: 'x',
    country: 'x',
    postal_code: '1',
    ...o,
  };
};

export const anAgent = (o: Partial<AgentInput> = {}): AgentInput => ({
  name: `E2E Agent ${uid()}`,
  primary_mobile: '+91 98000 00001',
  primary_email: 'a@b.co',
  ...o,
});

export const anAccount = (o: Partial<AccountInput> = {}): AccountInput => {
  const tag = uid();
  return { name: `E2E Account ${tag}`, code: tag, type: 'asset', opening_balance: 0, ...o };
};

export const aDriver = (o: Partial<DriverInput> = {}): DriverInput => ({
  name: `E2E Driver ${uid()}`,
  mobile: '+971 50 000 0000',
  ...o,
});

/** A customer's payment on a booking. */
export const aPayment = (o: Partial<BookingPaymentInput> = {}): BookingPaymentInput => ({
  payment_date: '2026-11-01',
  payment_method: 'bank_transfer',
  amount: '100',
  ...o,
});

/** A payment to the booking's agent. */
export const anAgentPayment = (o: Partial<AgentPaymentInput> = {}): AgentPaymentInput => ({
  payment_date: '2026-11-01',
  amount: '100',
  ...o,
});

/** A branch the API accepts: the required fields filled, `o` on top. */
export const branchBody = (
  code: string,
  name: string,
  o: Partial<BranchInput> = {},
): BranchInput => ({
  code,
  name,
  phone: '+91 98000 00001',
  email: 'a@b.co',
  address: 'x',
  city: 'x',
  state: 'x',
  country: 'x',
  postal_code: '1',
  ...o,
});
