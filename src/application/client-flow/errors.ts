import type { TransitionError } from '#domain/client-flow/index.ts';
import type { ClientChanged, NotFound } from './common.ts';

export type SaleInProgress = { code: 'SELLER.SALE_IN_PROGRESS' };
export type SellerNotAvailable = { code: 'SELLER.NOT_AVAILABLE' };
export type SellerNotFound = { code: 'SELLER.NOT_FOUND' };
export type SellerNotPairable = { code: 'SELLER.NOT_PAIRABLE' };
export type QuestionnaireCompleted = { code: 'CLIENT.QUESTIONNAIRE_COMPLETED' };
export type QuestionnaireIncomplete = { code: 'CLIENT.QUESTIONNAIRE_INCOMPLETE' };
export type FeedbackInvalid = {
  code: 'CLIENT.FEEDBACK_INVALID';
  field: 'modelsViewed' | 'modelsSold';
  reason: 'unknownCar' | 'soldWithoutSale';
};

export type FlowError = NotFound | TransitionError | ClientChanged;
