import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import {
  clashCheckInput,
  clashCheckResultSchema,
  driverInput,
  driverListQuery,
  driverSchema,
  dutySheetEmailInput,
  dutySheetQuery,
  dutySheetSchema,
} from '../drivers.ts';
import { DOCUMENT_ACCESS } from '../document-access.ts';
import { dayPlanAccess } from './day-plans.ts';
import { endpoint } from './define.ts';
import { queuedAnswer } from './outbox.ts';
import { recordEndpoints } from './record.ts';
import { pdfFile } from './vouchers.ts';

// Drivers belong to the day plans: the same keys guard them.
export const driverEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/drivers',
    summary: 'List drivers, a page at a time',
    access: 'view_day_plans',
    query: driverListQuery,
    response: { 200: okEnvelope(z.array(driverSchema)) },
  }),
  ...recordEndpoints({
    path: '/drivers',
    noun: { one: 'a driver', many: 'drivers' },
    access: dayPlanAccess,
    record: driverSchema,
    create: driverInput,
    update: driverInput,
  }),
  // A read with a body: the proposed services (the form's, or the lines picked to schedule).
  clashCheck: endpoint({
    method: 'POST',
    path: '/day-plans/clash-check',
    summary: "Check a service's driver and vehicle for clashes",
    access: 'view_day_plans',
    tag: 'drivers',
    body: clashCheckInput,
    response: { 200: okEnvelope(z.array(clashCheckResultSchema)) },
  }),
  dutySheet: endpoint({
    method: 'GET',
    path: '/drivers/:id/duty-sheet',
    summary: "Read a driver's duty sheet for a day",
    access: DOCUMENT_ACCESS.duty_sheet.read,
    params: idParams,
    query: dutySheetQuery,
    response: { 200: okEnvelope(dutySheetSchema) },
  }),
  dutySheetPdf: endpoint({
    method: 'GET',
    path: '/drivers/:id/duty-sheet/pdf',
    summary: "Download a driver's duty sheet as a PDF",
    access: DOCUMENT_ACCESS.duty_sheet.read,
    params: idParams,
    query: dutySheetQuery,
    produces: 'application/pdf',
    response: { 200: pdfFile("The driver's duty sheet for the day") },
  }),
  // "Send to driver": queued (202) to the driver's email unless another is given; the mail
  // carries the sheet, so it takes the day plans' read key as well as their edit key.
  dutySheetEmail: endpoint({
    method: 'POST',
    path: '/drivers/:id/duty-sheet/email',
    summary: "Email a driver's duty sheet (queued in the outbox)",
    access: DOCUMENT_ACCESS.duty_sheet.send,
    params: idParams,
    body: dutySheetEmailInput,
    response: { 202: queuedAnswer },
  }),
};
