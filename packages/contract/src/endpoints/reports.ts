import { okEnvelope } from '../common/envelope.ts';
import { exportFormat } from '../exports.ts';
import type { z } from 'zod';
import type { ReportName } from '../reports.ts';
import {
  cashReportSchema,
  payablesAgeingReportSchema,
  payablesReportSchema,
  receivablesReportSchema,
  reportQuery,
  salesReportSchema,
  serviceMarginReportSchema,
  supplierMarginReportSchema,
  topReportSchema,
  topSuppliersReportSchema,
  gstSummaryReportSchema,
  unconfirmedServicesReportSchema,
} from '../reports.ts';
import { endpoint } from './define.ts';
import { EXPORT_MEDIA_TYPES, exportFile } from './exports.ts';

// Every manager holds view_reports (migration 0025); admins pass every rule.
const access = 'view_reports';

/** A report's name in words: 'agent payables'. */
const words = (name: ReportName) => name.replace(/-/g, ' ');

/** `GET /reports/<name>`: the report, its period's rules checked by its query. */
const read = <const N extends ReportName, S extends z.ZodType>(name: N, data: S) =>
  endpoint({
    method: 'GET',
    path: `/reports/${name}`,
    access,
    summary: `Read the ${words(name)} report for a period`,
    query: reportQuery(name),
    response: { 200: okEnvelope(data) },
  });

/** `GET /reports/<name>/export?format=csv|xlsx`: its table (every agent, not a page). */
const file = <const N extends ReportName>(name: N) =>
  endpoint({
    method: 'GET',
    path: `/reports/${name}/export`,
    access,
    summary: `Download the ${words(name)} report's table as CSV or XLSX`,
    query: reportQuery(name, { format: exportFormat }),
    produces: EXPORT_MEDIA_TYPES,
    response: { 200: exportFile(`The ${name} report's table`) },
  });

export const reportEndpoints = {
  sales: read('sales', salesReportSchema),
  salesExport: file('sales'),
  receivables: read('receivables', receivablesReportSchema),
  receivablesExport: file('receivables'),
  agentPayables: read('agent-payables', payablesReportSchema),
  agentPayablesExport: file('agent-payables'),
  topDestinations: read('top-destinations', topReportSchema),
  topDestinationsExport: file('top-destinations'),
  topAgents: read('top-agents', topReportSchema),
  topAgentsExport: file('top-agents'),
  cash: read('cash', cashReportSchema),
  cashExport: file('cash'),
  supplierMargin: read('supplier-margin', supplierMarginReportSchema),
  supplierMarginExport: file('supplier-margin'),
  serviceMargin: read('service-margin', serviceMarginReportSchema),
  serviceMarginExport: file('service-margin'),
  topSuppliers: read('top-suppliers', topSuppliersReportSchema),
  topSuppliersExport: file('top-suppliers'),
  unconfirmedServices: read('unconfirmed-services', unconfirmedServicesReportSchema),
  unconfirmedServicesExport: file('unconfirmed-services'),
  payablesAgeing: read('payables-ageing', payablesAgeingReportSchema),
  payablesAgeingExport: file('payables-ageing'),
  gstSummary: read('gst-summary', gstSummaryReportSchema),
  gstSummaryExport: file('gst-summary'),
};

/** A report's read and export endpoints by its name. */
export const REPORT_ENDPOINTS = {
  sales: [reportEndpoints.sales, reportEndpoints.salesExport],
  receivables: [reportEndpoints.receivables, reportEndpoints.receivablesExport],
  'agent-payables': [reportEndpoints.agentPayables, reportEndpoints.agentPayablesExport],
  'top-destinations': [reportEndpoints.topDestinations, reportEndpoints.topDestinationsExport],
  'top-agents': [reportEndpoints.topAgents, reportEndpoints.topAgentsExport],
  cash: [reportEndpoints.cash, reportEndpoints.cashExport],
  'supplier-margin': [reportEndpoints.supplierMargin, reportEndpoints.supplierMarginExport],
  'service-margin': [reportEndpoints.serviceMargin, reportEndpoints.serviceMarginExport],
  'top-suppliers': [reportEndpoints.topSuppliers, reportEndpoints.topSuppliersExport],
  'unconfirmed-services': [
    reportEndpoints.unconfirmedServices,
    reportEndpoints.unconfirmedServicesExport,
  ],
  'payables-ageing': [reportEndpoints.payablesAgeing, reportEndpoints.payablesAgeingExport],
  'gst-summary': [reportEndpoints.gstSummary, reportEndpoints.gstSummaryExport],
} as const;
