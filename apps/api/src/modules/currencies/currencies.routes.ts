import type { FastifyPluginAsync } from 'fastify';
import {
  CURRENCY_OK,
  currencyEndpoints as currencyEp,
  exchangeRateEndpoints as rateEp,
} from '@app/contract';
import { ok, route } from '../../lib/http/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createRate, listCurrencies, listRates, setCurrencyActive } from './currencies.service.ts';
import { importRates } from './rates-import.ts';

// Method, path, access, inputs and answers: contract src/endpoints/currencies.ts.
export const currencyRoutes: FastifyPluginAsync = async (app) => {
  route(app, currencyEp.list, async (req) =>
    ok(await listCurrencies(app.db, req.query.active === '1')),
  );
  route(app, currencyEp.update, async (req) =>
    ok(await setCurrencyActive(app.db, req.params.code, req.body.is_active), CURRENCY_OK.saved),
  );
  route(app, rateEp.list, (req) => listRates(app.db, req.query));
  route(app, rateEp.create, async (req, reply) =>
    reply
      .status(201)
      .send(
        ok(
          await createRate(app.db, currentUser(req).id, req.body, app.appTimezone),
          CURRENCY_OK.rateSaved,
        ),
      ),
  );
  route(app, rateEp.import, async (req, reply) => {
    const done = await importRates(app.db, currentUser(req).id, req.body.csv, app.appTimezone);
    return reply.status(201).send(ok(done, CURRENCY_OK.ratesImported(done.imported)));
  });
};
