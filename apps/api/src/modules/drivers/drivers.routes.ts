import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DRIVER_OK, DRIVER_SERVER, driverEndpoints as ep, todayIn } from '@app/contract';
import { fieldError } from '../../lib/http/app-error.ts';
import { actorOf } from '../../lib/audit/audit.ts';
import { queueMail } from '../outbox/outbox.ts';
import { createdOnce } from '../../lib/http/idempotency.ts';
import { done, ok, route } from '../../lib/http/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  documentTools,
  EMAILS_PER_HOUR,
  sendPdf,
  spendEmailAllowance,
} from '../documents/document-tools.ts';
import { renderVoucherHtml } from '../documents/voucher-html.ts';
import { AGENCY } from '../documents/voucher-model.ts';
import { checkClashes } from './clash-check.ts';
import {
  createDriver,
  deleteDriver,
  getDriver,
  listDrivers,
  updateDriver,
} from './drivers.service.ts';
import { dutySheet, dutySheetDoc } from './duty-sheet.ts';

// Method, path, access, inputs and answers: contract src/endpoints/drivers.ts (the duty
// sheet's email answers 202, which the catalogue cannot declare yet: registered here).
export const driverRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, ep.list, async (req) => ok(await listDrivers(app.db, req.query)));

  route(app, ep.get, async (req) => ok(await getDriver(app.db, req.params.id)));

  route(app, ep.create, (req, reply) =>
    createdOnce(app.db, req, reply, DRIVER_OK.created, (db) =>
      createDriver(db, currentUser(req).id, req.body, actorOf(req)),
    ),
  );

  route(app, ep.update, async (req) =>
    ok(await updateDriver(app.db, req.params.id, req.body, actorOf(req)), DRIVER_OK.updated),
  );

  route(app, ep.remove, async (req) => {
    await deleteDriver(app.db, req.params.id, actorOf(req));
    return done(DRIVER_OK.deleted);
  });

  route(app, ep.clashCheck, async (req) => ok(await checkClashes(app.db, req.body)));

  const sheetOf = async (id: number, date: string | null | undefined) =>
    dutySheet(app.db, await getDriver(app.db, id), date || todayIn(app.appTimezone));

  route(app, ep.dutySheet, async (req) => ok(await sheetOf(req.params.id, req.query.date)));

  route(app, ep.dutySheetPdf, async (req, reply) => {
    const sheet = await sheetOf(req.params.id, req.query.date);
    const pdf = await documentTools(app).renderer.render(
      currentUser(req).id,
      dutySheetDoc(sheet.document),
    );
    return sendPdf(reply, pdf, `Duty-Sheet-${sheet.driver.id}-${sheet.date}.pdf`);
  });

  // "Send to driver": the voucher email's sender, PDF pool and hourly allowance (shared).
  route(app, ep.dutySheetEmail, async (req, reply) => {
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
  });
};
