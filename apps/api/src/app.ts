import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { ATTACHMENT_MAX_BYTES } from '@app/contract';
import Fastify from 'fastify';
import type { FastifyInstance, FastifySchema, FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { strictSerializerCompiler } from './lib/bodies/answer-check.ts';
import type { Db } from './db/client.ts';
import { sidePool } from './db/client.ts';
import { ExportGate } from './modules/exports/export-gate.ts';
import { LoginLimiter } from './lib/sessions/login-limiter.ts';
import { rejectNul } from './lib/http/validation.ts';
import { keptJson } from './lib/kept/kept-json.ts';
import type { KeptJson } from './lib/kept/kept-json.ts';
import { DEFAULT_COST } from './lib/passwords/password.ts';
import {
  HSTS,
  helmetHeaders,
  registerSecurityHeaders,
  securityHeaders,
} from './plugins/security-headers.ts';
import { registerAuth, requireAccessRules } from './plugins/auth.ts';
import { registerJsonBodyGuard } from './lib/bodies/json-body.ts';
import { registerBodyBudget } from './lib/bodies/body-budget.ts';
import { envelopeClientError, envelopeFrameworkError } from './plugins/errors.ts';
import { logSafeRequest } from './lib/http/log-safe.ts';
import type { RouteAccess } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWeb } from './plugins/web.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { agentRoutes } from './modules/agents/agents.routes.ts';
import { supplierRoutes } from './modules/suppliers/suppliers.routes.ts';
import { supplierPaymentRoutes } from './modules/supplier-payments/supplier-payments.routes.ts';
import { taxRateRoutes } from './modules/tax/tax-rates.routes.ts';
import { taxDocumentRoutes } from './modules/tax-documents/tax-documents.routes.ts';
import { refundRoutes } from './modules/bookings/refunds.routes.ts';
import { taxProfileRoutes } from './modules/tax-profile/tax-profile.routes.ts';
import { tcsRoutes } from './modules/tcs/tcs.routes.ts';
import { gstReturnRoutes } from './modules/gst-returns/gst-returns.routes.ts';
import { enquiryRoutes } from './modules/enquiries/enquiries.routes.ts';
import { userListRoutes } from './modules/staff/users.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bookingRoutes } from './modules/bookings/bookings.routes.ts';
import { AGENCY_FROM } from './modules/documents/voucher-model.ts';
import { voucherRoutes } from './modules/vouchers/vouchers.routes.ts';
import { receiptRoutes } from './modules/receipts/receipts.routes.ts';
import { serviceOrderRoutes } from './modules/service-orders/service-orders.routes.ts';
import { taxDocumentFileRoutes } from './modules/tax-documents/tax-document-files.routes.ts';
import { todayRoutes } from './modules/today/today.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { registerOutbox } from './modules/outbox/outbox.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { createMailer } from './lib/files/mailer.ts';
import type { Mailer } from './lib/files/mailer.ts';
import { keptSecret } from './lib/sessions/app-secret.ts';
import { databaseFiles, importDiskUploads } from './lib/files/file-store.ts';
import type { FileStore } from './lib/files/file-store.ts';
import { isStoredPath } from './lib/files/storage.ts';
import { categoryRoutes } from './modules/categories/categories.routes.ts';
import { transactionRoutes } from './modules/transactions/transactions.routes.ts';
import { branchRoutes } from './modules/branches/branches.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { dayPlanRoutes } from './modules/day-plans/day-plans.routes.ts';
import { driverRoutes } from './modules/drivers/drivers.routes.ts';
import { tripRoutes } from './modules/trips/trips.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { exportRoutes } from './modules/exports/exports.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { currencyRoutes } from './modules/currencies/currencies.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    loginLimiter: LoginLimiter;
    passwordCost: number;
    appTimezone: string;
    dataDir: string;
    secret: Buffer;
    /** Uploaded files (the database unless given: lib/files/file-store.ts). */
    files: FileStore;
    mailer: Mailer;
    /** Answers kept until the tables they read change (lib/kept/kept-json.ts). */
    kept: KeptJson;
    /** Exports' own connections and limits (modules/exports/export-gate.ts). */
    exportGate: ExportGate;
    /** Every route registered, for the access-table test. */
    routeList: {
      method: string;
      url: string;
      access: RouteAccess | undefined;
      schema: FastifySchema | undefined;
    }[];
  }
}

export interface AppOptions {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  webDist?: string | undefined;
  /** Argon2id memory cost in KiB for new hashes (default 19456, OWASP); tests lower it to stay fast. */
  passwordCost?: number;
  appTimezone?: string;
  loginLimiter?: LoginLimiter;
  /** DATA_DIR: uploads and app-secret left there by older versions move into the database. */
  dataDir: string;
  /** Signs short-lived links (voucher previews): APP_SECRET; else the one kept in the database. */
  secret?: Buffer;
  /** Where uploads are kept; the database by default. */
  files?: FileStore;
  mailer?: Mailer;
  /** Run this process's outbox sender: the server's OUTBOX_SENDER; off in tests. */
  outboxSender?: boolean;
  /** Trust X-Forwarded-Proto and -For from a reverse proxy that terminates TLS. */
  trustProxy?: boolean;
  /** PEM certificate and key: the app itself serves HTTPS. */
  https?: { cert: Buffer; key: Buffer } | undefined;
  /** Memory for kept answers (lib/kept/kept-json.ts), in MB; 0 computes every answer. Default 32. */
  keptAnswersMb?: number;
  /** Serve the OpenAPI document at /api/docs without a session (API_DOCS_PUBLIC). */
  apiDocsPublic?: boolean;
  /**
   * Exports at once in this process, on a pool of that many connections beside the app's
   * (EXPORT_POOL_MAX, default 3), and the seconds an export may go unread before it is
   * dropped (EXPORT_STALL_SECONDS, default 15).
   */
  exports?: { poolMax?: number; stallSeconds?: number };
}

/** A request must arrive whole within this: a half-sent body is dropped, not held open. */
const REQUEST_TIMEOUT_MS = 60_000;

/** Build the app without listening: the server starts it, tests drive it with inject(). */
export async function buildApp(opts: AppOptions) {
  const helmetAnswers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // Sent by registerSecurityHeaders on HTTPS only.
    strictTransportSecurity: false,
  });
  const setSecurityHeaders = securityHeaders(helmetAnswers);
  const rawAnswerHeaders = opts.https
    ? { ...helmetAnswers, 'strict-transport-security': HSTS }
    : helmetAnswers;
  const app = Fastify({
    ...(opts.https ? { https: opts.https } : {}),
    logger: logSafeRequest(opts.logger ?? false),
    bodyLimit: 1024 * 1024,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // A bad percent-escape or an unparsable request answers in our envelope, not Fastify's.
    // No hook runs before the router refuses an address: its answer sets the headers itself.
    frameworkErrors: (error, req, reply) => {
      setSecurityHeaders(req, reply);
      envelopeFrameworkError(error, req, reply);
    },
    clientErrorHandler: (err, socket) => envelopeClientError(err, socket, rawAnswerHeaders),
    trustProxy: opts.trustProxy ?? false,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // In tests an answer with a field its schema lacks is a 500 (lib/bodies/answer-check.ts).
  app.setSerializerCompiler(
    process.env.NODE_ENV === 'test' ? strictSerializerCompiler : serializerCompiler,
  );

  app.decorate('db', opts.db);
  app.decorate('loginLimiter', opts.loginLimiter ?? new LoginLimiter(opts.db));
  app.decorate('passwordCost', opts.passwordCost ?? DEFAULT_COST);
  app.decorate('appTimezone', opts.appTimezone ?? 'Asia/Kolkata');
  app.decorate('dataDir', opts.dataDir);
  app.decorate('secret', opts.secret ?? (await keptSecret(opts.db, opts.dataDir)));
  app.decorate('files', opts.files ?? databaseFiles(opts.db));
  // Files uploaded to this DATA_DIR before uploads lived in the database.
  if (!opts.files) await importDiskUploads(opts.db, opts.dataDir, isStoredPath);
  app.decorate('kept', keptJson(opts.db, opts.keptAnswersMb ?? 32));
  const exportPoolMax = opts.exports?.poolMax ?? 3;
  const exportGate = new ExportGate(
    sidePool(opts.db.$client, exportPoolMax, (e) => app.log.warn(e, 'export connection lost')),
    exportPoolMax,
    (opts.exports?.stallSeconds ?? 15) * 1000,
  );
  app.decorate('exportGate', exportGate);
  app.addHook('onClose', () => exportGate.close());
  app.decorate('mailer', opts.mailer ?? createMailer({ from: AGENCY_FROM }));
  registerOutbox(app, { sender: opts.outboxSender ?? false });
  await app.register(multipart, {
    limits: {
      fileSize: ATTACHMENT_MAX_BYTES,
      files: 1,
      fields: 30,
      fieldSize: 64 * 1024,
      parts: 31,
    },
  });

  registerSecurityHeaders(app, setSecurityHeaders);
  const routeList: FastifyInstance['routeList'] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      if (method === 'HEAD') continue;
      // Read when asked: a plugin's scope may declare the rule after this hook ran (web.ts).
      routeList.push({
        method,
        url: r.url,
        get access() {
          return r.config?.access;
        },
        schema: r.schema,
      });
    }
  });
  requireAccessRules(app, routeList);
  registerJsonBodyGuard(app);
  // gzip/brotli for JSON and the built app's assets (text over 1 KB).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerErrorHandling(app);
  registerBodyBudget(app);
  registerAuth(app);
  app.addHook('preValidation', async (req) => {
    // The not-found answers (the web app's page, the API's "Not found") read nothing the
    // database would see; the page's own query is the app's to read.
    if (req.is404) return;
    rejectNul(req.params);
    rejectNul(req.query);
    rejectNul(req.body);
  });
  await registerOpenApi(app);

  await app.register(systemRoutes({ apiDocsPublic: opts.apiDocsPublic ?? false }), {
    prefix: '/api',
  });

  const modules = [
    authRoutes,
    branchRoutes,
    staffRoutes,
    dashboardRoutes,
    accountRoutes,
    categoryRoutes,
    transactionRoutes,
    agentRoutes,
    supplierRoutes,
    supplierPaymentRoutes,
    taxRateRoutes,
    taxDocumentRoutes,
    refundRoutes,
    taxProfileRoutes,
    tcsRoutes,
    gstReturnRoutes,
    enquiryRoutes,
    userListRoutes,
    bookingRoutes,
    voucherRoutes,
    // After the voucher routes: receipts use their PDF pool and email allowance.
    receiptRoutes,
    outboxRoutes,
    // A file's service orders to its suppliers (after the voucher routes: their PDF pool).
    serviceOrderRoutes,
    taxDocumentFileRoutes,
    todayRoutes,
    searchRoutes,
    dayPlanRoutes,
    // Drivers and duty sheets (after the voucher routes: their PDF pool), and the
    // trip flow (enquiry to booking, booking to services).
    driverRoutes,
    tripRoutes,
    exportRoutes,
    reportRoutes,
    ledgerRoutes,
    currencyRoutes,
    // Last: the History routes copy the access rules of the detail routes above.
    auditRoutes,
  ];
  for (const routes of modules) {
    await app.register(routes, { prefix: '/api' });
  }
  await registerWeb(app, opts.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
