import { accountEndpoints } from './accounts.ts';
import { bookingEndpoints } from './bookings.ts';
import { branchEndpoints } from './branches.ts';
import { categoryEndpoints } from './categories.ts';
import { searchEndpoints } from './search.ts';
import { todayEndpoints } from './today.ts';
import { driverEndpoints } from './drivers.ts';
import { dayPlanEndpoints } from './day-plans.ts';
import { tripEndpoints } from './trips.ts';
import { receiptEndpoints } from './receipts.ts';
import { voucherEndpoints } from './vouchers.ts';
import { agentEndpoints } from './agents.ts';
import { authEndpoints } from './auth.ts';
import { auditEndpoints } from './audit.ts';
import { dashboardEndpoints } from './dashboard.ts';
import type { CatalogueOf } from './define.ts';
import { outboxEndpoints } from './outbox.ts';
import { staffEndpoints } from './staff.ts';
import { enquiryEndpoints } from './enquiries.ts';
import { transactionEndpoints } from './transactions.ts';
import { exportEndpoints, paymentEndpoints } from './exports.ts';
import { reportEndpoints } from './reports.ts';
import { systemEndpoints } from './system.ts';

export * from './define.ts';
export { accountEndpoints, branchEndpoints, categoryEndpoints };
export { dashboardEndpoints };
export { auditEndpoints };
export { outboxEndpoints };
export { authEndpoints };
export { staffEndpoints };
export { enquiryEndpoints };
export { agentEndpoints };
export { bookingEndpoints, bookingDetailSchema } from './bookings.ts';
export type { BookingDetail } from './bookings.ts';
export { receiptEndpoints, voucherEndpoints };
export { searchEndpoints, todayEndpoints };
export { driverEndpoints };
export { dayPlanEndpoints };
export { tripEndpoints };
export { pdfFile, previewEndpoints, previewLinkSchema } from './vouchers.ts';
export { transactionEndpoints };
export { exportEndpoints, exportFile, paymentEndpoints } from './exports.ts';
export { REPORT_ENDPOINTS, reportEndpoints } from './reports.ts';
export { systemEndpoints };

/**
 * Every catalogued endpoint. A feature converted to the catalogue adds its object here; the
 * API's catalogue test then expects all of its routes to be registered from it.
 */
export const catalogue = [
  ...Object.values(branchEndpoints),
  ...Object.values(categoryEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(bookingEndpoints),
  ...Object.values(receiptEndpoints),
  ...Object.values(voucherEndpoints),
  ...Object.values(todayEndpoints),
  ...Object.values(searchEndpoints),
  ...Object.values(driverEndpoints),
  ...Object.values(dayPlanEndpoints),
  ...Object.values(tripEndpoints),
  ...Object.values(transactionEndpoints),
  ...Object.values(agentEndpoints),
  ...Object.values(enquiryEndpoints),
  ...Object.values(staffEndpoints),
  ...Object.values(authEndpoints),
  ...Object.values(outboxEndpoints),
  ...Object.values(auditEndpoints),
  ...Object.values(dashboardEndpoints),
  ...Object.values(reportEndpoints),
  ...Object.values(exportEndpoints),
  ...Object.values(paymentEndpoints),
  ...Object.values(systemEndpoints),
];

/** The web's view: `'GET /branches/:id'` → its endpoint (import it with `import type`). */
export type Catalogue = CatalogueOf<typeof catalogue>;
