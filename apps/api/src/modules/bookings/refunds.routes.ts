import type { FastifyPluginAsync } from 'fastify';
import {
  CANCELLATION_POLICY,
  CANCELLED_BOOKING,
  FIELD_RULES,
  refundEndpoints as ep,
} from '@app/contract';
import { actorOf } from '../../lib/audit/audit.ts';
import { ok, route } from '../../lib/http/route.ts';
import { refuseFuture } from '../../lib/http/today.ts';
import { currentUser } from '../../plugins/auth.ts';
import { documentTools, sendPdf } from '../documents/document-tools.ts';
import {
  buildRefundVoucherDoc,
  refundVoucherFacts,
  refundVoucherFileName,
} from '../documents/refund-voucher-model.ts';
import { reopenBooking } from './booking-cancel.ts';
import {
  agencyPolicy,
  cancellationQuote,
  setAgencyPolicy,
  setFilePolicy,
} from './cancellation-policy.ts';
import { addRefund, bookingRefundsOf, voidRefund } from './refunds.ts';

// Method, path, access, inputs and answers: contract src/endpoints/refunds.ts.
export const refundRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.list, async (req) => ok(await bookingRefundsOf(app.db, req.params.id)));
  route(app, ep.create, async (req, reply) => {
    refuseFuture(
      'refund_date',
      req.body.refund_date,
      app.appTimezone,
      FIELD_RULES.paymentDateFuture,
    );
    await addRefund(app.db, currentUser(req), req.params.id, req.body, actorOf(req));
    return reply
      .status(201)
      .send(ok(await bookingRefundsOf(app.db, req.params.id), CANCELLED_BOOKING.refunded));
  });
  route(app, ep.void, async (req) => {
    const bookingId = await voidRefund(
      app.db,
      currentUser(req),
      req.params.id,
      req.body.reason,
      app.appTimezone,
      actorOf(req),
    );
    return ok(await bookingRefundsOf(app.db, bookingId), CANCELLED_BOOKING.refundVoided);
  });
  // The refund voucher (rule 51), made by the documents' PDF pool as the tax documents are.
  route(app, ep.voucherPdf, async (req, reply) => {
    const { refund, profile } = await refundVoucherFacts(app.db, req.params.id);
    const pdf = await documentTools(app).renderer.render(currentUser(req).id, {
      kind: 'tax_document',
      doc: buildRefundVoucherDoc(refund, profile),
    });
    return sendPdf(reply, pdf, refundVoucherFileName(refund.voucher_number));
  });
  route(app, ep.quote, async (req) =>
    ok(await cancellationQuote(app.db, req.params.id, app.appTimezone)),
  );
  route(app, ep.setFilePolicy, async (req) =>
    ok(
      await setFilePolicy(app.db, req.params.id, req.body, app.appTimezone, actorOf(req)),
      CANCELLATION_POLICY.saved,
    ),
  );
  route(app, ep.policy, async () => ok(await agencyPolicy(app.db)));
  route(app, ep.setPolicy, async (req) =>
    ok(await setAgencyPolicy(app.db, actorOf(req), req.body), CANCELLATION_POLICY.saved),
  );
  route(app, ep.reopen, async (req) =>
    ok(
      await reopenBooking(
        app.db,
        req.params.id,
        req.body,
        app.appTimezone,
        currentUser(req).role,
        actorOf(req),
      ),
      CANCELLED_BOOKING.reopened,
    ),
  );
};
