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
import { supplierEndpoints } from './suppliers.ts';
import { supplierPaymentEndpoints } from './supplier-payments.ts';
import { taxRateEndpoints } from './tax.ts';
import { taxDocumentEndpoints } from './tax-documents.ts';
import { refundEndpoints } from './refunds.ts';
import { authEndpoints } from './auth.ts';
import { auditEndpoints } from './audit.ts';
import { dashboardEndpoints } from './dashboard.ts';
import type { CatalogueOf, EndpointSpec } from './define.ts';
import { outboxEndpoints } from './outbox.ts';
import { staffEndpoints } from './staff.ts';
import { enquiryEndpoints } from './enquiries.ts';
import { transactionEndpoints } from './transactions.ts';
import { exportEndpoints, paymentEndpoints } from './exports.ts';
import { reportEndpoints } from './reports.ts';
import { ledgerEndpoints } from './ledger.ts';
import { currencyEndpoints, exchangeRateEndpoints } from './currencies.ts';
import { systemEndpoints } from './system.ts';
import { serviceOrderEndpoints } from './service-orders.ts';
import { taxProfileEndpoints } from './tax-profile.ts';
import { tcsEndpoints } from './tcs.ts';
import { gstReturnEndpoints } from './gst-returns.ts';

export * from './define.ts';
export { accountEndpoints, branchEndpoints, categoryEndpoints };
export { dashboardEndpoints };
export { auditEndpoints };
export { outboxEndpoints };
export { authEndpoints };
export { staffEndpoints };
export { enquiryEndpoints };
export { agentEndpoints };
export { supplierEndpoints, supplierPaymentEndpoints, taxRateEndpoints, taxDocumentEndpoints };
export { refundEndpoints };
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
export { ledgerEndpoints };
export { currencyEndpoints, exchangeRateEndpoints };
export { systemEndpoints };
export { serviceOrderEndpoints };
export { taxProfileEndpoints };
export { tcsEndpoints };
export { gstReturnEndpoints };

/**
 * Every catalogued endpoint, by feature and name: `bookings.create` is an endpoint's stable
 * key (its OpenAPI `operationId`). A feature converted to the catalogue adds its object here;
 * the API's catalogue test then expects all of its routes to be registered from it.
 */
export const features = {
  branches: branchEndpoints,
  categories: categoryEndpoints,
  accounts: accountEndpoints,
  bookings: bookingEndpoints,
  receipts: receiptEndpoints,
  vouchers: voucherEndpoints,
  today: todayEndpoints,
  search: searchEndpoints,
  drivers: driverEndpoints,
  dayPlans: dayPlanEndpoints,
  trips: tripEndpoints,
  transactions: transactionEndpoints,
  agents: agentEndpoints,
  suppliers: supplierEndpoints,
  supplierPayments: supplierPaymentEndpoints,
  taxRates: taxRateEndpoints,
  taxDocuments: taxDocumentEndpoints,
  refunds: refundEndpoints,
  enquiries: enquiryEndpoints,
  staff: staffEndpoints,
  session: authEndpoints,
  outbox: outboxEndpoints,
  audit: auditEndpoints,
  dashboard: dashboardEndpoints,
  reports: reportEndpoints,
  ledger: ledgerEndpoints,
  currencies: currencyEndpoints,
  exchangeRates: exchangeRateEndpoints,
  exports: exportEndpoints,
  payments: paymentEndpoints,
  system: systemEndpoints,
  serviceOrders: serviceOrderEndpoints,
  taxProfile: taxProfileEndpoints,
  tcs: tcsEndpoints,
  gstReturns: gstReturnEndpoints,
};
type Features = typeof features;
type Endpoints = { [F in keyof Features]: Features[F][keyof Features[F]] }[keyof Features];

/** Every catalogued endpoint, in the order of `features`. */
export const catalogue: Endpoints[] = Object.values(features).flatMap((f) =>
  Object.values<Endpoints>(f),
);

/** Each endpoint's key, `<feature>.<name>` (`bookings.create`), by its declaration. */
const keys = new Map<EndpointSpec, string>(
  Object.entries(features).flatMap(([feature, endpoints]) =>
    Object.entries(endpoints).map(([name, e]: [string, EndpointSpec]) => [e, `${feature}.${name}`]),
  ),
);
/** An endpoint's key (`bookings.create`); undefined for an endpoint outside the catalogue. */
export const endpointKey = (e: EndpointSpec): string | undefined => keys.get(e);

/** The web's view: `'GET /branches/:id'` → its endpoint (import it with `import type`). */
export type Catalogue = CatalogueOf<typeof catalogue>;
