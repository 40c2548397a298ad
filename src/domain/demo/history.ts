import {
  transition,
  type ClientEvent,
  type ClientFlowState,
  type RelationshipOutcome,
  type SelectionMode,
  type Transition,
  type TransitionError,
} from '#domain/client-flow/index.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';

/** Who took a step of a demo client's visit: the kiosk tablet, the advisor, or the scheduler. */
export type DemoActor = 'kiosk' | 'seller' | 'system';

/** The end questionnaire as the advisor answers it; cars named by `carKey` until they have ids. */
export type DemoFeedback = {
  outcome: RelationshipOutcome;
  sale: boolean;
  modelsViewed: readonly string[];
  modelsSold: readonly string[];
  comment: string;
};

/**
 * One event of a demo client's visit, as the app would receive it. Advisors are named by email in
 * `event.sellerId` until the writer knows their ids (the status machine only compares them).
 */
export type DemoStep = {
  event: ClientEvent;
  at: Date;
  by: DemoActor;
  /** With the waiting-room event: how the advisor was chosen and how well they match. */
  pairing?: { selectionMode: SelectionMode; matchScore: number };
  /** With an `end` event: what the end questionnaire recorded. */
  feedback?: DemoFeedback;
  /** With the scheduled archiving, as the archive job writes it. */
  reason?: 'archiveDelayElapsed';
};

/** A client no event has touched yet: the kiosk is still answering. */
export const NEW_CLIENT: ClientFlowState = {
  status: null,
  sellerId: null,
  holdExpiresAt: null,
  beBackAt: null,
  deleted: false,
};

export type ReplayError = TransitionError & { step: number };

/**
 * Runs a visit's steps through the status machine (docs/spec/decisions.md section 3), in order: the
 * transitions the app would have made, or the first step it would have refused.
 */
export const replay = (
  steps: readonly DemoStep[],
  from: ClientFlowState = NEW_CLIENT,
): Result<Transition[], ReplayError> => {
  const transitions: Transition[] = [];
  let state = from;
  for (const [index, step] of steps.entries()) {
    const decided = transition(state, step.event, step.at);
    if (!decided.ok) return err({ ...decided.error, step: index });
    transitions.push(decided.value);
    state = decided.value.state;
  }
  return ok(transitions);
};
