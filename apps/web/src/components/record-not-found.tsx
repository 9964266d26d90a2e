import { paths } from '../lib/paths.ts';
import { RecordNotFound } from './states.tsx';

/**
 * What a record's pages show for a junk id or a record the server lacks: its detail page and
 * its edit page (and the pages beside them) show the same. Kept here, not in the detail page,
 * so an edit page does not load the detail page's code to say "not found".
 */
export const bookingNotFound = (
  <RecordNotFound title="Booking not found" list={paths.bookings} backLabel="Back to Bookings" />
);
export const agentNotFound = (
  <RecordNotFound title="Agent not found" list={paths.agents} backLabel="Back to Agents" />
);
export const supplierNotFound = (
  <RecordNotFound title="Supplier not found" list={paths.suppliers} backLabel="Back to Suppliers" />
);
export const enquiryNotFound = (
  <RecordNotFound title="Enquiry not found" list={paths.enquiries} backLabel="Back to Enquiries" />
);
export const staffNotFound = (
  <RecordNotFound title="Staff not found" list={paths.staff} backLabel="Back" />
);
export const transactionNotFound = (
  <RecordNotFound
    title="Transaction not found"
    list={paths.transactions}
    backLabel="Back to Transactions"
  />
);
export const driverNotFound = (
  <RecordNotFound title="Driver not found" list={paths.drivers} backLabel="Back to Drivers" />
);
