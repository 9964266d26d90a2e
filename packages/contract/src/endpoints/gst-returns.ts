import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { gstr1CsvQuery, gstr1JsonSchema, gstr1Query, gstr1SummarySchema } from '../gst-returns.ts';
import { endpoint } from './define.ts';

// GSTR-1 from the tax documents issued in a month or a quarter (decision 053): read by the
// books' people.
export const gstReturnEndpoints = {
  /**
   * Each section's count, taxable value and tax for the period, and the CGST/SGST/IGST Output
   * accounts' movement in the books for the same days, which the sections' tax must equal.
   */
  summary: endpoint({
    method: 'GET',
    path: '/gst-returns/gstr1',
    summary: "A month's or quarter's GSTR-1 at a glance, beside the books",
    access: 'view_books',
    query: gstr1Query,
    response: { 200: okEnvelope(gstr1SummarySchema) },
  }),
  /** One section as a CSV in the columns of the GSTN offline tool's template. */
  csv: endpoint({
    method: 'GET',
    path: '/gst-returns/gstr1/csv',
    summary: "Download a GSTR-1 section as the offline tool's CSV",
    access: 'view_books',
    query: gstr1CsvQuery,
    produces: 'text/csv',
    response: {
      200: z
        .string()
        .describe(
          "The section's rows under the offline tool's header row (text/csv, an attachment).",
        ),
    },
  }),
  /** The whole return in GSTN's GSTR-1 JSON, an attachment to upload. */
  json: endpoint({
    method: 'GET',
    path: '/gst-returns/gstr1/json',
    summary: "Download the period's GSTR-1 as GSTN's JSON",
    access: 'view_books',
    query: gstr1Query,
    produces: 'application/json',
    response: { 200: gstr1JsonSchema },
  }),
};
