import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { RuntimeConfig } from '@portal/domain/common/api';
import { LEAN_SIGN_IN_PATHS } from '@portal/domain/auth/lean-sign-in';
import { carrierApi } from './api/carrier-api';
import { portalApi } from './api/portal-api';
import { trucksApi } from './api/trucks-api';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Listen } from './db/notifications';
import { checkDatabaseReady } from './db/readiness';
import { fakeFmcsaPlugin } from './fake-fmcsa/fake-fmcsa.plugin';
import { fakeFmcsaSource } from './fake-fmcsa/fake-fmcsa-source';
import { fakeSamsaraPlugin } from './fake-samsara/fake-samsara.plugin';
import { createFakeState } from './fake-samsara/fake-samsara.state';
import { JOB_HANDLERS } from './jobs/job-handlers';
import { startJobPoller, type JobHandler } from './jobs/job-runner';
import { createAfterAnswer, type AfterAnswer } from './lib/after-answer';
import { createFileStore, type FileStore } from './lib/file-store';
import { trackHandlersInFlight } from './lib/handlers-in-flight';
import { createLiveEventHub, type LiveEventHub } from './modules/live-updates/live-event-hub';
import { createMailer, type Mailer } from './lib/mailer';
import { insertOutboxEmail } from './lib/outbox.repository';
import { createSmsSender, type SmsSender } from './lib/sms';
import { withStandardAnswers } from './lib/openapi-contract';
import type { AnswerCheck } from './lib/serializer-compiler';
import { keepToTheRouteTable, SERVICE_PREFIX } from './lib/serve-route';
import { validatorCompiler } from './lib/validator-compiler';
import { readableLogStream } from './lib/readable-log';
import { admissionControl } from './plugins/admission';
import { apiHeaders, strictTransportSecurity } from './plugins/api-headers';
import { compressAnswers } from './plugins/compress-answers';
import { defaultRateLimit } from './plugins/default-rate-limit';
import { registerRateLimits } from './plugins/rate-limit';
import { registerReadYourWrites } from './plugins/read-your-writes';
import { securityHeaders } from './plugins/security-headers';
import { authPlugin } from './plugins/auth';
import { answerFrameworkError, errorHandler, notFoundProblem } from './plugins/error-handler';
import { trackingContext } from './modules/tracking-integration/tracking-context';
import { trackingJobHandlers } from './modules/tracking-integration/tracking-job-handlers';
import { positionJobHandlers, schedulePositionMaintenance } from './modules/positions/position-maintenance';
import { complianceJobHandlers, scheduleComplianceRecheck, scheduleExpiryAlerts } from './modules/compliance/compliance-checks';
import { FRAUD_JOB_HANDLERS, scheduleFraudScan } from './modules/risk/fraud-signal-jobs';
import { runtimeConfig, withRuntimeConfig } from './web-app/runtime-config';
import { useJsonBodyParser } from './lib/json-body';

export interface AppDeps {
  config: AppConfig;
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  mailer?: Mailer;
  sms?: SmsSender;
  /** Where uploaded files go; defaults to S3 when configured, else the data directory. */
  fileStore?: FileStore;
  /** LISTEN on the database (live updates wake on it); without it they read every few seconds. */
  listen?: Listen;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    mailer: Mailer;
    sms: SmsSender;
    fileStore: FileStore;
    afterAnswer: AfterAnswer;
    liveEvents: LiveEventHub;
  }
}

/** How access tokens are made and checked (modules/auth/access-tokens.ts), as API clients need to know. */
const BEARER_DESCRIPTION =
  'An access token: a JWT signed with ES256, following RFC8725 (JWT best practices): only ES256 and the keys published at /.well-known/jwks.json are accepted (no alg "none", no HMAC), issuer, audience and expiry are checked, and a token lives 15 minutes.';

/** Requests served at once on the embedded database (one query at a time); the rest wait their turn. */
const EMBEDDED_REQUESTS_AT_ONCE = 4;

/** Builds the whole server: cross-cutting plugins first, then the three APIs, then the web app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers["x-api-key"]'], ...(config.logFormat === 'readable' ? { stream: readableLogStream() } : {}) },
    bodyLimit: 40 * 1024 * 1024, // base64 uploads of files up to 25 MB
    trustProxy: trustedProxies(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  trackHandlersInFlight(app);

  app.setValidatorCompiler(validatorCompiler);
  // Compiled serializers for the hot answers: outside production every answer is checked against its
  // schema too; in production one in a hundred, and a mismatch is logged instead of failing the call.
  const answerCheck: AnswerCheck =
    process.env.NODE_ENV === 'production' ? { share: 0.01, onMismatch: (error) => app.log.error({ err: error }, 'An answer does not match its schema') } : { share: 1 };
  app.decorate('answerCheck', answerCheck);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('mailer', deps.mailer ?? createMailer({ db: deps.db, smtpUrl: config.smtpUrl, log: app.log }));
  app.decorate('sms', deps.sms ?? createSmsSender({ db: deps.db, gatewayUrl: config.smsGatewayUrl, log: app.log }));
  app.decorate('afterAnswer', createAfterAnswer(app.log));
  app.addHook('onClose', async () => {
    await app.afterAnswer.settled();
    await app.mailer.flush();
    await app.sms.flush();
  });
  app.decorate('fileStore', deps.fileStore ?? createFileStore(config));
  app.decorate('fmcsaSource', config.fmcsa?.fake ? fakeFmcsaSource(deps.db) : undefined);
  app.decorate('liveEvents', createLiveEventHub(deps.db, deps.listen, app.log));
  // Open streams end first (their pages reconnect to another server), else the server would wait on them.
  app.addHook('preClose', () => app.liveEvents.close());
  if (config.jobsPollMs > 0) {
    // Every process polls; SKIP LOCKED hands each due job to one of them (docs/decisions/0151-background-jobs-a-small-postgresql-queue-of-our-own.md).
    await schedulePositionMaintenance(deps.db, new Date());
    await scheduleComplianceRecheck(deps.db, new Date());
    await scheduleExpiryAlerts(deps.db, new Date());
    await scheduleFraudScan(deps.db, new Date());
    const stopJobs = startJobPoller(deps.db, appJobHandlers(config, app.log, app.mailer), config.jobsPollMs, app.log);
    app.addHook('onClose', stopJobs);
  }

  useJsonBodyParser(app);
  await app.register(fp(securityHeaders));
  defaultRateLimit(app);
  // On PostgreSQL the counts are shared through it when there is no Redis: several processes or servers may share the database.
  await registerRateLimits(app, config, deps.engine === 'postgres' ? { db: deps.db } : undefined);
  await registerReadYourWrites(app, config);
  await app.register(errorHandler);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Freight portal APIs', version: '1.0.0', description: 'Carrier API, Trucks API and Portal API of the freight portal.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: BEARER_DESCRIPTION }, apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } } },
    },
    transform: jsonSchemaTransform,
    // Error answers, rate-limit headers and integer widths shared by every operation: in the document only.
    transformObject: withStandardAnswers,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(cookie);
  await app.register(authPlugin);

  await app.register(fp(strictTransportSecurity));
  // The local stand-in for Samsara: local, test and demo modes only (config.samsara.fake is never set in production).
  if (config.samsara?.fake) {
    const fakeState = createFakeState();
    app.decorate('fakeSamsara', fakeState);
    await app.register(fakeSamsaraPlugin, { prefix: '/__fake/samsara', clientId: config.samsara.clientId, clientSecret: config.samsara.clientSecret, state: fakeState });
  }
  // The local stand-in for FMCSA's carrier lookup: local and test modes only (config.fmcsa is never set in production).
  if (config.fmcsa?.fake) await app.register(fakeFmcsaPlugin, { prefix: '/__fake/fmcsa' });
  await app.register(async (apis) => {
    // The embedded database answers one query at a time: requests take turns as wholes.
    if (deps.engine === 'pglite') admissionControl(apis, { maxInFlight: EMBEDDED_REQUESTS_AT_ONCE, ...config.embeddedQueue });
    await apiHeaders(apis);
    await compressAnswers(apis);
    const checkRouteTable = keepToTheRouteTable(apis);
    await apis.register(portalApi, { prefix: SERVICE_PREFIX.portal });
    await apis.register(carrierApi, { prefix: SERVICE_PREFIX.carrier });
    await apis.register(trucksApi, { prefix: SERVICE_PREFIX.trucks });
    checkRouteTable();
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await checkDatabaseReady(deps.db);
      return { status: 'ready', database: deps.engine };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
  const runtime = runtimeConfig(config);
  app.get('/config.json', { schema: { hide: true } }, async (): Promise<RuntimeConfig> => runtime);

  await serveWebApp(app, config.webDist, runtime);
  return app;
}

/**
 * TRUST_PROXY for Fastify. A hop count becomes a function: Fastify itself now reads a bare number as
 * "trust nobody", because a client that reaches the server without passing the proxy could then name
 * its own address. A count is only right where the proxies are the sole way in; otherwise list them.
 */
export function trustedProxies(setting: AppConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** Every job kind the poller runs: the shared ones and the tracking integration's, bound to this server's settings. */
export function appJobHandlers(config: AppConfig, log?: FastifyBaseLogger, mailer?: Mailer): Record<string, JobHandler> {
  const samsara = config.samsara;
  return {
    ...JOB_HANDLERS,
    ...complianceJobHandlers({
      sourceFor: (db) => (config.fmcsa?.fake ? fakeFmcsaSource(db) : undefined),
      // Without the server's mailer (a test running jobs itself) the alerts land in the outbox table alone.
      mailerFor: (db) => mailer ?? { send: async (message) => ({ ...(await insertOutboxEmail(db, { to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })), delivery: Promise.resolve(false) }) },
    }),
    ...positionJobHandlers(config.positionRetentionDays),
    ...FRAUD_JOB_HANDLERS,
    ...trackingJobHandlers((db) => (samsara ? trackingContext({ db, samsara, publicUrl: config.publicUrl, log }) : undefined)),
  };
}

/**
 * A file Vite named by its content (assets/name-<hash>.js): a new build gives it a new name. Also its
 * precompressed copy (.br, .gz), the path @fastify/static names when it sends one.
 */
export function isHashedAsset(filePath: string): boolean {
  return /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/.test(filePath);
}

/** Serves the built web app, answering client routes with index.html or app.html; unknown API paths get a 404 problem. */
async function serveWebApp(app: FastifyInstance, webDist: string | undefined, runtime: RuntimeConfig) {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) {
    app.setNotFoundHandler((request, reply) => reply.status(404).type('application/problem+json').send(notFoundProblem(request.method, request.url)));
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    serve: true,
    // The build wrote .br and .gz beside every text file (scripts/precompress-assets.mjs).
    preCompressed: true,
    cacheControl: false,
    // Only content-hashed build output can be cached for good; anything else is revalidated.
    // @fastify/static 9 hands over the raw response (version 10 needs Node 22: docs/decisions/0229-node-20-19-without-engine-warnings.md).
    setHeaders: (response, filePath) => response.setHeader('cache-control', isHashedAsset(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  const page = (file: string) => compressedVariants(Buffer.from(withRuntimeConfig(fs.readFileSync(file, 'utf8'), runtime)));
  const indexHtml = page(path.join(webDist, 'index.html'));
  // index.html with the app's frame preloaded (apps/web/app-html.ts), for every address but the lean sign-in page's.
  const appHtmlPath = path.join(webDist, 'app.html');
  const appHtml = fs.existsSync(appHtmlPath) ? page(appHtmlPath) : indexHtml;
  const apiPrefixes = ['/portal/', '/carrier/', '/trucks/', '/docs', '/.well-known/'];
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isAsset = url.startsWith('/assets/');
    if (request.method !== 'GET' || isAsset || apiPrefixes.some((p) => url.startsWith(p))) {
      return reply.status(404).type('application/problem+json').send(notFoundProblem(request.method, request.url));
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    const html = LEAN_SIGN_IN_PATHS.includes(url) ? indexHtml : appHtml;
    return reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8').send(html[encoding ?? 'identity']);
  });
}

/** A page sent for client routes, compressed once at start. */
function compressedVariants(html: Buffer) {
  return { identity: html, br: brotliCompressSync(html), gzip: gzipSync(html) };
}

/** brotli when the browser takes it, else gzip, else none (a q=0 refuses an encoding). */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
