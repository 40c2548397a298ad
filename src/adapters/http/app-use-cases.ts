import type { makeSetStationPassword } from '#application/auth/set-station-password.ts';
import type { makeUpdateGeneralSettings } from '#application/concessions/update-general-settings.ts';
import type { makeGetConcessionSummary } from '#application/concessions/get-concession-summary.ts';
import type { makeListCreatableTerritories } from '#application/concessions/list-creatable-territories.ts';
import type { ConcessionSettingsRouteDeps } from './api/concessions/settings.routes.ts';
import type { Viewer } from '#application/auth/load-viewer.ts';
import type { ValidSession } from '#application/auth/session.ts';
import type { makeSignIn } from '#application/auth/sign-in.ts';
import type { makeRecordClientLog } from '#application/logging/record-client-log.ts';
import type { FileStorage, StoredFile } from '#application/ports/file-storage.port.ts';
import type { Readiness } from '#application/system/check-readiness.ts';
import type { ApiTokenRouteDeps } from './api/api-tokens/api-tokens.routes.ts';
import type { CommentRouteDeps } from './api/comments/comments.routes.ts';
import type { SupportRouteDeps } from './api/support/support.routes.ts';
import type { SurveyRouteDeps } from './api/surveys/surveys.routes.ts';
import type { PlanRouteDeps } from './api/plans/plans.routes.ts';
import type { DocumentRouteDeps } from './api/documents/documents.routes.ts';
import type { CarRouteDeps } from './api/cars/cars.routes.ts';
import type { StripeRouteDeps } from './api/stripe/stripe.routes.ts';
import type { CheckoutPageDeps } from './pages/checkout.pages.ts';
import type { PasswordUseCases } from './api/passwords/passwords.routes.ts';
import type { PsychometricsUseCases } from './api/psychometrics/psychometrics.routes.ts';
import type { TrainingRouteDeps } from './api/trainings/trainings.routes.ts';
import type { UserRouteDeps } from './api/users/users.routes.ts';
import type { BpmRouteDeps } from './api/bpm/bpm.routes.ts';
import type { TerritoryRouteDeps } from './api/territories/territories.routes.ts';
import type { makeGetBpmPerformance } from '#application/statistics/get-bpm-performance.ts';
import type { ConcessionDirectoryRouteDeps } from './api/concessions/directory.routes.ts';
import type { SessionMiddlewareDeps } from './middleware/session.ts';
import type { ClientFlowUseCases } from './client-flow.use-cases.ts';
import type { MembersDirectoryUseCases } from './pages/members-directory.pages.ts';
import type { OutboxPageDeps } from './pages/outbox.pages.ts';
import type { PasswordPageDeps } from './pages/password.pages.ts';
import type { SignDocumentPageDeps } from './pages/sign-document.pages.ts';
import type { StatisticsUseCases } from './pages/statistics.pages.ts';
import type { HomesUseCases } from './pages/homes.pages.ts';
import type { DemoUseCases } from './pages/demo.pages.ts';

/** Every use case the HTTP application calls, by module, as the composition hands them over. */
/** The dealership's record and settings tabs, and the two calls the settings pages reuse. */
export type ConcessionUseCases = ConcessionSettingsRouteDeps &
  ConcessionDirectoryRouteDeps & {
    getConcessionSummary: ReturnType<typeof makeGetConcessionSummary>;
    listCreatableTerritories: ReturnType<typeof makeListCreatableTerritories>;
    updateGeneralSettings: ReturnType<typeof makeUpdateGeneralSettings>;
    setStationPassword: ReturnType<typeof makeSetStationPassword>;
  };

export type AppUseCases = {
  checkReadiness: () => Promise<Readiness>;
  recordClientLog: ReturnType<typeof makeRecordClientLog>;
  signIn: ReturnType<typeof makeSignIn>;
  signOut: (token: string) => Promise<void>;
  authenticate: (token: string) => Promise<{ session: ValidSession; viewer: Viewer } | null>;
  authenticateApiToken: SessionMiddlewareDeps['authenticateApiToken'];
  loadViewer: (userId: string) => Promise<Viewer | null>;
  users: UserRouteDeps &
    Pick<SignDocumentPageDeps, 'getDocumentToSign'> &
    Pick<MembersDirectoryUseCases, 'listMembers' | 'resendInvite'>;
  readUpload: (key: string) => Promise<StoredFile | null>;
  /** Where training forms write their videos as they arrive (decision 043). */
  videoUploads: Pick<FileStorage, 'receive' | 'discard'>;
  passwords: PasswordUseCases & Omit<PasswordPageDeps, 'pages'>;
  outbox: Omit<OutboxPageDeps, 'pages'>;
  psychometrics: PsychometricsUseCases;
  clientFlow: ClientFlowUseCases;
  comments: CommentRouteDeps;
  support: SupportRouteDeps;
  surveys: SurveyRouteDeps;
  billing: PlanRouteDeps & StripeRouteDeps & Omit<CheckoutPageDeps, 'pages'>;
  apiTokens: ApiTokenRouteDeps;
  trainings: TrainingRouteDeps;
  statistics: StatisticsUseCases;
  homes: HomesUseCases & DemoUseCases;
  concessions: ConcessionUseCases;
  /** Bpm accounts, their performance and the territories (decision 080). */
  bpms: BpmRouteDeps &
    TerritoryRouteDeps & { getBpmPerformance: ReturnType<typeof makeGetBpmPerformance> };
  documents: DocumentRouteDeps;
  cars: CarRouteDeps;
};
