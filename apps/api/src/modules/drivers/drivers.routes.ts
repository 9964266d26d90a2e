import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clashCheckInput,
  DRIVER_OK,
  DRIVER_SERVER,
  driverInput,
  driverListQuery,
  dutySheetEmailInput,
  dutySheetQuery,
  idParams,
  todayIn,
} from '@app/contract';
import { fieldError } from '../../lib/app-error.ts';
import { actorOf } from '../../lib/audit.ts';
import { queueMail } from '../outbox/outbox.ts';
import { createdOnce } from '../../lib/idempotency.ts';
import { currentUser } from '../../plugins/auth.ts';
import { documentTools, sendPdf, spendEmailAllowance } from '../vouchers/document-tools.ts';
import { renderVoucherHtml } from '../vouchers/voucher-html.ts';
import { AGENCY } from '../vouchers/voucher-model.ts';
import { EMAILS_PER_HOUR } from '../vouchers/vouchers.routes.ts';
import { checkClashes } from './clash-check.ts';
import {
  createDriver,
  deleteDriver,
  getDriver,
  listDrivers,
  updateDriver,
} from './drivers.service.ts';
import { dutySheet, dutySheetDoc } from './duty-sheet.ts';

// Drivers belong to the day plans: the same keys guard them (decisions section 4).
const tags = ['drivers'];

export const driverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/drivers',
    { config: { access: 'view_day_plans' }, schema: { tags, querystring: driverListQuery } },
    async (req) => ({ success: true, data: await listDrivers(app.db, req.query) }),
  );

  app.get(
    '/drivers/:id',
    { config: { access: 'view_day_plans' }, schema: { tags, params: idParams } },
    async (req) => ({ success: true, data: await getDriver(app.db, req.params.id) }),
  );

  app.post(
    '/drivers',
    { config: { access: 'create_day_plans' }, schema: { tags, body: driverInput } },
    (req, reply) =>
      createdOnce(app.db, req, reply, DRIVER_OK.created, (db) =>
        createDriver(db, currentUser(req).id, req.body, actorOf(req)),
      ),
  );

  app.put(
    '/drivers/:id',
    {
      config: { access: 'edit_day_plans' },
      schema: { tags, params: idParams, body: driverInput },
    },
    async (req) => ({
      success: true,
      message: DRIVER_OK.updated,
      data: await updateDriver(app.db, req.params.id, req.body, actorOf(req)),
    }),
  );

  app.delete(
    '/drivers/:id',
    { config: { access: 'delete_day_plans' }, schema: { tags, params: idParams } },
    async (req) => {
      await deleteDriver(app.db, req.params.id, actorOf(req));
      return { success: true, message: DRIVER_OK.deleted };
    },
  );

  // A read with a body: the proposed services (the form's, or the lines picked to schedule).
  app.post(
    '/day-plans/clash-check',
    { config: { access: 'view_day_plans' }, schema: { tags, body: clashCheckInput } },
    async (req) => ({ success: true, data: await checkClashes(app.db, req.body) }),
  );

  const sheetOf = async (id: number, date: string | null | undefined) =>
    dutySheet(app.db, await getDriver(app.db, id), date || todayIn(app.appTimezone));

  app.get(
    '/drivers/:id/duty-sheet',
    {
      config: { access: 'view_day_plans' },
      schema: { tags, params: idParams, querystring: dutySheetQuery },
    },
    async (req) => ({ success: true, data: await sheetOf(req.params.id, req.query.date) }),
  );

  app.get(
    '/drivers/:id/duty-sheet/pdf',
    {
      config: { access: 'view_day_plans' },
      schema: { tags, params: idParams, querystring: dutySheetQuery },
    },
    async (req, reply) => {
      const sheet = await sheetOf(req.params.id, req.query.date);
      const pdf = await documentTools(app).renderer.render(
        currentUser(req).id,
        dutySheetDoc(sheet.document),
      );
      return sendPdf(reply, pdf, `Duty-Sheet-${sheet.driver.id}-${sheet.date}.pdf`);
    },
  );

  // "Send to driver": the voucher email's sender, PDF pool and hourly allowance (shared).
  app.post(
    '/drivers/:id/duty-sheet/email',
    {
      config: { access: 'edit_day_plans' },
      schema: { tags, params: idParams, body: dutySheetEmailInput },
    },
    async (req, reply) => {
      const sheet = await sheetOf(req.params.id, req.body.date);
      const to = req.body.email ?? sheet.driver.email;
      if (!to) throw fieldError('email', DRIVER_SERVER.emailMissing);
      if (!sheet.services.length) throw fieldError('date', DRIVER_SERVER.noServices);
      const tools = documentTools(app);
      await spendEmailAllowance(tools.emailAllowance, req, (seconds) =>
        DRIVER_SERVER.emailLimit(EMAILS_PER_HOUR, Math.ceil(seconds / 60)),
      );
      const doc = dutySheetDoc(sheet.document);
      // Rendered now, in the request: the mail carries the sheet as it is when sent.
      const pdf = await tools.renderer.render(currentUser(req).id, doc);
      return queueMail(app, req, reply, {
        message: DRIVER_OK.dutySheetEmailed,
        mail: {
          kind: 'duty_sheet',
          to,
          subject: `Duty sheet ${sheet.document.subtitle} – ${AGENCY.name}`,
          text: `Dear ${sheet.driver.name},\n\nPlease find attached your duty sheet for ${sheet.date}: ${sheet.services.length} service${sheet.services.length === 1 ? '' : 's'}.\n\n${doc.footer}\n\n${AGENCY.name}`,
          html: renderVoucherHtml(doc),
          attachments: [
            {
              filename: `Duty-Sheet-${sheet.driver.id}-${sheet.date}.pdf`,
              content: pdf,
              contentType: 'application/pdf',
            },
          ],
          driver_id: sheet.driver.id,
          duty_date: sheet.date,
          record_label: sheet.driver.name,
        },
        event: {
          action: 'duty_sheet_email',
          record_type: 'driver',
          record_id: sheet.driver.id,
          record_label: sheet.driver.name,
          note: `${sheet.date} to ${to}`,
        },
      });
    },
  );
};
