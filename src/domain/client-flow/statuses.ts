/**
 * Walk-in client statuses as stored and sent (docs/spec/decisions.md section 3). `null` is not a status: it is
 * a visit still answering on the kiosk, which the flow only knows from `questionnaireCompleted` on.
 */
export const CLIENT_STATUSES = [
  'questionnaireCompleted',
  'waitingRoom',
  'withAdvisor',
  'beBack',
  'sold',
  'notSold',
  'archived',
] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** The outcomes of the end-relationship dialog. */
export const RELATIONSHIP_OUTCOMES = ['sold', 'notSold', 'beBack'] as const;
export type RelationshipOutcome = (typeof RELATIONSHIP_OUTCOMES)[number];

/** The visit purpose chosen on the kiosk home screen, stored as the client's `sequence`. */
export const VISIT_PURPOSES = ['testDrive', 'buyCar', 'chooseCar'] as const;
export type VisitPurpose = (typeof VISIT_PURPOSES)[number];

/** How the concession pairs walk-in clients with advisors (docs/spec/decisions.md section 5). */
export const SELLER_CHOICE_MODES = [
  'clientChoosesBetweenTwo',
  'bestMatch',
  'advisorPicks',
  'roundRobin',
] as const;
export type SellerChoiceMode = (typeof SELLER_CHOICE_MODES)[number];

/** How a client got their advisor: the concession's mode, or a manual pairing. */
export type SelectionMode = SellerChoiceMode | 'manual';
