import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Runner } from 'graphile-worker';
import { sql } from 'kysely';
import { makeAcceptInvite, makeCheckInvite } from './application/auth/accept-invite.ts';
import { makeChangePassword } from './application/auth/change-password.ts';
import { makeCreatePassword } from './application/auth/create-password.ts';
import { makeCreateInvite } from './application/auth/invite.ts';
import { makeLoadViewer } from './application/auth/load-viewer.ts';
import { makePurgeExpiredSessions } from './application/auth/purge-expired-sessions.ts';
import { makeRequestPasswordReset } from './application/auth/request-password-reset.ts';
import { makeResetPasswordByManager } from './application/auth/reset-password-by-manager.ts';
import { makeCheckResetLink, makeResetPassword } from './application/auth/reset-password.ts';
import { makeSignOut, makeValidateSession } from './application/auth/session.ts';
import { makeSetStationPassword } from './application/auth/set-station-password.ts';
import { makeSignIn } from './application/auth/sign-in.ts';
import { makeRecordClientLog } from './application/logging/record-client-log.ts';
import { makeDeliverEmail, makeDeliverSms } from './application/messaging/deliver-email.ts';
import { makeCreateComment } from './application/comments/create-comment.ts';
import { makeListComments } from './application/comments/list-comments.ts';
import { makeCreateTraining } from './application/trainings/create-training.ts';
import { makeDeleteTraining } from './application/trainings/delete-training.ts';
import { makeGetTraining } from './application/trainings/get-training.ts';
import { makeListTrainings } from './application/trainings/list-trainings.ts';
import { makeReadTrainingVideo } from './application/trainings/read-training-video.ts';
import { makeUpdateTraining } from './application/trainings/update-training.ts';
import { createCommentStore } from './adapters/persistence/comments.repository.ts';
import { createTrainingStore } from './adapters/persistence/trainings.repository.ts';
import { makeListOutbox, makeReadOutboxMessage } from './application/messaging/read-outbox.ts';
import { makeGetClientMatches } from './application/matching/get-client-matches.ts';
import {
  makeGetAdvisorFocus,
  makeSaveQuestionnaireDraft,
  makeTakeQuestionnaireClient,
} from './application/client-flow/advisor-use-cases.ts';
import {
  makeAcceptClient,
  makeArchiveBeBacks,
  makeChooseSeller,
  makeCreateClient,
  makeDeleteClient,
  makeEndRelationship,
  makeExtraTime,
  makeGetClient,
  makeGetPairing,
  makeListClients,
  makeSaveClientQuestionnaire,
  makeSetSeller,
} from './application/client-flow/client-use-cases.ts';
import {
  makeGetGeneralSettings,
  makeUpdateGeneralSettings,
} from './application/concessions/update-general-settings.ts';
import {
  makeConfirmAvailability,
  makeGetSeller,
  makeListSellers,
  makeRecordPresence,
} from './application/sellers/seller-use-cases.ts';
import { makeSetShowEndQuestionnaire } from './application/sellers/set-show-end-questionnaire.ts';
import { makeUpdateSellerProfile } from './application/sellers/update-profile.ts';
import {
  makeGetClientProfile,
  makeGetPsychometricProfile,
} from './application/psychometrics/get-psychometric-profile.ts';
import {
  makeGetLambdaStatus,
  makeResumeRecalculation,
  makeRunRecalculation,
  makeStartOrResumeRecalculation,
  makeStartRecalculation,
} from './application/psychometrics/lambda-recalculation.ts';
import {
  makeResetQuestionnaire,
  makeSaveQuestionnaire,
} from './application/psychometrics/save-questionnaire.ts';
import type { Clock } from './application/ports/clock.port.ts';
import type { Logger } from './application/ports/logger.port.ts';
import type { Mailer } from './application/ports/mailer.port.ts';
import type { Sms } from './application/ports/sms.port.ts';
import { makeExpireSaleHolds, makeNotifyAdvisor } from './application/client-flow/notifications.ts';
import { makeCheckReadiness } from './application/system/check-readiness.ts';
import { makeCreateUser } from './application/users/create-user.ts';
import { makeDeleteUser } from './application/users/delete-user.ts';
import { makeGetDocumentToSign } from './application/users/get-document-to-sign.ts';
import { makeGetUser } from './application/users/get-user.ts';
import { makeListBpms } from './application/users/list-bpms.ts';
import { makeListUsers } from './application/users/list-users.ts';
import { makeSetUserLanguage } from './application/users/set-user-language.ts';
import { makeSetUserPicture } from './application/users/set-user-picture.ts';
import { makeSignDocument } from './application/users/sign-document.ts';
import { makeUpdateUser } from './application/users/update-user.ts';
import { createArgon2PasswordHasher } from './adapters/auth/argon2-password-hasher.ts';
import { createTokenService } from './adapters/auth/token-service.ts';
import { buildApp } from './adapters/http/app.ts';
import { loadAssetLinks } from './adapters/http/assets.ts';
import { createJobQueue } from './adapters/jobs/graphile-job-queue.ts';
import { buildTaskList, type TaskHandlers } from './adapters/jobs/tasks.ts';
import { createEmailRenderer } from './adapters/messaging/email-templates.ts';
import { createOutboxOnlyMailer } from './adapters/messaging/outbox-only-mailer.ts';
import { createSmsRenderer } from './adapters/messaging/sms-templates.ts';
import { createOutboxOnlySms, createTwilioSms } from './adapters/messaging/twilio-sms.ts';
import { createSmsOutbox } from './adapters/persistence/sms-outbox.repository.ts';
import { createPostmarkMailer } from './adapters/messaging/postmark-mailer.ts';
import { installJobSchema, startWorker } from './adapters/jobs/worker.ts';
import { openDatabase, type Database } from './adapters/persistence/database.ts';
import { createAccountStore } from './adapters/persistence/accounts.repository.ts';
import { createCredentialStore } from './adapters/persistence/credentials.repository.ts';
import { createDocumentStore } from './adapters/persistence/documents.repository.ts';
import {
  createEmailOutbox,
  createOutboxStore,
} from './adapters/persistence/email-outbox.repository.ts';
import { createMatchingStore } from './adapters/persistence/matching.repository.ts';
import { createClientStore } from './adapters/persistence/clients.repository.ts';
import { createConcessionSettingsStore } from './adapters/persistence/concession-settings.repository.ts';
import { createKioskCatalogue } from './adapters/persistence/kiosk-catalogue.repository.ts';
import { createSellerStore } from './adapters/persistence/sellers.repository.ts';
import { createStatisticsStore } from './adapters/persistence/statistics.repository.ts';
import {
  makeGetClientHistory,
  makeListClientHistory,
} from './application/statistics/client-history.ts';
import {
  makeGetSellerStatistics,
  makeGetStatisticsAccess,
  makeSetStatisticsStatus,
} from './application/statistics/seller-statistics.ts';
import {
  createLambdaStore,
  createPsychometricTestStore,
  createRecalculationStore,
} from './adapters/persistence/psychometrics.repository.ts';
import { migrateToLatest } from './adapters/persistence/migrate.ts';
import { createRateLimiter } from './adapters/persistence/rate-limiter.repository.ts';
import { createResetTokenStore } from './adapters/persistence/reset-tokens.repository.ts';
import { seedDemoData } from './adapters/persistence/seed.ts';
import { createSessionStore } from './adapters/persistence/sessions.repository.ts';
import { makeUnitOfWork } from './adapters/persistence/unit-of-work.ts';
import { createUserStore } from './adapters/persistence/users.repository.ts';
import { createViewerStore } from './adapters/persistence/viewers.repository.ts';
import { createLocalFileStorage } from './adapters/storage/local-file-storage.ts';
import { createSharpImageProcessor } from './adapters/storage/sharp-image-processor.ts';
import type { Config } from './config.ts';

const packageJson = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

const systemClock: Clock = { now: () => new Date() };

export type Runtime = {
  app: ReturnType<typeof buildApp>;
  database: Database;
  close: () => Promise<void>;
};

export type RuntimeOptions = {
  /** Start the job worker in this process (always on with the embedded database). */
  worker: boolean;
  /** An already open database (tests); otherwise one is opened from the configuration. */
  database?: Database;
  clock?: Clock;
};

/**
 * Prepares the database (migrations, job queue schema, demo data on an empty database) and the
 * use cases' ports. Shared by the server, the worker process and the scripts.
 */
export const prepareDatabase = async (config: Config, logger: Logger, given?: Database) => {
  const database =
    given ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info('Migrations applied', { migrations: applied });
  await installJobSchema(database.pool);
  return database;
};

export const seedIfEmpty = async (database: Database, logger: Logger, clock: Clock) => {
  const seeded = await seedDemoData(database.db, {
    hasher: createArgon2PasswordHasher(),
    now: clock.now(),
  });
  if (seeded) logger.info('Demo data created (accounts *@demo.test, password Demo1234)');
};

/**
 * The personality test, norms and matching use cases (also used by the CLI, the benchmark and the
 * integration tests, which run the recalculation job in the foreground).
 */
export const buildPsychometrics = (
  database: Database,
  logger: Logger,
  clock: Clock,
  /** `queueJobs: false`: starting a run enqueues nothing (tests that drive the job themselves). */
  options: { queueJobs?: boolean } = {},
) => {
  const { db } = database;
  const tests = createPsychometricTestStore(db);
  const lambdas = createLambdaStore(db);
  const recalculations = createRecalculationStore(db);
  const inTransaction = makeUnitOfWork(db, (trx) => ({
    tests: createPsychometricTestStore(trx),
    lambdas: createLambdaStore(trx),
    recalculations: createRecalculationStore(trx),
    jobs: options.queueJobs === false ? { enqueue: async () => undefined } : createJobQueue(trx),
  }));
  const startRecalculation = makeStartRecalculation({ inTransaction, clock, logger });
  return {
    saveQuestionnaire: makeSaveQuestionnaire({ inTransaction, clock }),
    resetQuestionnaire: makeResetQuestionnaire({ inTransaction }),
    getPsychometricProfile: makeGetPsychometricProfile({ tests }),
    getClientProfile: makeGetClientProfile({ tests }),
    getClientMatches: makeGetClientMatches({
      matching: createMatchingStore(db),
      lambdas,
      clock,
    }),
    getLambdaStatus: makeGetLambdaStatus({ lambdas, recalculations }),
    startRecalculation,
    startOrResumeRecalculation: makeStartOrResumeRecalculation({
      start: startRecalculation,
      recalculations,
    }),
    runRecalculation: makeRunRecalculation({ inTransaction, clock, logger }),
    resumeRecalculation: makeResumeRecalculation({ inTransaction }),
  };
};

export type Psychometrics = ReturnType<typeof buildPsychometrics>;

/**
 * Feedback comments: saved with their email to the platform team in one transaction. The team reads
 * French, the product's default language (docs/decisions/023).
 */
const buildComments = (database: Database, config: Config, clock: Clock) => {
  const render = createEmailRenderer(config.publicUrl);
  const inTransaction = makeUnitOfWork(database.db, (trx) => ({
    comments: createCommentStore(trx),
    outbox: createEmailOutbox(trx, { render, jobs: createJobQueue(trx) }),
  }));
  return {
    createComment: makeCreateComment({
      inTransaction,
      clock,
      recipient: { email: config.COMMENTS_EMAIL, language: 'fr' },
    }),
    listComments: makeListComments({ comments: createCommentStore(database.db) }),
  };
};

/**
 * Trainings. Their videos live apart from the public uploads (DATA_DIR/private), so /uploads can
 * never serve them: only GET /api/trainings/{id}/video does, after the tenancy check.
 */
const buildTrainings = (database: Database, config: Config, clock: Clock) => {
  const trainings = createTrainingStore(database.db);
  const files = createLocalFileStorage(path.join(config.DATA_DIR, 'private'));
  return {
    listTrainings: makeListTrainings({ trainings }),
    getTraining: makeGetTraining({ trainings }),
    createTraining: makeCreateTraining({ trainings, files, clock }),
    updateTraining: makeUpdateTraining({ trainings, files, clock }),
    deleteTraining: makeDeleteTraining({ trainings, files }),
    readTrainingVideo: makeReadTrainingVideo({ trainings, files }),
  };
};

/** The Users calls, the onboarding signature pages and the uploaded pictures they show. */
const buildUsers = (database: Database, config: Config, clock: Clock) => {
  const { db } = database;
  const users = createUserStore(db);
  const documents = createDocumentStore(db);
  const files = createLocalFileStorage(path.join(config.DATA_DIR, 'uploads'));
  // Every stored picture is a re-encoded copy, never the uploaded bytes (decision 021).
  const images = createSharpImageProcessor();
  const renderEmail = createEmailRenderer(config.publicUrl);
  const inTransaction = makeUnitOfWork(db, (trx) => ({
    users: createUserStore(trx),
    sessions: createSessionStore(trx),
    resetTokens: createResetTokenStore(trx),
    outbox: createEmailOutbox(trx, { render: renderEmail, jobs: createJobQueue(trx) }),
  }));
  return {
    readUpload: files.read,
    users: {
      listUsers: makeListUsers({ users }),
      listBpms: makeListBpms({ users }),
      getUser: makeGetUser({ users }),
      createUser: makeCreateUser({
        users,
        inTransaction,
        createInvite: makeCreateInvite({ tokens: createTokenService(), clock }),
        clock,
      }),
      updateUser: makeUpdateUser({ users, files, images }),
      deleteUser: makeDeleteUser({ users, inTransaction, clock }),
      setUserPicture: makeSetUserPicture({ users, files, images }),
      setUserLanguage: makeSetUserLanguage({ users }),
      signDocument: makeSignDocument({ users, documents, clock }),
      getDocumentToSign: makeGetDocumentToSign({ users, documents }),
      getPsychometricProfile: makeGetPsychometricProfile({
        tests: createPsychometricTestStore(db),
      }),
    },
  };
};

/**
 * Passwords: creating, changing and resetting them, invitations, kiosk station passwords
 * (decisions.md section 7), and the PR admin's outbox page.
 */
const buildPasswords = (database: Database, config: Config, clock: Clock) => {
  const { db } = database;
  const tokens = createTokenService();
  const hasher = createArgon2PasswordHasher();
  const credentials = createCredentialStore(db);
  const resetTokens = createResetTokenStore(db);
  const rateLimiter = createRateLimiter(db);
  const render = createEmailRenderer(config.publicUrl);
  const inTransaction = makeUnitOfWork(db, (trx) => ({
    credentials: createCredentialStore(trx),
    sessions: createSessionStore(trx),
    resetTokens: createResetTokenStore(trx),
    outbox: createEmailOutbox(trx, { render, jobs: createJobQueue(trx) }),
  }));
  const links = { tokens, clock, credentials, resetTokens };
  const outbox = createOutboxStore(db);
  return {
    passwords: {
      createPassword: makeCreatePassword({ credentials, hasher, clock, inTransaction }),
      changePassword: makeChangePassword({
        credentials,
        hasher,
        rateLimiter,
        tokens,
        clock,
        inTransaction,
      }),
      resetPasswordByManager: makeResetPasswordByManager({
        credentials,
        tokens,
        clock,
        inTransaction,
      }),
      setStationPassword: makeSetStationPassword({ credentials, hasher, inTransaction }),
      requestPasswordReset: makeRequestPasswordReset({
        credentials,
        rateLimiter,
        tokens,
        clock,
        inTransaction,
      }),
      checkResetLink: makeCheckResetLink(links),
      resetPassword: makeResetPassword({ ...links, hasher, inTransaction }),
      checkInvite: makeCheckInvite(links),
      acceptInvite: makeAcceptInvite({ ...links, inTransaction }),
    },
    outbox: {
      listOutbox: makeListOutbox({ outbox }),
      readOutboxMessage: makeReadOutboxMessage({ outbox }),
    },
  };
};

/**
 * The core loop (kiosk questionnaire -> match -> advisor accepts -> outcome): the Clients and Sellers
 * calls, the general settings, the kiosk and advisor pages, and their scheduled work.
 */
export const buildClientFlow = (database: Database, logger: Logger, clock: Clock) => {
  const { db } = database;
  const clients = createClientStore(db);
  const settings = createConcessionSettingsStore(db);
  const sellers = createSellerStore(db);
  const matching = createMatchingStore(db);
  const lambdas = createLambdaStore(db);
  const catalogue = createKioskCatalogue(db);
  const inTransaction = makeUnitOfWork(db, (trx) => ({
    clients: createClientStore(trx),
    settings: createConcessionSettingsStore(trx),
    matching: createMatchingStore(trx),
    lambdas: createLambdaStore(trx),
    sellers: createSellerStore(trx),
    catalogue: createKioskCatalogue(trx),
    jobs: createJobQueue(trx),
  }));
  const flow = { inTransaction, clock };
  const sellerDeps = { sellers, matching, clock };
  return {
    clock,
    catalogue,
    listClients: makeListClients({ clients }),
    getClient: makeGetClient({
      clients,
      catalogue,
      clientProfile: makeGetClientProfile({ tests: createPsychometricTestStore(db) }),
    }),
    createClient: makeCreateClient({ clients, clock }),
    saveClientQuestionnaire: makeSaveClientQuestionnaire(flow),
    endRelationship: makeEndRelationship(flow),
    acceptClient: makeAcceptClient(flow),
    deleteClient: makeDeleteClient(flow),
    chooseSeller: makeChooseSeller(flow),
    setSeller: makeSetSeller(flow),
    extraTime: makeExtraTime(flow),
    saveQuestionnaireDraft: makeSaveQuestionnaireDraft(flow),
    takeQuestionnaireClient: makeTakeQuestionnaireClient(flow),
    getAdvisorFocus: makeGetAdvisorFocus({ clients, sellers, clock }),
    getPairing: makeGetPairing({
      clients,
      pairing: { matching, lambdas, settings },
      clock,
    }),
    archiveBeBacks: makeArchiveBeBacks({ ...flow, clients }),
    listSellers: makeListSellers(sellerDeps),
    getSeller: makeGetSeller(sellerDeps),
    recordPresence: makeRecordPresence(sellerDeps),
    confirmAvailability: makeConfirmAvailability({ ...sellerDeps, clients }),
    updateSellerProfile: makeUpdateSellerProfile(sellerDeps),
    setShowEndQuestionnaire: makeSetShowEndQuestionnaire(sellerDeps),
    getGeneralSettings: makeGetGeneralSettings({ settings }),
    updateGeneralSettings: makeUpdateGeneralSettings({ settings, clock }),
    logger,
  };
};

export type ClientFlow = ReturnType<typeof buildClientFlow>;

/** Statistics (decisions.md section 9), advisors' access to them, and the clients history. */
const buildStatistics = (database: Database, clock: Clock) => {
  const statistics = createStatisticsStore(database.db);
  const history = { statistics, clients: createClientStore(database.db), clock };
  return {
    getSellerStatistics: makeGetSellerStatistics({ statistics, clock }),
    getStatisticsAccess: makeGetStatisticsAccess({ statistics }),
    setStatisticsStatus: makeSetStatisticsStatus({ statistics, clock }),
    listClientHistory: makeListClientHistory(history),
    getClientHistory: makeGetClientHistory(history),
  };
};

/** Twilio when configured; otherwise text messages stay in the local outbox (decisions.md section 10). */
const buildSms = (config: Config): Sms =>
  config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
    ? createTwilioSms({
        accountSid: config.TWILIO_ACCOUNT_SID,
        authToken: config.TWILIO_AUTH_TOKEN,
        from: config.TWILIO_FROM,
        apiUrl: config.TWILIO_API_URL,
      })
    : createOutboxOnlySms();

/** The core loop's background work: advisor notifications by SMS, expired holds, be-backs. */
export const buildClientFlowTasks = (
  database: Database,
  config: Config,
  logger: Logger,
  clock: Clock,
) => {
  const { db } = database;
  const render = createSmsRenderer(config.publicUrl);
  const inTransaction = makeUnitOfWork(db, (trx) => ({
    clients: createClientStore(trx),
    sellers: createSellerStore(trx),
    sms: createSmsOutbox(trx, { render, jobs: createJobQueue(trx) }),
  }));
  const notifications = { inTransaction, clock, logger };
  return {
    'notify-advisor': makeNotifyAdvisor(notifications),
    'expire-sale-holds': makeExpireSaleHolds({ ...notifications, clients: createClientStore(db) }),
    'archive-be-backs': buildClientFlow(database, logger, clock).archiveBeBacks,
    'deliver-sms': makeDeliverSms({
      outbox: createOutboxStore(db),
      sms: buildSms(config),
      clock,
      logger,
    }),
  } satisfies Partial<TaskHandlers>;
};

/** Postmark when configured; otherwise messages stay in the local outbox (decisions.md section 10). */
const buildMailer = (config: Config): Mailer =>
  config.POSTMARK_SERVER_TOKEN && config.POSTMARK_FROM
    ? createPostmarkMailer({
        serverToken: config.POSTMARK_SERVER_TOKEN,
        from: config.POSTMARK_FROM,
        apiUrl: config.POSTMARK_API_URL,
      })
    : createOutboxOnlyMailer();

const buildTasks = (database: Database, config: Config, logger: Logger, clock: Clock) => {
  const { runRecalculation } = buildPsychometrics(database, logger, clock);
  return buildTaskList({
    'deliver-email': makeDeliverEmail({
      outbox: createOutboxStore(database.db),
      mailer: buildMailer(config),
      clock,
      logger,
    }),
    'recalculate-lambda': (payload, job) =>
      runRecalculation({ ...payload, finalAttempt: job.attempt >= job.maxAttempts }),
    'purge-expired-sessions': makePurgeExpiredSessions({
      sessions: createSessionStore(database.db),
      clock,
      logger,
    }),
    ...buildClientFlowTasks(database, config, logger, clock),
  });
};

/** The one place that builds adapters and hands them to use cases. */
export const createRuntime = async (
  config: Config,
  logger: Logger,
  options: RuntimeOptions,
): Promise<Runtime> => {
  const clock = options.clock ?? systemClock;
  const database = await prepareDatabase(config, logger, options.database);
  if (config.SEED_DEMO) await seedIfEmpty(database, logger, clock);

  const hasher = createArgon2PasswordHasher();
  const sessions = createSessionStore(database.db);
  const tokens = createTokenService();
  const psychometrics = buildPsychometrics(database, logger, clock);
  const app = buildApp({
    logger,
    assets: loadAssetLinks((message) => logger.warn(message)),
    publicUrl: config.publicUrl,
    version: packageJson.version,
    devPages: config.NODE_ENV !== 'production',
    trustProxy: config.TRUST_PROXY,
    useCases: {
      signIn: makeSignIn({
        accounts: createAccountStore(database.db),
        sessions,
        hasher,
        tokens,
        rateLimiter: createRateLimiter(database.db),
        clock,
      }),
      signOut: makeSignOut({ sessions, tokens, clock }),
      validateSession: makeValidateSession({ sessions, tokens, clock }),
      loadViewer: makeLoadViewer({
        viewers: createViewerStore(database.db),
        skipPaymentValidation: config.SKIP_PAYMENT_VALIDATION,
      }),
      checkReadiness: makeCheckReadiness({
        pingDatabase: async () => {
          await sql`select 1`.execute(database.db);
        },
      }),
      recordClientLog: makeRecordClientLog({ logger }),
      psychometrics,
      clientFlow: buildClientFlow(database, logger, clock),
      statistics: buildStatistics(database, clock),
      comments: buildComments(database, config, clock),
      trainings: buildTrainings(database, config, clock),
      ...buildUsers(database, config, clock),
      ...buildPasswords(database, config, clock),
    },
  });

  const runner: Runner | undefined =
    options.worker || database.mode === 'embedded'
      ? await startWorker({
          pool: database.workerPool,
          tasks: buildTasks(database, config, logger, clock),
          logger,
          embedded: database.mode === 'embedded',
        })
      : undefined;
  // A recalculation a crash left half done continues now rather than when its job's lock expires.
  if (runner) await psychometrics.resumeRecalculation();

  return {
    app,
    database,
    close: async () => {
      await runner?.stop();
      if (!options.database) await database.close();
    },
  };
};

/** The worker alone, for scaling out next to servers on a PostgreSQL database. */
export const createWorkerRuntime = async (config: Config, logger: Logger) => {
  if (!config.DATABASE_URL) {
    throw new Error(
      'The embedded database belongs to the server process, which runs the jobs itself. ' +
        'Set DATABASE_URL to run a separate worker.',
    );
  }
  const database = await prepareDatabase(config, logger);
  const runner = await startWorker({
    pool: database.workerPool,
    tasks: buildTasks(database, config, logger, systemClock),
    logger,
    embedded: false,
  });
  await buildPsychometrics(database, logger, systemClock).resumeRecalculation();
  return {
    done: runner.promise,
    close: async () => {
      await runner.stop();
      await database.close();
    },
  };
};
