export {
  CLIENT_FORM,
  FACTORS,
  FORM_IDS,
  FORMS,
  ITEM_KEYS,
  SCALE_LABELS,
  SELLER_FORM,
} from './items.ts';
export type { AnswerValue, Factor, FactorVector, FormId, ItemKey } from './items.ts';
export { ITEM_DEFINITIONS } from './item-definitions.ts';
export { validateAnswers } from './answers.ts';
export type {
  AnswerIssue,
  AnswerIssueCode,
  AnswerSheet,
  AnswerValidationError,
  CompleteAnswers,
} from './answers.ts';
export type { ProfileNumber } from './profile.ts';
export {
  EQUAL_WEIGHTS,
  MIN_TESTS_FOR_NORMS,
  STARTING_NORMS,
  buildLambda,
  computeNorms,
  scoreRaw,
  scoreTest,
} from './scoring.ts';
export type { FactorNorms, FormNorms, Lambda, TestScore } from './scoring.ts';
export { DESCRIPTOR_KEYS, descriptorsFor } from './descriptors.ts';
export type { DescriptorKey } from './descriptors.ts';
export { BEHAVIOUR_KEYS, clientTips } from './tips.ts';
export {
  QUESTIONNAIRE_PAGE_SIZE,
  answeredCount,
  pageCount,
  pageItems,
  pageOf,
  parsePage,
  resumePage,
  unansweredOnPage,
} from './pages.ts';
export { advanceRecalculation, remainingOf } from './recalculation.ts';
export type { RecalculationProgress } from './recalculation.ts';
export type { BehaviourKey } from './tips.ts';
