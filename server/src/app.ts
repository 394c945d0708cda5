import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config';
import { REPO_ROOT } from './config';
import type { DatabaseHandle } from './db/client';
import type { FileStorage } from './lib/file-storage';
import { createMailer, type Mailer } from './lib/mail/mailer';
import { databaseRateLimitStore } from './lib/rate-limits';
import { ResponseCache } from './lib/response-cache';
import { createPaidFiles } from './lib/stamping/paid-files';
import { StampPool } from './lib/stamping/stamp-pool';
import { StampedCopies } from './lib/stamping/stamped-copies';
import { fastifyTrustProxy } from './lib/trusted-proxies';
import { auditAdminRoutes } from './modules/audit/admin-routes';
import { createAuditService } from './modules/audit/service';
import { authentication } from './modules/auth/authenticate';
import { createPasswordResetService } from './modules/auth/password-reset';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { blogAdminRoutes } from './modules/blog/admin-routes';
import { blogRoutes } from './modules/blog/routes';
import { createBlogService } from './modules/blog/service';
import { materialsCsvAdminRoutes } from './modules/catalogue/admin-csv-routes';
import { catalogueFileAdminRoutes } from './modules/catalogue/admin-file-routes';
import { adminGroupRoutes } from './modules/catalogue/admin-group-routes';
import { catalogueAdminRoutes } from './modules/catalogue/admin-routes';
import { createAdminCatalogueService } from './modules/catalogue/admin-service';
import { taxonomyAdminRoutes } from './modules/catalogue/admin-taxonomy-routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createCatalogueService } from './modules/catalogue/service';
import { contentRoutes } from './modules/content/routes';
import { createContentService } from './modules/content/service';
import { courseFileAdminRoutes } from './modules/courses/admin-file-routes';
import { courseAdminRoutes } from './modules/courses/admin-routes';
import { coursesRoutes } from './modules/courses/routes';
import { createCoursesService } from './modules/courses/service';
import { customersAdminRoutes } from './modules/customers/admin-routes';
import { createCustomersAdminService } from './modules/customers/admin-service';
import { createStaffGrants } from './modules/customers/grants';
import { examFileAdminRoutes } from './modules/exams/admin-file-routes';
import { examAdminRoutes } from './modules/exams/admin-routes';
import { examRoutes } from './modules/exams/routes';
import { createExamsService } from './modules/exams/service';
import { healthRoutes } from './modules/health/routes';
import { inboxAdminRoutes } from './modules/inbox/admin-routes';
import { inboxRoutes } from './modules/inbox/routes';
import { createInboxService } from './modules/inbox/service';
import { createOwnedItems } from './modules/library/owned-items';
import { libraryRoutes } from './modules/library/routes';
import { createLibraryService } from './modules/library/service';
import { createLicenceGroups } from './modules/licences/groups';
import { licenceRoutes } from './modules/licences/routes';
import { createLicencesService } from './modules/licences/service';
import { promoAndReportAdminRoutes } from './modules/payments/admin-promo-routes';
import { adminPaymentRoutes } from './modules/payments/admin-routes';
import { type GrantDeps, grantItems, revokeSeatAccess } from './modules/payments/grants';
import { createPaymentJobs } from './modules/payments/jobs';
import { createMyOrders } from './modules/payments/my-orders';
import { myOrdersRoutes } from './modules/payments/my-orders-routes';
import { createPaymobClient, type PaymobSettings } from './modules/payments/paymob/client';
import { createProviderSync } from './modules/payments/provider-sync';
import { SELLER_ADDRESS, SELLER_NAME } from './modules/payments/receipt-pdf';
import { paymentRoutes } from './modules/payments/routes';
import { createPaymentsService } from './modules/payments/service';
import { loadSandboxCredentials, SANDBOX_PREFIX, type SandboxCredentials } from './modules/paymob-sandbox/credentials';
import { paymobSandboxRoutes } from './modules/paymob-sandbox/routes';
import { createPageMeta } from './modules/seo/page-meta';
import { seoRoutes } from './modules/seo/routes';
import { staffAdminRoutes } from './modules/staff/admin-routes';
import { createStaffService } from './modules/staff/service';
import { bodylessDelete } from './plugins/bodyless-delete';
import { compression } from './plugins/compression';
import { clientErrorHandler, errorHandler, frameworkErrors } from './plugins/error-handler';
import { openApi } from './plugins/openapi';
import { publicFiles } from './plugins/public-files';
import { securityHeaderList, securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  files: FileStorage;
  logger: Logger;
  /** Defaults to SMTP when SMTP_URL is set, else .eml files in DATA_DIR/mail. */
  mailer?: Mailer;
  /** The built web app; defaults to web/dist. */
  webDistDir?: string;
  /** Sees every route as it is added: tests walk the registered routes, not a list kept by hand (issue 22 §5). */
  onRoute?: (route: RouteOptions) => void;
};

/** Channel the change-notification triggers publish on (migration 0001). */
export const PUBLIC_DATA_CHANNEL = 'the_gate_public_data';
/** Its payload when only download counts changed (migration 0009): a batched invalidation is enough. */
export const COUNTS_CHANGED = 'materials:counts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole app without listening: `main.ts` listens, tests call `app.inject`. */
export async function buildApp({ config, database, files, logger, mailer, webDistDir, onRoute }: AppDeps) {
  const headers = securityHeaderList(config.publicUrl, config.s3PublicUrl);
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // The client's address is the right-most one no trusted proxy vouches for (issue 22 §2).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestIdHeader: false,
    // Answers Fastify gives before any hook: security headers and plain words there too (issue 22 §5).
    frameworkErrors: frameworkErrors(headers),
    clientErrorHandler: clientErrorHandler(headers),
    // One line per request would dominate the logs and cost throughput; debug shows them.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const cache = new ResponseCache();
  const unlisten = await database.listen(PUBLIC_DATA_CHANNEL, {
    onNotify: (payload) =>
      payload === COUNTS_CHANGED ? cache.invalidateWithin(config.downloadCountsRefreshMs) : cache.invalidate(),
    onDown: () => cache.setEnabled(false),
    onUp: () => cache.setEnabled(true),
  });
  app.addHook('onClose', async () => {
    await unlisten();
  });

  const { db } = database;
  const { publicUrl } = config;
  const catalogue = createCatalogueService({
    db,
    files,
    remember: (key, produce) => cache.keep(key, produce),
  });
  // Courses count the licence groups given a seat of them (issue 27 §4); the licences exist further down.
  const courses = createCoursesService({
    db,
    files,
    licenceGroupCounts: (courseIds) => licences.courseGroupCounts(courseIds),
  });
  const library = createLibraryService({ db, files, catalogue });
  const mail = mailer ?? createMailer(config, logger);
  const authDeps = { db, mailer: mail, logger, publicUrl };
  const auth = createAuthService(authDeps);
  const sandbox = config.paymob ? null : await loadSandboxCredentials(db, config.dataDir);
  const paymob = createPaymobClient(paymobSettings(config, sandbox));
  const content = createContentService({ db, files });
  const exams = createExamsService({
    db,
    files,
    papers: {
      ownedIds: (userId, materialIds) => library.ownedMaterialIds(userId, materialIds),
      ownerUrl: (userId, materialId) => library.ownerReadUrl(userId, materialId),
      freeUrl: (materialId) => catalogue.freeFileUrl(materialId),
    },
  });
  // Licences (issue 27 §3) need the grants to give a seat holder access, and the grants need the
  // licences' hooks: the access is bound once both exist.
  const licences = createLicencesService({
    db,
    mailer: mail,
    logger,
    publicUrl,
    accounts: auth,
    access: () => ({
      grant: (tx, userId, item, paymentId) => grantItems(tx, grants, userId, [item], paymentId),
      revoke: (tx, userId, paymentId) => revokeSeatAccess(tx, grants, userId, paymentId),
    }),
  });
  // Staff grants (issue 25 §3) give what a payment would, and a refund leaves them (payments/grants.ts).
  const grants = {
    catalogue,
    library,
    courses,
    exams,
    staffGrants: createStaffGrants({ catalogue, library, courses, exams }),
    licences: licences.hooks,
  } satisfies GrantDeps;
  const blog = createBlogService({ db, files });
  const payments = createPaymentsService({
    db,
    logger,
    mailer: mail,
    publicUrl,
    paymob,
    grants,
    accounts: auth,
    ownership: { library, courses, catalogue, exams, licences },
    prices: {
      Material: catalogue.sellableMaterials,
      MaterialGroup: catalogue.sellableGroups,
      Course: courses.sellableCourses,
      Exam: exams.sellableExams,
    },
  });
  const sync = createProviderSync({
    db,
    logger,
    publicUrl,
    paymob,
    grants,
    receipts: payments.receipts,
    refundMails: payments.refundMails,
    pendingTtlMinutes: config.paymentPendingTtlMinutes,
  });

  // First, so every answer carries them: routes, static files, errors and 404s (issue 13 §1).
  await app.register(securityHeaders, { headers });
  await app.register(errorHandler);
  await app.register(bodylessDelete);
  // Before any route: @fastify/compress hooks each route as it is added.
  await app.register(compression);
  // Opt-in per route (registration, reset requests, the forms, payment initiation): a global per-address
  // limit would lock out a whole school that shares one address. Counted in the database, so every
  // process shares the counts and a restart keeps them (issue 13 §4).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  await app.register(openApi, { publicUrl });
  await app.register(authentication, { auth });
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { auth, passwordReset: createPasswordResetService(authDeps) });
  await app.register(catalogueRoutes, {
    catalogue,
    cache,
    ownedBy: (userId) => ({
      ids: (materialIds) => library.ownedMaterialIds(userId, materialIds),
      fileUrl: (materialId) => library.ownerDownloadUrl(userId, materialId),
    }),
  });
  await app.register(paymentRoutes, { payments, sync, testMode: sandbox !== null });
  await app.register(myOrdersRoutes, {
    myOrders: createMyOrders(db),
    seller: { name: SELLER_NAME, address: SELLER_ADDRESS, email: config.contactTo, website: publicUrl },
  });
  // Paid PDFs, and the PDFs in paid lesson zips, go out stamped for their reader (issue 27 §1–§2),
  // stamped in worker threads and kept per person and file.
  const stampPool = new StampPool();
  app.addHook('onClose', () => stampPool.close());
  const stampedCopies = new StampedCopies(files, stampPool);
  const paidFiles = createPaidFiles({
    files,
    copies: stampedCopies,
    identity: (userId) => auth.identity(userId),
    licenceWords: (userId, sourcePaymentId, item) => licences.stampFor(userId, sourcePaymentId, item),
  });
  await app.register(libraryRoutes, {
    library,
    catalogue,
    files,
    paidFiles,
    readerUrl: config.readerUrl,
    ownedItems: createOwnedItems({ library, catalogue, courses, exams }),
  });
  await app.register(licenceRoutes, { licences, groups: createLicenceGroups({ db, licences }) });
  await app.register(blogRoutes, { blog, cache });
  await app.register(examRoutes, { exams, cache });
  await app.register(contentRoutes, { content, cache });
  await app.register(coursesRoutes, { courses, cache, files, paidFiles });
  await app.register(inboxRoutes, {
    inbox: createInboxService({ db, mailer: mail, logger, contactTo: config.contactTo }),
  });
  // The back office (issue 24): every /api/admin route declares its permission (authenticate.ts).
  await app.register(staffAdminRoutes, { staff: createStaffService({ db }) });
  await app.register(promoAndReportAdminRoutes, { db });
  await app.register(inboxAdminRoutes, { db, mailer: mail, logger, contactTo: config.contactTo });
  await app.register(customersAdminRoutes, { customers: createCustomersAdminService({ db, grants }) });
  await app.register(blogAdminRoutes, { database, files, blog, cache, channel: PUBLIC_DATA_CHANNEL });
  await app.register(adminPaymentRoutes, { db, logger, paymob, sync, mailer: mail, publicUrl, accounts: auth });
  await app.register(catalogueFileAdminRoutes, { db, files });
  await app.register(taxonomyAdminRoutes, { db });
  await app.register(examFileAdminRoutes, { db, files });
  await app.register(courseFileAdminRoutes, { db, files });
  await app.register(auditAdminRoutes, { audit: createAuditService({ db }) });
  await app.register(materialsCsvAdminRoutes, { db });
  await app.register(examAdminRoutes, { db, files });
  await app.register(courseAdminRoutes, { db, files });
  await app.register(adminGroupRoutes, { db, files });
  await app.register(catalogueAdminRoutes, { catalogue: createAdminCatalogueService({ db, files }) });
  if (sandbox) {
    // No Paymob account configured: payments go to the sandbox built into this server (README, "Payments").
    await app.register(paymobSandboxRoutes, { prefix: SANDBOX_PREFIX, db, credentials: sandbox, logger });
  }
  const jobs = createPaymentJobs({ sync, receipts: payments.receipts, refundMails: payments.refundMails, logger });
  app.decorate('paymentJobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  await app.register(publicFiles, { files });
  await app.register(seoRoutes, {
    publicUrl,
    sources: [catalogue.sitemapEntries, exams.sitemapEntries, courses.sitemapEntries, blog.sitemapEntries],
  });
  await app.register(webApp, {
    distDir: webDistDir ?? path.join(REPO_ROOT, 'web', 'dist'),
    pageMeta: createPageMeta({ publicUrl, catalogue, exams, courses, blog }),
    publicUrl,
    cache,
  });
  return app;
}

/** The configured Paymob account, or the built-in sandbox's, reached at PUBLIC_URL/paymob-sandbox. */
function paymobSettings(config: Config, sandbox: SandboxCredentials | null): PaymobSettings {
  if (config.paymob) return config.paymob;
  const credentials = sandbox!;
  return {
    apiUrl: `${config.publicUrl}${SANDBOX_PREFIX}`,
    secretKey: credentials.secretKey,
    publicKey: credentials.publicKey,
    hmacSecret: credentials.hmacSecret,
    integrationIds: [credentials.cardIntegrationId, credentials.walletIntegrationId],
  };
}

export type App = Awaited<ReturnType<typeof buildApp>>;
