import type { FastifyPluginAsync } from 'fastify';
import { gstReturnEndpoints as ep } from '@app/contract';
import { ok, route } from '../../lib/http/route.ts';
import { gstr1Csv, gstr1Data, gstr1Json, gstr1Summary } from './gstr1.service.ts';

/** A download: never cached, and no referrer sent from it. */
const attachment = (name: string) => ({
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
});

// Method, path, access, inputs and answers: contract src/endpoints/gst-returns.ts.
export const gstReturnRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.summary, async (req) => ok(gstr1Summary(await gstr1Data(app.db, req.query))));

  route(app, ep.csv, async (req, reply) => {
    const data = await gstr1Data(app.db, req.query);
    return reply
      .headers(attachment(`GSTR1-${req.query.section}-${data.period.label}.csv`))
      .header('content-type', 'text/csv; charset=utf-8')
      .send(gstr1Csv(data, req.query.section));
  });

  // The answer goes through its schema (route.ts): the JSON is checked against GSTN's shape.
  route(app, ep.json, async (req, reply) => {
    const data = await gstr1Data(app.db, req.query);
    const json = gstr1Json(data);
    reply.headers(attachment(`GSTR1-${data.period.label}.json`));
    return json;
  });
};
