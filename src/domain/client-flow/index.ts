export {
  CLIENT_STATUSES,
  RELATIONSHIP_OUTCOMES,
  SELLER_CHOICE_MODES,
  VISIT_PURPOSES,
} from './statuses.ts';
export type {
  ClientStatus,
  RelationshipOutcome,
  SelectionMode,
  SellerChoiceMode,
  VisitPurpose,
} from './statuses.ts';
export { transition } from './transition.ts';
export type {
  ClientEvent,
  ClientFlowState,
  ClientPatch,
  StatusChange,
  Transition,
  TransitionError,
} from './transition.ts';
export { nextSaleStateChange, saleStateOf } from './hold.ts';
export type { SaleState } from './hold.ts';
export * from './questionnaire.ts';
export * from './questionnaire-validation.ts';
export * from './questionnaire-merge.ts';
export type { QuestionnaireIssue, QuestionnaireIssueCode } from './questionnaire-readers.ts';
export { LIMITS as QUESTIONNAIRE_LIMITS } from './questionnaire-readers.ts';
export { changeVisitPurpose } from './visit-purpose.ts';
export type { PurposeChangeError } from './visit-purpose.ts';
export { decideChoice, selectionModeFor } from './choice-mode.ts';
export type { ChoiceDecision } from './choice-mode.ts';
export {
  answersWithDraft,
  DRAFT_LIMITS,
  draftWithoutFields,
  mergeDraft,
} from './questionnaire-draft.ts';
export { sellerAccessTo } from './seller-access.ts';
export { availableEvents } from './available-events.ts';
export { checkContact } from './contact.ts';
export type { ContactInput, ContactIssue } from './contact.ts';
export {
  firstStepOf,
  isLastStep,
  nextStep,
  previousStep,
  progressOf,
  QUESTIONNAIRE_STEPS,
  stepAt,
} from './questionnaire-steps.ts';
export type { QuestionnaireStep } from './questionnaire-steps.ts';
export { distinctCarIds } from './car-ids.ts';
