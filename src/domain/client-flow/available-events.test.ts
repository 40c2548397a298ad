import { describe, expect, it } from 'vitest';
import { availableEvents, type EventActor } from './available-events.ts';
import { CLIENT_STATUSES, type ClientStatus } from './statuses.ts';
import { transition, type ClientFlowState } from './transition.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

const ME: EventActor = { userId: 'me', role: 'seller' };

const state = (overrides: Partial<ClientFlowState> = {}): ClientFlowState => ({
  status: null,
  sellerId: null,
  holdExpiresAt: null,
  beBackAt: null,
  deleted: false,
  ...overrides,
});

const sorted = (events: ReadonlySet<string>) => [...events].sort();

describe('availableEvents', () => {
  it('offers an advisor a waiting client of theirs or of nobody, not one waiting for another', () => {
    expect(availableEvents(state({ status: 'waitingRoom' }), ME, NOW).has('accept')).toBe(true);
    expect(
      availableEvents(state({ status: 'waitingRoom', sellerId: 'me' }), ME, NOW).has('accept'),
    ).toBe(true);
    expect(
      availableEvents(state({ status: 'waitingRoom', sellerId: 'other' }), ME, NOW).has('accept'),
    ).toBe(false);
  });

  it('offers their own sale extra time and its end, not accepting it again', () => {
    const mine = state({ status: 'withAdvisor', sellerId: 'me', holdExpiresAt: at(HOUR) });
    expect(sorted(availableEvents(mine, ME, NOW))).toEqual(['delete', 'end', 'extendHold']);
    // An expired hold is resumed through the same event.
    const expired = { ...mine, holdExpiresAt: at(-HOUR) };
    expect(availableEvents(expired, ME, NOW).has('extendHold')).toBe(true);
  });

  it("offers nothing of another advisor's sale but a manager's deletion", () => {
    const theirs = state({ status: 'withAdvisor', sellerId: 'other', holdExpiresAt: at(HOUR) });
    expect(sorted(availableEvents(theirs, ME, NOW))).toEqual(['delete']);
  });

  it('takes back only their own be-back client', () => {
    const beBack = { status: 'beBack' as const, beBackAt: at(-HOUR) };
    expect(availableEvents(state({ ...beBack, sellerId: 'me' }), ME, NOW).has('accept')).toBe(true);
    expect(availableEvents(state({ ...beBack, sellerId: 'other' }), ME, NOW).has('accept')).toBe(
      false,
    );
  });

  it('lets a kiosk cancel only a visit no advisor has taken', () => {
    const kiosk: EventActor = { userId: 'kiosk', role: 'client' };
    expect(availableEvents(state({ status: 'waitingRoom' }), kiosk, NOW).has('delete')).toBe(true);
    expect(
      availableEvents(state({ status: 'withAdvisor', sellerId: 'me' }), kiosk, NOW).has('delete'),
    ).toBe(false);
  });

  it('offers nothing for a deleted client', () => {
    expect(availableEvents(state({ status: 'waitingRoom', deleted: true }), ME, NOW).size).toBe(0);
  });

  it('never offers an event that transition refuses, in any status', () => {
    for (const status of [null, ...CLIENT_STATUSES] as (ClientStatus | null)[]) {
      for (const sellerId of [null, 'me', 'other']) {
        const current = state({ status, sellerId, holdExpiresAt: at(HOUR), beBackAt: at(-HOUR) });
        for (const type of availableEvents(current, ME, NOW)) {
          const event =
            type === 'end'
              ? ({ type, sellerId: 'me', outcome: 'notSold' } as const)
              : type === 'accept'
                ? ({ type, sellerId: 'me', holdHours: 4 } as const)
                : type === 'delete'
                  ? ({ type, by: 'manager' } as const)
                  : type === 'completeQuestionnaire'
                    ? ({ type } as const)
                    : type === 'archive'
                      ? ({ type, archiveDelayWeeks: 0 } as const)
                      : ({ type, sellerId: 'me' } as const);
          expect(transition(current, event, NOW).ok, `${status} ${sellerId} ${type}`).toBe(true);
        }
      }
    }
  });
});
