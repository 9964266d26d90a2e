import type { FastifyPluginAsync } from 'fastify';
import { LEDGER_OK, LEDGER_SERVER, ledgerEndpoints as ep } from '@app/contract';
import { NotFound } from '../../lib/http/app-error.ts';
import { ok, route } from '../../lib/http/route.ts';
import { actorOf } from '../../lib/audit/audit.ts';
import { getEntry, listEntries, trialBalance } from './ledger.service.ts';
import { readLockDate, setLockDate } from './lock-date.ts';
import { revalue } from './revaluation.ts';
import { depositChoices, readPaymentAccounts, setPaymentAccounts } from './payment-accounts.ts';
import { balanceSheet, profitAndLoss } from './statements.ts';
import { agentStatement } from './agent-statement.ts';

// Method, path, access, inputs and answers: contract src/endpoints/ledger.ts.
export const ledgerRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.trialBalance, async (req) =>
    ok(await trialBalance(app.db, req.query, app.appTimezone)),
  );
  route(app, ep.entries, (req) => listEntries(app.db, req.query));
  route(app, ep.entry, async (req) => {
    const entry = await getEntry(app.db, req.params.id);
    if (!entry) throw new NotFound(LEDGER_SERVER.entryNotFound);
    return ok(entry);
  });
  route(app, ep.profitAndLoss, async (req) =>
    ok(await profitAndLoss(app.db, req.query, app.appTimezone)),
  );
  route(app, ep.balanceSheet, async (req) =>
    ok(await balanceSheet(app.db, req.query, app.appTimezone)),
  );
  route(app, ep.agentStatement, async (req) =>
    ok(await agentStatement(app.db, req.params.id, req.query, app.appTimezone)),
  );
  route(app, ep.depositAccounts, async () => ok(await depositChoices(app.db)));
  route(app, ep.paymentAccounts, async () => ok(await readPaymentAccounts(app.db)));
  route(app, ep.setPaymentAccounts, async (req) =>
    ok(
      await setPaymentAccounts(app.db, actorOf(req), req.body.accounts),
      LEDGER_OK.paymentAccountsSaved,
    ),
  );
  route(app, ep.revalue, async (req) =>
    ok(
      await revalue(app.db, actorOf(req), req.body.month, app.appTimezone),
      LEDGER_OK.revalued(req.body.month),
    ),
  );
  route(app, ep.lockDate, async () => ok(await readLockDate(app.db)));
  route(app, ep.setLockDate, async (req) =>
    ok(
      await setLockDate(app.db, actorOf(req), req.body.lock_date, app.appTimezone),
      LEDGER_OK.lockDateSaved,
    ),
  );
};
