export {
  CLIENT_STATUSES,
  RELATIONSHIP_OUTCOMES,
  SELLER_CHOICE_MODES,
  STATUS_GROUPS,
  VISIT_PURPOSES,
  isClientStatus,
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
  ClientEventType,
  ClientFlowState,
  ClientPatch,
  StatusChange,
  Transition,
  TransitionError,
} from './transition.ts';
export {
  DEFAULT_SALE_HOLD_HOURS,
  EXTRA_TIME_MS,
  archiveDueAt,
  extendedHold,
  holdExpiry,
  isHoldExpired,
  saleStateOf,
} from './hold.ts';
export type { SaleState } from './hold.ts';
export * from './questionnaire.ts';
export { changeVisitPurpose } from './visit-purpose.ts';
export type { PurposeChange, PurposeChangeError } from './visit-purpose.ts';
export { ADVISORS_OFFERED, decideChoice, selectionModeFor } from './choice-mode.ts';
export type { ChoiceDecision } from './choice-mode.ts';
export {
  MAX_DRAFT_LENGTH,
  answersWithDraft,
  draftWithoutParts,
  mergeDraft,
} from './questionnaire-draft.ts';
export type { QuestionnaireDraft } from './questionnaire-draft.ts';
export { advisorAccessTo } from './advisor-access.ts';
export type { AccessedClient, AdvisorAccess } from './advisor-access.ts';
