import type { FastifyPluginAsync } from 'fastify';
import {
  FIELD_RULES,
  SUPPLIER_PAYMENT_MESSAGES as M,
  supplierPaymentEndpoints as ep,
  todayIn,
} from '@app/contract';
import { actorOf } from '../../lib/audit/audit.ts';
import { refuseFuture } from '../../lib/http/today.ts';
import { idempotent } from '../../lib/http/idempotency.ts';
import { ok, route } from '../../lib/http/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listPayables, payablesAgeing, supplierStatement } from './payables.service.ts';
import {
  approvalLimit,
  createSupplierPayment,
  decideSupplierPayment,
  getSupplierPayment,
  listSupplierPayments,
  setApprovalLimit,
  voidSupplierPayment,
} from './supplier-payments.service.ts';

// Method, path, access, inputs and answers: contract src/endpoints/supplier-payments.ts.
export const supplierPaymentRoutes: FastifyPluginAsync = async (app) => {
  const today = () => todayIn(app.appTimezone);
  route(app, ep.list, (req) => listSupplierPayments(app.db, req.query));
  route(app, ep.get, async (req) => ok(await getSupplierPayment(app.db, req.params.id)));
  // Idempotency-Key: a retried payment is recorded once and answered the same way.
  route(app, ep.create, async (req, reply) =>
    idempotent(app.db, req, reply, req.body, async (db) => {
      // Money that left the bank today or before: as a customer's payment.
      refuseFuture(
        'payment_date',
        req.body.payment_date,
        app.appTimezone,
        FIELD_RULES.paymentDateFuture,
      );
      const data = await createSupplierPayment(db, currentUser(req), req.body, actorOf(req));
      return { status: 201, body: ok(data, data.status === 'pending' ? M.pending : M.paid) };
    }),
  );
  route(app, ep.decide, async (req) => {
    const { decision, notes } = req.body;
    const data = await decideSupplierPayment(
      app.db,
      currentUser(req),
      req.params.id,
      decision,
      notes,
      actorOf(req),
    );
    return ok(data, decision === 'approved' ? M.approved : M.rejected);
  });
  route(app, ep.void, async (req) =>
    ok(
      await voidSupplierPayment(
        app.db,
        currentUser(req),
        req.params.id,
        req.body.reason,
        app.appTimezone,
        actorOf(req),
      ),
      M.voided,
    ),
  );
  route(app, ep.settings, async () => ok({ approval_limit: await approvalLimit(app.db) }));
  route(app, ep.setSettings, async (req) =>
    ok(
      await setApprovalLimit(app.db, req.body.approval_limit, currentUser(req), actorOf(req)),
      M.settingsSaved,
    ),
  );
  route(app, ep.payables, (req) => listPayables(app.db, req.query, today()));
  route(app, ep.ageing, async () => ok(await payablesAgeing(app.db, today())));
  route(app, ep.statement, async (req) =>
    ok(await supplierStatement(app.db, req.params.id, req.query)),
  );
};
