import { accountMessages, messages, siteInfo } from '@edu/shared';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountRoutes,
  authPlugin,
  createSocialProviders,
  memberAdminRoutes,
  oauthSimulatorRoutes,
  profileRoutes,
  recoveryRoutes,
  type SocialProviders,
  signupRoutes,
  socialLoginRoutes,
} from './modules/accounts';
import { certificateAdminRoutes, certificateRoutes } from './modules/certificates';
import { communityAdminRoutes, communityRoutes, postPageHints, publicNoticePages } from './modules/community';
import {
  type ConferenceCatalog,
  conferenceAdminRoutes,
  conferencePageHints,
  conferenceRoutes,
  createConferenceCatalog,
  publishedConferencePages,
} from './modules/conferences';
import { inquiryAdminRoutes, inquiryRoutes } from './modules/inquiries';
import { introductionRoutes } from './modules/introduction';
import { kioskAdminRoutes, kioskRoutes } from './modules/kiosk';
import { cartRoutes } from './modules/mall/cart';
import {
  catalogRoutes,
  createCatalogAnswers,
  directUploadAdminRoutes,
  itemPageHints,
  itemPagesOnSale,
  mallHomeHints,
  mallItemAdminRoutes,
  warehouseAdminRoutes,
} from './modules/mall/catalog';
import { contentRoutes } from './modules/mall/contents/contents.routes';
import { myPageRoutes } from './modules/mall/mypage/my-page.routes';
import {
  extraPaymentAdminRoutes,
  extraPaymentOutcome,
  mallOrderAdminRoutes,
  mallPaymentOutcome,
  orderRoutes,
  readAfterSalesThrough,
  registerOrderJobs,
} from './modules/mall/orders';
import {
  afterSaleAnswers,
  refundAdminRoutes,
  refundRoutes,
  registerRefundJobs,
  settleMallRefundsThrough,
} from './modules/mall/refunds';
import { reviewAdminRoutes } from './modules/mall/reviews/reviews.admin-routes';
import { reviewRoutes } from './modules/mall/reviews/reviews.routes';
import {
  createMessageSender,
  createMessaging,
  type Messaging,
  messageAdminRoutes,
  registerMessagingJobs,
} from './modules/messaging';
import { notificationAdminRoutes } from './modules/notifications';
import {
  createPayments,
  inicisSimulatorRoutes,
  type Payments,
  paymentAttentionAdminRoutes,
  paymentRoutes,
} from './modules/payments';
import {
  cancelAdminRoutes,
  checkInRoutes,
  conferencePaymentOutcome,
  registerRegistrationJobs,
  registrationHistoryRoutes,
  registrationPaymentRoutes,
  registrationRoutes,
  settleCancelRefundsThrough,
  settleMoveRefundsThrough,
  ticketRoutes,
} from './modules/registrations';
import { dashboardAdminRoutes } from './modules/registrations/dashboard.admin-routes';
import { moveAdminRoutes } from './modules/registrations/moves.admin-routes';
import { moveRoutes } from './modules/registrations/moves.routes';
import { registrantAdminRoutes } from './modules/registrations/registrants.admin-routes';
import { siteMapRoutes } from './modules/site-map';
import { sitePageAdminRoutes, sitePageRoutes } from './modules/site-pages';
import {
  createBusinessDetailsCache,
  getBusinessDetails,
  siteSettingAdminRoutes,
  siteSettingRoutes,
} from './modules/site-settings';
import { type FileStorage, registerUploads, storageFor } from './modules/storage';
import {
  offerWaitingSeatsOfConference,
  registerWaitingListJobs,
  sendWaitingOfferLinksTo,
  waitingListAdminRoutes,
  waitingListRoutes,
} from './modules/waiting-list';
import { auditLogAdminRoutes, recordAudit, systemActor } from './platform/audit';
import { administration } from './platform/auth';
import type { AppConfig } from './platform/config';
import { type Database, openDatabase } from './platform/db/database';
import { migrateDatabase } from './platform/db/migrate';
import { createAdmission, registerAdmission } from './platform/http/admission';
import { registerCallArrival } from './platform/http/call-arrival';
import { fastifyTrustProxy } from './platform/http/client-address';
import { registerCrossSiteGuard } from './platform/http/cross-site-guard';
import { sendRefusal } from './platform/http/envelope';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerFormBodyParser } from './platform/http/form-body';
import { healthRoutes } from './platform/http/health.routes';
import { registerInputGuard } from './platform/http/input-guard';
import { createLogDestination } from './platform/http/log-destination';
import { registerMetrics } from './platform/http/metrics';
import { registerOpenApi } from './platform/http/openapi';
import { registerRateLimits } from './platform/http/rate-limits';
import { loggerOptions, registerRequestLog } from './platform/http/request-logging';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerAutoSubmitScript } from './platform/http/simulator-pages';
import { registerWebApp } from './platform/http/web-app';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue';
import { registerRequestScope } from './platform/jobs/log-context';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo-data';

/** What the app is made of, for the modules and for tests. */
export type AppServices = {
  config: AppConfig;
  database: Database;
  jobs: JobQueue | null;
  messaging: Messaging;
  storage: FileStorage;
  conferenceCatalog: ConferenceCatalog;
  socialProviders: SocialProviders;
  payments: Payments;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/**
 * The listening socket's queue of connections not yet accepted. A rush opens a thousand connections at
 * once, more than Node's default (511): past it the kernel drops SYNs and their clients retry only
 * after a second. With room for them, admission (platform/http/admission.ts) answers or refuses each at
 * once. The kernel caps it at net.core.somaxconn (4096 on current kernels).
 */
export const listenBacklog = 4096;

export type BuildOptions = {
  /** A database opened by the caller (tests); the app then leaves closing it to the caller. */
  database?: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Extra plugins mounted after the modules (the benchmark's reference route). */
  plugins?: FastifyPluginAsync[];
  /** Outbound HTTP to the providers (tests route it back into the app's own simulators). */
  fetch?: typeof fetch;
};

/** Builds the whole app: database ready and migrated, demo data on first start, every module mounted. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // server.ts hands in its never-blocking log destination (to drain it at shutdown); tests their collector.
    logger: loggerOptions(config.logLevel, options.logStream ?? createLogDestination()),
    // Fastify's two lines per request are off: registerRequestLog writes one.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Refusals of the router itself (a path parameter over 100 characters, a malformed URL) in our envelope.
    frameworkErrors: (error, _request, reply) =>
      sendRefusal(reply, error.statusCode ?? 400, messages.invalidInput),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  // Uploaded files: local disk, or a bucket every server process shares (STORAGE_URL).
  const files = storageFor({ storageUrl: config.storageUrl, uploadsDir: config.uploadsDir });
  // The first start is slow (the embedded database is created, demo data loaded): each step says so.
  if (ownsDatabase) app.log.info('preparing the database');
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    }));
  try {
    await database.withStartupLock(async () => {
      app.log.info('applying database migrations');
      await migrateDatabase(database);
      if (config.seedDemoData && (await isDatabaseEmpty(database.db))) {
        app.log.info('empty database: loading demo data (accounts, conferences, pages)');
        await seedDemoData({
          db: database.db,
          adminPassword: config.adminPassword,
          log: app.log,
          storage: files.storage,
        });
      }
    });
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  const jobs = config.jobsEnabled ? createJobQueue(database, app.log) : null;
  const messaging = createMessaging({ db: database.db, sender: createMessageSender(config), jobs });
  if (jobs) registerMessagingJobs(jobs, messaging);
  const conferenceCatalog = createConferenceCatalog({ db: database.db });
  const payments = createPayments({
    config: config.payments,
    publicUrl: config.publicUrl,
    db: database.db,
    messaging,
    log: app.log,
    fetch: options.fetch ?? fetch,
    businessName: async () => (await getBusinessDetails(database.db)).organisation,
    audit: (tx, entry, actor) => recordAudit(tx, actor ?? systemActor, entry),
  });
  payments.registerOutcome(
    'conference',
    conferencePaymentOutcome({
      onSeatsChanged: () => conferenceCatalog.invalidate(),
      publicUrl: config.publicUrl,
    }),
  );
  settleCancelRefundsThrough(payments, { db: database.db, messaging, log: app.log });
  settleMoveRefundsThrough(payments, database.db);
  const mallRefundContext = { db: database.db, payments, messaging, log: app.log };
  payments.registerOutcome('mall', mallPaymentOutcome());
  settleMallRefundsThrough(mallRefundContext);
  // Orders is below refunds (no import back): it reads the requests on its lines through refunds' answers.
  readAfterSalesThrough(afterSaleAnswers);
  payments.registerOutcome('mall-extra', extraPaymentOutcome());
  if (jobs) payments.registerJobs(jobs);
  if (jobs) registerOrderJobs(jobs, { db: database.db, log: app.log });
  if (jobs) registerRefundJobs(jobs, mallRefundContext);
  sendWaitingOfferLinksTo(config.publicUrl);
  if (jobs)
    registerWaitingListJobs(jobs, {
      db: database.db,
      messaging,
      onSeatsChanged: () => conferenceCatalog.invalidate(),
      log: app.log,
    });
  if (jobs)
    registerRegistrationJobs(jobs, {
      db: database.db,
      catalog: conferenceCatalog,
      payments,
      messaging,
      log: app.log,
    });
  const social = await createSocialProviders({
    config: config.socialLogin,
    publicUrl: config.publicUrl,
    fetch: options.fetch ?? fetch,
  });
  const services: AppServices = {
    config,
    database,
    jobs,
    messaging,
    storage: files.storage,
    conferenceCatalog,
    socialProviders: social.providers,
    payments,
  };
  app.decorate('services', services);

  const https = config.publicUrl.startsWith('https://');
  registerSecurityHeaders(app, {
    https,
    providerOrigins: payments.providerOrigins,
    // The administration's pages PUT a content's large files straight into the bucket.
    connectOrigins: files.storage.directUploads ? [files.storage.directUploads.origin] : [],
  });
  registerErrorHandler(app);
  registerRequestLog(app);
  // Only jobs read the request's id: without a job runner nothing needs it.
  if (jobs) registerRequestScope(app);
  const admission =
    config.overloadMaxWaitMs > 0
      ? createAdmission({
          maxWaitMs: config.overloadMaxWaitMs,
          maxInFlightPerFamily: config.overloadMaxInFlight,
        })
      : null;
  if (admission) registerAdmission(app, admission);
  if (database.kind === 'postgres') registerCallArrival(app);
  registerMetrics(app, { token: config.metricsToken, database, jobs: () => jobs, admission });
  await registerOpenApi(app);
  await app.register(fastifyCookie);
  registerFormBodyParser(app);
  // Uploads (images of conferences, kiosk, posts): routes read one file at a time and check its bytes.
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 4, fields: 20 } });
  await registerRateLimits(app, { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix });
  registerInputGuard(app);
  registerCrossSiteGuard(app, {
    publicUrl: config.publicUrl,
    message: accountMessages.crossSiteRefused,
  });

  const db = database.db;
  await app.register(authPlugin, { db });
  const registerAdministration = administration(app);
  await app.register(healthRoutes, { database });
  // Every domain's routes, in one explicit list.
  await app.register(accountRoutes, { db, secureCookies: https });
  await app.register(signupRoutes, { db, messaging, secureCookies: https });
  await app.register(socialLoginRoutes, {
    db,
    providers: social.providers,
    publicUrl: config.publicUrl,
    secureCookies: https,
  });
  if (social.simulator || payments.simulator) registerAutoSubmitScript(app);
  if (social.simulator) await app.register(oauthSimulatorRoutes, { simulator: social.simulator });
  if (payments.simulator) await app.register(inicisSimulatorRoutes, { simulator: payments.simulator });
  await app.register(profileRoutes, { db, messaging, secureCookies: https });
  await app.register(recoveryRoutes, { db, messaging });
  await app.register(conferenceRoutes, { catalog: conferenceCatalog });
  await app.register(registrationRoutes, { db, catalog: conferenceCatalog });
  await app.register(registrationPaymentRoutes, { db, payments, messaging, publicUrl: config.publicUrl });
  await app.register(paymentRoutes, { payments, publicUrl: config.publicUrl });
  await app.register(registrationHistoryRoutes, { db, payments });
  await app.register(moveRoutes, {
    db,
    payments,
    messaging,
    catalog: conferenceCatalog,
    publicUrl: config.publicUrl,
  });
  await app.register(checkInRoutes, { db });
  await app.register(ticketRoutes, { db, publicUrl: config.publicUrl });
  await app.register(certificateRoutes, { db, storage: services.storage, publicUrl: config.publicUrl });
  await app.register(inquiryRoutes, { db });
  await app.register(communityRoutes, { db, storage: services.storage });
  await app.register(introductionRoutes, { db });
  await app.register(sitePageRoutes, { db });
  const businessDetails = createBusinessDetailsCache(db);
  await app.register(siteSettingRoutes, { businessDetails });
  await app.register(kioskRoutes, { db });
  const catalogAnswers = createCatalogAnswers(db);
  await app.register(catalogRoutes, { db, answers: catalogAnswers });
  await app.register(reviewRoutes, {
    db,
    storage: services.storage,
    onChanged: () => catalogAnswers.invalidate(),
  });
  await app.register(cartRoutes, { db });
  await app.register(orderRoutes, { db, hotRows: database.hotRows, payments, messaging });
  await app.register(contentRoutes, { db, storage: services.storage });
  await app.register(refundRoutes, { db, storage: services.storage });
  await app.register(myPageRoutes, { db });
  await app.register(waitingListRoutes, { db, messaging, catalog: conferenceCatalog });
  // The administration's routes, all behind its one guard (platform/auth/admin-routes.ts).
  await registerAdministration(async (admin) => {
    await admin.register(messageAdminRoutes, { db, messaging });
    await admin.register(notificationAdminRoutes, { db, messaging, publicUrl: config.publicUrl });
    await admin.register(memberAdminRoutes, { db });
    await admin.register(auditLogAdminRoutes, { db });
    await admin.register(paymentAttentionAdminRoutes, { payments });
    await admin.register(conferenceAdminRoutes, {
      db,
      catalog: conferenceCatalog,
      storage: services.storage,
      afterSave: (conferenceIdx) => offerWaitingSeatsOfConference(db, messaging, conferenceIdx),
    });
    await admin.register(cancelAdminRoutes, { db, payments, messaging });
    await admin.register(registrantAdminRoutes, { db });
    await admin.register(moveAdminRoutes, {
      db,
      payments,
      messaging,
      catalog: conferenceCatalog,
      publicUrl: config.publicUrl,
    });
    await admin.register(certificateAdminRoutes, { db, storage: services.storage });
    await admin.register(dashboardAdminRoutes, { db });
    await admin.register(communityAdminRoutes, { db });
    await admin.register(inquiryAdminRoutes, { db, messaging });
    await admin.register(extraPaymentAdminRoutes, { db, messaging });
    await admin.register(mallOrderAdminRoutes, { db, payments, messaging });
    await admin.register(reviewAdminRoutes, { db, onChanged: () => catalogAnswers.invalidate() });
    await admin.register(warehouseAdminRoutes, { db });
    await admin.register(mallItemAdminRoutes, { db, storage: services.storage, catalogAnswers });
    await admin.register(directUploadAdminRoutes, { storage: services.storage });
    await admin.register(refundAdminRoutes, { db, payments, messaging, log: app.log });
    await admin.register(sitePageAdminRoutes, { db });
    await admin.register(siteSettingAdminRoutes, { db, businessDetails });
    await admin.register(kioskAdminRoutes, { db, storage: services.storage });
    await admin.register(waitingListAdminRoutes, { db, messaging, catalog: conferenceCatalog });
  });
  for (const plugin of options.plugins ?? []) await app.register(plugin);

  await app.register(siteMapRoutes, {
    publicUrl: config.publicUrl,
    sources: [
      (limit) => publishedConferencePages(db, limit),
      (limit) => publicNoticePages(db, limit),
      (limit) => itemPagesOnSale(db, limit),
    ],
  });
  await registerUploads(app, files.storage, files.localDir);
  const conferencePage = conferencePageHints(conferenceCatalog);
  const postPage = postPageHints(db);
  await registerWebApp(
    app,
    config.webDistDir,
    {
      ':idx': conferencePage,
      'app/:idx': conferencePage,
      mall: mallHomeHints(),
      'mall/view/:itemId': itemPageHints(db),
      'community/:boardId/:postId': postPage,
      'hana-bible/board/:boardId/:postId': postPage,
    },
    { name: siteInfo.name, description: siteInfo.description, publicUrl: config.publicUrl },
  );

  app.addHook('onReady', async () => {
    // Under the start-up lock too: pg-boss creates a queue's partition on the job table, and two
    // processes doing so at once deadlocked on PostgreSQL (two-processes.test.ts found it).
    if (jobs) await database.withStartupLock(() => jobs.start());
  });
  app.addHook('onClose', async () => {
    await jobs?.stop();
    if (ownsDatabase) await database.close();
  });
  return app;
}
