import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Clock } from '#application/ports/clock.port.ts';
import type { JobQueue } from '#application/ports/job-queue.port.ts';
import type { Logger } from '#application/ports/logger.port.ts';
import type { Mailer } from '#application/ports/mailer.port.ts';
import type { Sms } from '#application/ports/sms.port.ts';
import { createArgon2PasswordHasher } from '#adapters/auth/argon2-password-hasher.ts';
import { createTokenService } from '#adapters/auth/token-service.ts';
import { createJobQueue } from '#adapters/jobs/graphile-job-queue.ts';
import { createEmailRenderer } from '#adapters/messaging/email-templates.ts';
import { createOutboxOnlyMailer } from '#adapters/messaging/outbox-only-mailer.ts';
import { createPostmarkMailer } from '#adapters/messaging/postmark-mailer.ts';
import { createSmsRenderer } from '#adapters/messaging/sms-templates.ts';
import { createOutboxOnlySms, createTwilioSms } from '#adapters/messaging/twilio-sms.ts';
import { createAccountStore } from '#adapters/persistence/accounts.repository.ts';
import { createApiTokenStore } from '#adapters/persistence/api-tokens.repository.ts';
import { createClientStore } from '#adapters/persistence/clients.repository.ts';
import { createCommentStore } from '#adapters/persistence/comments.repository.ts';
import { createSupportStore } from '#adapters/persistence/support.repository.ts';
import { createSurveyStore } from '#adapters/persistence/surveys.repository.ts';
import { createPlanStore } from '#adapters/persistence/plans.repository.ts';
import { createBillingStore } from '#adapters/persistence/billing.repository.ts';
import { createDemoGateway } from '#adapters/payments/demo-gateway.ts';
import { createStripeGateway } from '#adapters/payments/stripe-gateway.ts';
import type { PaymentGateway } from '#application/ports/payment-gateway.port.ts';
import { createConcessionSettingsStore } from '#adapters/persistence/concession-settings.repository.ts';
import { createConcessionStore } from '#adapters/persistence/concessions.repository.ts';
import { createConcessionDirectory } from '#adapters/persistence/concession-directory.repository.ts';
import { createCredentialStore } from '#adapters/persistence/credentials.repository.ts';
import type { Database } from '#adapters/persistence/database.ts';
import type { DB } from '#adapters/persistence/db.generated.ts';
import { createDeviceStore } from '#adapters/persistence/devices.repository.ts';
import { createDocumentStore } from '#adapters/persistence/documents.repository.ts';
import { createCarStore } from '#adapters/persistence/cars.repository.ts';
import {
  createEmailOutbox,
  createOutboxStore,
} from '#adapters/persistence/email-outbox.repository.ts';
import { createKioskCatalogue } from '#adapters/persistence/kiosk-catalogue.repository.ts';
import { pingWithin } from '#adapters/persistence/ping.ts';
import { createMatchingStore } from '#adapters/persistence/matching.repository.ts';
import { createLambdaStore } from '#adapters/persistence/lambda-versions.repository.ts';
import { createRecalculationStore } from '#adapters/persistence/lambda-recalculations.repository.ts';
import { createPsychometricTestStore } from '#adapters/persistence/psychometric-tests.repository.ts';
import { createRateLimiter } from '#adapters/persistence/rate-limiter.repository.ts';
import { createResetTokenStore } from '#adapters/persistence/reset-tokens.repository.ts';
import { createSellerStore } from '#adapters/persistence/sellers.repository.ts';
import { createSessionStore } from '#adapters/persistence/sessions.repository.ts';
import { createSmsOutbox } from '#adapters/persistence/sms-outbox.repository.ts';
import { createStatisticsStore } from '#adapters/persistence/statistics.repository.ts';
import { createDashboardStore } from '#adapters/persistence/dashboard.repository.ts';
import { createDealershipOverviewStore } from '#adapters/persistence/dealership-overview.repository.ts';
import { createTerritoryStore } from '#adapters/persistence/territories.repository.ts';
import { createTrainingStore } from '#adapters/persistence/trainings.repository.ts';
import { lazyBinder, makeUnitOfWork } from '#adapters/persistence/unit-of-work.ts';
import { createUserStore } from '#adapters/persistence/users.repository.ts';
import { createViewerStore } from '#adapters/persistence/viewers.repository.ts';
import { createLocalFileStorage } from '#adapters/storage/local-file-storage.ts';
import { createSharpImageProcessor } from '#adapters/storage/sharp-image-processor.ts';
import type { Config } from '#src/config.ts';

export type AdapterOptions = {
  config: Config;
  logger: Logger;
  clock: Clock;
  /** `false`: nothing is enqueued (tests that run the jobs themselves, in the foreground). */
  queueJobs?: boolean;
};

const noJobs: JobQueue = { enqueue: async () => undefined };

/** Postmark when configured; otherwise messages stay in the local outbox (docs/spec/decisions.md section 10). */
const createMailer = (config: Config): Mailer =>
  config.POSTMARK_SERVER_TOKEN && config.POSTMARK_FROM
    ? createPostmarkMailer({
        serverToken: config.POSTMARK_SERVER_TOKEN,
        from: config.POSTMARK_FROM,
        apiUrl: config.POSTMARK_API_URL,
      })
    : createOutboxOnlyMailer();

/** Twilio when configured; otherwise text messages stay in the local outbox (docs/spec/decisions.md section 10). */
const createSmsSender = (config: Config): Sms =>
  config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
    ? createTwilioSms({
        accountSid: config.TWILIO_ACCOUNT_SID,
        authToken: config.TWILIO_AUTH_TOKEN,
        from: config.TWILIO_FROM,
        apiUrl: config.TWILIO_API_URL,
      })
    : createOutboxOnlySms();

/** Stripe when both keys are set; otherwise the local demo payment page (docs/spec/decisions.md section 10). */
const createPaymentGateway = (config: Config): PaymentGateway =>
  config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
    ? createStripeGateway({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiUrl: config.STRIPE_API_URL,
      })
    : createDemoGateway();

/**
 * Every adapter, built once (docs/decisions/026-composition.md). The stores come from one function
 * of the executor: `stores` binds them to the database, `inTransaction` binds the same set to a
 * transaction, so a use case names the ports it needs and every write in it (with the jobs, emails
 * and text messages it queues) commits together. A store is made when a use case first reads it
 * (docs/decisions/129).
 */
export const createAdapters = (database: Database, options: AdapterOptions) => {
  const { config } = options;
  const renderEmail = createEmailRenderer(config.publicUrl);
  const renderSms = createSmsRenderer(config.publicUrl, {
    appStore: config.APP_STORE_URL,
    googlePlay: config.GOOGLE_PLAY_URL,
  });
  const jobsOf = (executor: Kysely<DB>) =>
    options.queueJobs === false ? noJobs : createJobQueue(executor);
  const bindPorts = lazyBinder({
    accounts: createAccountStore,
    viewers: createViewerStore,
    sessions: createSessionStore,
    apiTokens: createApiTokenStore,
    credentials: createCredentialStore,
    resetTokens: createResetTokenStore,
    rateLimiter: createRateLimiter,
    devices: createDeviceStore,
    users: createUserStore,
    documents: createDocumentStore,
    comments: createCommentStore,
    support: createSupportStore,
    surveys: createSurveyStore,
    plans: createPlanStore,
    billing: createBillingStore,
    trainings: createTrainingStore,
    tests: createPsychometricTestStore,
    lambdas: createLambdaStore,
    recalculations: createRecalculationStore,
    matching: createMatchingStore,
    clients: createClientStore,
    settings: createConcessionSettingsStore,
    concessions: createConcessionStore,
    /** The platform's dealership directory (docs/decisions/077). */
    directory: createConcessionDirectory,
    sellers: createSellerStore,
    catalogue: createKioskCatalogue,
    cars: createCarStore,
    statistics: createStatisticsStore,
    dashboard: createDashboardStore,
    dealershipOverviews: createDealershipOverviewStore,
    territories: createTerritoryStore,
    /** The sent and pending messages (emails and text messages), read by delivery and the outbox page. */
    messages: createOutboxStore,
    jobs: jobsOf,
    /** Emails, queued with the change that causes them. */
    outbox: (executor: Kysely<DB>) =>
      createEmailOutbox(executor, { render: renderEmail, jobs: jobsOf(executor) }),
    /** Text messages, likewise. */
    sms: (executor: Kysely<DB>) =>
      createSmsOutbox(executor, { render: renderSms, jobs: jobsOf(executor) }),
  });
  return {
    database,
    config,
    logger: options.logger,
    clock: options.clock,
    stores: bindPorts(database.db),
    inTransaction: makeUnitOfWork(database.db, bindPorts),
    // Within 800 ms, so /readyz says "not ready" within a second (docs/decisions/042-timeouts.md).
    pingDatabase: () => pingWithin(database.pool, 800),
    hasher: createArgon2PasswordHasher(),
    tokens: createTokenService(),
    /** Public uploads (pictures), served under /uploads. */
    uploads: createLocalFileStorage(path.join(config.DATA_DIR, 'uploads')),
    /**
     * Trainings' videos live apart from the public uploads (DATA_DIR/private), so /uploads can never
     * serve them: only GET /api/trainings/{id}/video does, after the tenancy check.
     */
    privateFiles: createLocalFileStorage(path.join(config.DATA_DIR, 'private')),
    // Every stored picture is a re-encoded copy, never the uploaded bytes (decision 021).
    images: createSharpImageProcessor(),
    mailer: createMailer(config),
    smsSender: createSmsSender(config),
    payments: createPaymentGateway(config),
  };
};

export type Adapters = ReturnType<typeof createAdapters>;
