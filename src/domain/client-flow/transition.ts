import { err, ok, type Result } from '#domain/shared/result.ts';
import { archiveDueAt, extendedHold, holdExpiry, isHoldExpired } from './hold.ts';
import type { ClientStatus, RelationshipOutcome } from './statuses.ts';

/** What the status machine needs to know about a client. */
export type ClientFlowState = {
  readonly status: ClientStatus | null;
  readonly sellerId: string | null;
  readonly holdExpiresAt: Date | null;
  readonly beBackAt: Date | null;
  readonly deleted: boolean;
};

export type ClientEvent =
  /** The kiosk questionnaire is finished (personality part included). */
  | { readonly type: 'completeQuestionnaire' }
  /** An advisor was chosen or assigned; null: the next free advisor (advisor picks, nobody free). */
  | { readonly type: 'enterWaitingRoom'; readonly sellerId: string | null }
  /** An administrator pairs the client manually (also re-pairs a client still waiting). */
  | { readonly type: 'assignSeller'; readonly sellerId: string }
  /** An advisor takes the client (or takes back a be-back client of theirs). */
  | { readonly type: 'accept'; readonly sellerId: string; readonly holdHours: number }
  /** The end-relationship dialog. */
  | { readonly type: 'end'; readonly sellerId: string; readonly outcome: RelationshipOutcome }
  /** Extra time on a sale, or resuming an expired one. */
  | { readonly type: 'extendHold'; readonly sellerId: string }
  /** The scheduled archiving of a be-back client. */
  | { readonly type: 'archive'; readonly archiveDelayWeeks: number }
  /** Soft delete: a kiosk reset (visit not yet taken) or a manager's deletion. */
  | { readonly type: 'delete'; readonly by: 'kiosk' | 'manager' };

export type ClientEventType = ClientEvent['type'];

/** The columns a transition writes; absent keys are left as they are. */
export type ClientPatch = {
  status?: ClientStatus;
  sellerId?: string | null;
  questionnaireCompletedAt?: Date;
  sellerAssignedAt?: Date | null;
  acceptedAt?: Date;
  holdExpiresAt?: Date;
  resumedAt?: Date;
  beBackAt?: Date;
  closedAt?: Date;
  archivedAt?: Date;
  deletedAt?: Date;
};

export type StatusChange = { readonly from: ClientStatus | null; readonly to: ClientStatus };

export type Transition = {
  readonly state: ClientFlowState;
  readonly patch: ClientPatch;
  /** The history row to write when the status moved; null when it did not. */
  readonly change: StatusChange | null;
};

export type TransitionError =
  | {
      readonly code: 'CLIENT.TRANSITION_NOT_ALLOWED';
      readonly from: ClientStatus | null;
      readonly event: ClientEventType;
    }
  | { readonly code: 'CLIENT.ALREADY_ACCEPTED' }
  | { readonly code: 'CLIENT.WAITING_FOR_ANOTHER_SELLER' }
  | { readonly code: 'CLIENT.NOT_YOUR_CLIENT' }
  | { readonly code: 'CLIENT.ARCHIVE_NOT_DUE'; readonly dueAt: Date }
  | { readonly code: 'CLIENT.NOT_FOUND' };

/** A kiosk may cancel a visit only until an advisor has taken it. */
const KIOSK_CANCELLABLE: readonly (ClientStatus | null)[] = [
  null,
  'questionnaireCompleted',
  'waitingRoom',
];

const apply = (state: ClientFlowState, patch: ClientPatch): Transition => {
  const next: ClientFlowState = {
    status: patch.status ?? state.status,
    sellerId: patch.sellerId === undefined ? state.sellerId : patch.sellerId,
    holdExpiresAt: patch.holdExpiresAt ?? state.holdExpiresAt,
    beBackAt: patch.beBackAt ?? state.beBackAt,
    deleted: state.deleted || patch.deletedAt !== undefined,
  };
  const change =
    next.status !== null && next.status !== state.status
      ? { from: state.status, to: next.status }
      : null;
  return { state: next, patch, change };
};

const refuse = (state: ClientFlowState, event: ClientEvent) =>
  err({ code: 'CLIENT.TRANSITION_NOT_ALLOWED', from: state.status, event: event.type } as const);

/**
 * The walk-in client's status machine (docs/spec/decisions.md section 3). Anything not listed here is refused;
 * the caller answers 409 with the error's message. Pure: time comes in as `now`.
 */
export const transition = (
  state: ClientFlowState,
  event: ClientEvent,
  now: Date,
): Result<Transition, TransitionError> => {
  if (state.deleted) return err({ code: 'CLIENT.NOT_FOUND' });
  switch (event.type) {
    case 'completeQuestionnaire':
      if (state.status !== null) return refuse(state, event);
      return ok(apply(state, { status: 'questionnaireCompleted', questionnaireCompletedAt: now }));

    case 'enterWaitingRoom':
      if (state.status !== 'questionnaireCompleted') return refuse(state, event);
      return ok(
        apply(state, {
          status: 'waitingRoom',
          sellerId: event.sellerId,
          sellerAssignedAt: event.sellerId === null ? null : now,
        }),
      );

    case 'assignSeller':
      if (state.status !== 'questionnaireCompleted' && state.status !== 'waitingRoom') {
        return refuse(state, event);
      }
      return ok(
        apply(state, { status: 'waitingRoom', sellerId: event.sellerId, sellerAssignedAt: now }),
      );

    case 'accept': {
      const mine = state.sellerId === event.sellerId;
      const hold = { acceptedAt: now, holdExpiresAt: holdExpiry(now, event.holdHours) };
      if (state.status === 'waitingRoom') {
        if (state.sellerId !== null && !mine)
          return err({ code: 'CLIENT.WAITING_FOR_ANOTHER_SELLER' });
        const taken = { status: 'withAdvisor', sellerId: event.sellerId, ...hold } as const;
        // Taking an unassigned client is when the pairing happens.
        return ok(
          apply(state, state.sellerId === null ? { ...taken, sellerAssignedAt: now } : taken),
        );
      }
      if (state.status === 'withAdvisor') {
        // The same advisor tapping twice gets the client they already have.
        return mine ? ok(apply(state, {})) : err({ code: 'CLIENT.ALREADY_ACCEPTED' });
      }
      if (state.status === 'beBack') {
        // A be-back client comes back to the advisor they left.
        if (!mine) return err({ code: 'CLIENT.NOT_YOUR_CLIENT' });
        return ok(apply(state, { status: 'withAdvisor', ...hold }));
      }
      return refuse(state, event);
    }

    case 'end':
      if (state.status !== 'withAdvisor') return refuse(state, event);
      if (state.sellerId !== event.sellerId) return err({ code: 'CLIENT.NOT_YOUR_CLIENT' });
      return ok(
        apply(
          state,
          event.outcome === 'beBack'
            ? { status: 'beBack', beBackAt: now }
            : { status: event.outcome, closedAt: now },
        ),
      );

    case 'extendHold': {
      if (state.status !== 'withAdvisor') return refuse(state, event);
      if (state.sellerId !== event.sellerId) return err({ code: 'CLIENT.NOT_YOUR_CLIENT' });
      const extended = { holdExpiresAt: extendedHold(state.holdExpiresAt, now) };
      // Resuming an expired sale also dates the resumption.
      return ok(
        apply(
          state,
          isHoldExpired(state.holdExpiresAt, now) ? { ...extended, resumedAt: now } : extended,
        ),
      );
    }

    case 'archive': {
      if (state.status !== 'beBack' || state.beBackAt === null) return refuse(state, event);
      const dueAt = archiveDueAt(state.beBackAt, event.archiveDelayWeeks);
      if (dueAt.getTime() > now.getTime()) return err({ code: 'CLIENT.ARCHIVE_NOT_DUE', dueAt });
      return ok(apply(state, { status: 'archived', archivedAt: now }));
    }

    case 'delete':
      if (event.by === 'kiosk' && !KIOSK_CANCELLABLE.includes(state.status)) {
        return refuse(state, event);
      }
      return ok(apply(state, { deletedAt: now }));
  }
};
