import { okEnvelope } from '../common/envelope.ts';
import { tcsRegisterQuery, tcsRegisterSchema } from '../tcs.ts';
import { endpoint } from './define.ts';

// TCS collected on overseas tour packages (decision 057): read by the books' people.
export const tcsEndpoints = {
  /**
   * A financial-year quarter's receipts that carried TCS (Form 27EQ's annexure), each buyer's
   * quarter (Form 27D) and the TCS Payable account's movement for the same receipts.
   */
  register: endpoint({
    method: 'GET',
    path: '/tcs/register',
    summary: "A quarter's TCS register and its buyers' certificates",
    access: 'view_books',
    query: tcsRegisterQuery,
    response: { 200: okEnvelope(tcsRegisterSchema) },
  }),
};
