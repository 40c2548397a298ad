import type { Role } from '#domain/access/roles.ts';
import {
  transition,
  type ClientEvent,
  type ClientEventType,
  type ClientFlowState,
} from './transition.ts';

/** Who would send the event: their id is the advisor an advisor's events name. */
export type EventActor = { readonly userId: string; readonly role: Role };

/**
 * One event of each type as this actor would send it. The parameters the status machine does not
 * decide on (hold hours, outcome) take any valid value; archiving is left out: the scheduler sends
 * it with the dealership's delay, nobody offers it as an action.
 */
const eventsOf = (actor: EventActor): readonly ClientEvent[] => [
  { type: 'completeQuestionnaire' },
  { type: 'enterWaitingRoom', sellerId: actor.userId },
  { type: 'assignSeller', sellerId: actor.userId },
  { type: 'accept', sellerId: actor.userId, holdHours: 1 },
  { type: 'end', sellerId: actor.userId, outcome: 'sold' },
  { type: 'extendHold', sellerId: actor.userId },
  { type: 'delete', by: actor.role === 'client' ? 'kiosk' : 'manager' },
];

/**
 * The events the status machine would take from this actor now (docs/spec/decisions.md section 3), asked of
 * `transition` itself so that what a page offers and what the use case accepts never disagree. An
 * event that would change nothing (an advisor accepting the client they already have) is not
 * offered. Whether the actor's role may send an event at all is the policy table's
 * (`domain/access/policy.ts`), not this function's.
 */
export const availableEvents = (
  state: ClientFlowState,
  actor: EventActor,
  now: Date,
): ReadonlySet<ClientEventType> =>
  new Set(
    eventsOf(actor)
      .filter((event) => {
        const decided = transition(state, event, now);
        return (
          decided.ok &&
          (decided.value.change !== null || Object.keys(decided.value.patch).length > 0)
        );
      })
      .map((event) => event.type),
  );
