import type { Context } from 'hono';
import type { FeedbackInvalid } from '#application/client-flow/errors.ts';
import type { QuestionnaireIssue, TransitionError } from '#domain/client-flow/index.ts';
import type { AnswerIssue, AnswerValidationError } from '#domain/psychometrics/index.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { errorTable, type ErrorAnswer, refuse } from '#adapters/http/api/error-table.ts';
import { invalidFields } from '#adapters/http/api/errors.ts';
import { responder } from '#adapters/http/api/respond.ts';

/** The business errors of the Clients and Sellers calls whose answer never varies. */
const FIXED = {
  'CLIENT.NOT_FOUND': refuse(404, 'clients.errors.notFound'),
  'CLIENT.ALREADY_ACCEPTED': refuse(409, 'clients.errors.alreadyAccepted'),
  'CLIENT.WAITING_FOR_ANOTHER_SELLER': refuse(409, 'clients.errors.waitingForAnother'),
  'CLIENT.NOT_YOUR_CLIENT': refuse(403, 'clients.errors.notYourClient'),
  'CLIENT.CHANGED': refuse(409, 'clients.errors.changed'),
  'CLIENT.QUESTIONNAIRE_COMPLETED': refuse(409, 'clients.errors.questionnaireCompleted'),
  'CLIENT.QUESTIONNAIRE_INCOMPLETE': refuse(409, 'clients.errors.questionnaireIncomplete'),
  'CLIENT.PURPOSE_CHANGE_NEEDS_CONFIRMATION': refuse(
    409,
    'clients.errors.purposeNeedsConfirmation',
  ),
  'CLIENT.PURPOSE_LOCKED': refuse(409, 'clients.errors.purposeLocked'),
  'CLIENT.NO_CONCESSION': refuse(403, 'clients.errors.noConcession'),
  'SELLER.SALE_IN_PROGRESS': refuse(409, 'clients.errors.saleInProgress'),
  'SELLER.NOT_AVAILABLE': refuse(409, 'clients.errors.sellerNotAvailable'),
  'SELLER.NOT_FOUND': refuse(404, 'clients.errors.sellerNotFound'),
  'SELLER.NOT_PAIRABLE': refuse(409, 'clients.errors.sellerNotPairable'),
  'SELLER.UNFINISHED_SALES': refuse(409, 'clients.errors.unfinishedSales'),
  'CONCESSION.NOT_FOUND': refuse(404, 'clients.errors.concessionNotFound'),
} satisfies Record<string, ErrorAnswer>;

type FixedCode = keyof typeof FIXED;
const fixed = errorTable<FixedCode>(FIXED);

export type ClientsError =
  | { code: FixedCode }
  | TransitionError
  | {
      code: 'QUESTIONNAIRE.INVALID';
      issues: readonly QuestionnaireIssue[];
      /** The personality statements refused in the same round. */
      personality?: readonly AnswerIssue[];
    }
  | AnswerValidationError
  | FeedbackInvalid;

const isFixed = (code: string): code is FixedCode => Object.hasOwn(FIXED, code);

/** The translated message of a questionnaire problem (also used by the kiosk's forms). */
export const questionnaireIssueMessage = (t: Translate, issue: QuestionnaireIssue) =>
  t(`clients.validation.${issue.code}`, issue.params);

/** The personality statements refused, one field each, with the one message they share. */
const personalityFields = (t: Translate, issues: readonly AnswerIssue[]) =>
  issues.flatMap((issue) =>
    issue.keys.map((key) => ({
      path: `json.personality.${key}`,
      message: t('clients.validation.personality'),
    })),
  );

/**
 * The message of a business error, for pages that show it rather than answer it (the advisor's
 * screens). An unknown code (a forged `?error=`) gets no message.
 */
export const clientsErrorMessage = (t: Translate, error: ClientsError | { code: string }) => {
  switch (error.code) {
    case 'CLIENT.TRANSITION_NOT_ALLOWED':
    case 'CLIENT.ARCHIVE_NOT_DUE': {
      const from = 'from' in error ? error.from : 'beBack';
      return t('clients.errors.transitionNotAllowed', {
        status: t(`clients.statuses.${from ?? 'inProgress'}`),
      });
    }
    case 'CLIENT.FEEDBACK_INVALID':
      return t(
        'reason' in error && error.reason === 'soldWithoutSale'
          ? 'clients.errors.modelsSoldWithoutSale'
          : 'clients.errors.unknownCar',
      );
    case 'QUESTIONNAIRE.INVALID':
    case 'QUESTIONNAIRE.INVALID_ANSWERS':
      return t('api.validation');
    default:
      return isFixed(error.code) ? t(FIXED[error.code].message) : undefined;
  }
};

/** Every business error of the client flow, answered one way (statuses declared on each route). */
const clientsError = (c: Context<AppEnv>, error: ClientsError) => {
  const t = c.get('t');
  switch (error.code) {
    case 'CLIENT.TRANSITION_NOT_ALLOWED':
    case 'CLIENT.ARCHIVE_NOT_DUE':
      return c.json(
        { message: clientsErrorMessage(t, error) ?? '', code: 'CLIENT.TRANSITION_NOT_ALLOWED' },
        409,
      );
    case 'QUESTIONNAIRE.INVALID':
      return invalidFields(c, [
        ...error.issues.map((issue) => ({
          path: ['json', 'questionnaire', issue.path].filter(Boolean).join('.'),
          message: questionnaireIssueMessage(t, issue),
        })),
        ...personalityFields(t, error.personality ?? []),
      ]);
    case 'QUESTIONNAIRE.INVALID_ANSWERS':
      return invalidFields(c, personalityFields(t, error.issues));
    case 'CLIENT.FEEDBACK_INVALID':
      return invalidFields(c, [
        { path: `json.feedback.${error.field}`, message: clientsErrorMessage(t, error) ?? '' },
      ]);
    default:
      return fixed(c, error);
  }
};

/** The module's answer to a use case's result: `{ data }`, or the error table (api/respond.ts). */
export const respond = responder(clientsError);
