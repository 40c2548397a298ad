export {
  ANSWER_VALUES,
  CLIENT_FORM,
  FACTORS,
  FORM_IDS,
  FORMS,
  ITEM_DEFINITIONS,
  ITEM_KEYS,
  ITEMS,
  SCALE_LABELS,
  SELLER_FORM,
} from './items.ts';
export type { AnswerValue, Factor, FactorVector, FormId, Item, ItemKey, Keying } from './items.ts';
export { isAnswerValue, validateAnswers } from './answers.ts';
export type {
  AnswerIssue,
  AnswerIssueCode,
  AnswerSheet,
  AnswerValidationError,
  CompleteAnswers,
  ValidateAnswersOptions,
} from './answers.ts';
export {
  LOW_POLE_Z,
  PROFILE_PAIRS,
  poleOf,
  profileNumber,
  selectPoles,
  topTwoFactors,
} from './profile.ts';
export type { FactorPole, Pole, ProfileNumber } from './profile.ts';
export {
  EQUAL_WEIGHTS,
  MIN_TESTS_FOR_NORMS,
  STARTING_NORMS,
  buildLambda,
  computeNorms,
  rawRange,
  rawScores,
  scoreRaw,
  scoreTest,
  traitScore,
  zScores,
} from './scoring.ts';
export type { FactorNorm, FactorNorms, FormNorms, Lambda, TestScore } from './scoring.ts';
export {
  DESCRIPTOR_KEYS,
  DESCRIPTOR_POLE,
  DESCRIPTOR_TABLE,
  descriptorsFor,
} from './descriptors.ts';
export type { DescriptorKey } from './descriptors.ts';
export { BEHAVIOUR_KEYS, TIP_TABLE, clientTips } from './tips.ts';
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
export type { RecalculationProgress, RecalculationStep } from './recalculation.ts';
export type { BehaviourKey, ClientTips } from './tips.ts';
