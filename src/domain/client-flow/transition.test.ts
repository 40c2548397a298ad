import { describe, expect, it } from 'vitest';
import { CLIENT_STATUSES, type ClientStatus } from './statuses.ts';
import { transition, type ClientEvent, type ClientFlowState } from './transition.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

const state = (overrides: Partial<ClientFlowState> = {}): ClientFlowState => ({
  status: null,
  sellerId: null,
  holdExpiresAt: null,
  beBackAt: null,
  deleted: false,
  ...overrides,
});

/** A client in `status` as the flow would have left it, with advisor `me` where one applies. */
const inStatus = (status: ClientStatus | null): ClientFlowState => {
  switch (status) {
    case null:
    case 'questionnaireCompleted':
      return state({ status });
    case 'waitingRoom':
      return state({ status, sellerId: 'me' });
    case 'withAdvisor':
      return state({ status, sellerId: 'me', holdExpiresAt: at(2 * HOUR) });
    case 'beBack':
      return state({ status, sellerId: 'me', beBackAt: at(-60 * 24 * HOUR) });
    default:
      return state({ status, sellerId: 'me' });
  }
};

const EVENTS: Record<ClientEvent['type'], ClientEvent> = {
  completeQuestionnaire: { type: 'completeQuestionnaire' },
  enterWaitingRoom: { type: 'enterWaitingRoom', sellerId: 'me' },
  assignSeller: { type: 'assignSeller', sellerId: 'me' },
  accept: { type: 'accept', sellerId: 'me', holdHours: 4 },
  end: { type: 'end', sellerId: 'me', outcome: 'sold' },
  extendHold: { type: 'extendHold', sellerId: 'me' },
  archive: { type: 'archive', archiveDelayWeeks: 4 },
  delete: { type: 'delete', by: 'kiosk' },
};

/** docs/spec/decisions.md section 3, as a table: which events each status accepts (by its own advisor). */
const ALLOWED: Record<string, readonly ClientEvent['type'][]> = {
  null: ['completeQuestionnaire', 'delete'],
  questionnaireCompleted: ['enterWaitingRoom', 'assignSeller', 'delete'],
  waitingRoom: ['assignSeller', 'accept', 'delete'],
  withAdvisor: ['accept', 'end', 'extendHold'],
  beBack: ['accept', 'archive'],
  sold: [],
  notSold: [],
  archived: [],
};

describe('transition: the whole table', () => {
  const statuses: (ClientStatus | null)[] = [null, ...CLIENT_STATUSES];
  for (const status of statuses) {
    for (const [type, event] of Object.entries(EVENTS)) {
      const allowed = ALLOWED[String(status)]?.includes(type as ClientEvent['type']);
      it(`${String(status)} + ${type}: ${allowed ? 'allowed' : 'refused'}`, () => {
        const result = transition(inStatus(status), event, NOW);
        expect(result.ok).toBe(allowed);
        if (!result.ok) {
          expect(result.error).toEqual({
            code: 'CLIENT.TRANSITION_NOT_ALLOWED',
            from: status,
            event: type,
          });
        }
      });
    }
  }

  it('refuses everything on a deleted client, as not found', () => {
    for (const event of Object.values(EVENTS)) {
      expect(transition({ ...inStatus('waitingRoom'), deleted: true }, event, NOW)).toEqual({
        ok: false,
        error: { code: 'CLIENT.NOT_FOUND' },
      });
    }
  });
});

describe('transition: questionnaire and waiting room', () => {
  it('completes the questionnaire into questionnaireCompleted, recording when', () => {
    const result = transition(state(), { type: 'completeQuestionnaire' }, NOW);
    expect(result).toEqual({
      ok: true,
      value: {
        state: state({ status: 'questionnaireCompleted' }),
        patch: { status: 'questionnaireCompleted', questionnaireCompletedAt: NOW },
        change: { from: null, to: 'questionnaireCompleted' },
      },
    });
  });

  it('enters the waiting room with the chosen advisor, or with nobody', () => {
    const chosen = transition(
      inStatus('questionnaireCompleted'),
      { type: 'enterWaitingRoom', sellerId: 's1' },
      NOW,
    );
    expect(chosen.ok && chosen.value.patch).toEqual({
      status: 'waitingRoom',
      sellerId: 's1',
      sellerAssignedAt: NOW,
    });
    expect(chosen.ok && chosen.value.change).toEqual({
      from: 'questionnaireCompleted',
      to: 'waitingRoom',
    });
    const nobody = transition(
      inStatus('questionnaireCompleted'),
      { type: 'enterWaitingRoom', sellerId: null },
      NOW,
    );
    expect(nobody.ok && nobody.value.state.sellerId).toBeNull();
    expect(nobody.ok && nobody.value.patch.sellerAssignedAt).toBeNull();
  });

  it('lets an administrator re-pair a waiting client without a status change', () => {
    const result = transition(
      state({ status: 'waitingRoom', sellerId: 'old' }),
      { type: 'assignSeller', sellerId: 'new' },
      NOW,
    );
    expect(result.ok && result.value.state.sellerId).toBe('new');
    expect(result.ok && result.value.change).toBeNull();
  });
});

describe('transition: accept', () => {
  const accept = (sellerId: string): ClientEvent => ({ type: 'accept', sellerId, holdHours: 4 });

  it('takes a client waiting for this advisor and starts the hold', () => {
    const result = transition(state({ status: 'waitingRoom', sellerId: 'me' }), accept('me'), NOW);
    expect(result.ok && result.value.patch).toEqual({
      status: 'withAdvisor',
      sellerId: 'me',
      acceptedAt: NOW,
      holdExpiresAt: at(4 * HOUR),
    });
    expect(result.ok && result.value.change).toEqual({ from: 'waitingRoom', to: 'withAdvisor' });
  });

  it('lets any advisor take an unassigned client, which pairs them now', () => {
    const result = transition(state({ status: 'waitingRoom' }), accept('anyone'), NOW);
    expect(result.ok && result.value.patch).toMatchObject({
      sellerId: 'anyone',
      sellerAssignedAt: NOW,
    });
  });

  it('uses the concession hold length', () => {
    const result = transition(
      state({ status: 'waitingRoom' }),
      { type: 'accept', sellerId: 'x', holdHours: 6 },
      NOW,
    );
    expect(result.ok && result.value.patch.holdExpiresAt).toEqual(at(6 * HOUR));
  });

  it('refuses a client waiting for another advisor', () => {
    expect(transition(state({ status: 'waitingRoom', sellerId: 'a' }), accept('b'), NOW)).toEqual({
      ok: false,
      error: { code: 'CLIENT.WAITING_FOR_ANOTHER_SELLER' },
    });
  });

  it('tells the losers of a race that another advisor was first', () => {
    expect(transition(inStatus('withAdvisor'), accept('other'), NOW)).toEqual({
      ok: false,
      error: { code: 'CLIENT.ALREADY_ACCEPTED' },
    });
  });

  it('is a no-op for the advisor who already has the client', () => {
    const result = transition(inStatus('withAdvisor'), accept('me'), NOW);
    expect(result.ok && result.value).toMatchObject({ patch: {}, change: null });
  });

  it('takes back a be-back client of this advisor only, with a new hold', () => {
    const back = transition(inStatus('beBack'), accept('me'), NOW);
    expect(back.ok && back.value.patch).toEqual({
      status: 'withAdvisor',
      acceptedAt: NOW,
      holdExpiresAt: at(4 * HOUR),
    });
    expect(back.ok && back.value.change).toEqual({ from: 'beBack', to: 'withAdvisor' });
    expect(transition(inStatus('beBack'), accept('other'), NOW)).toEqual({
      ok: false,
      error: { code: 'CLIENT.NOT_YOUR_CLIENT' },
    });
  });
});

describe('transition: end of the relationship', () => {
  it.each([
    ['sold', { status: 'sold', closedAt: NOW }],
    ['notSold', { status: 'notSold', closedAt: NOW }],
    ['beBack', { status: 'beBack', beBackAt: NOW }],
  ] as const)('ends as %s', (outcome, patch) => {
    const result = transition(
      inStatus('withAdvisor'),
      { type: 'end', sellerId: 'me', outcome },
      NOW,
    );
    expect(result.ok && result.value.patch).toEqual(patch);
    expect(result.ok && result.value.change).toEqual({ from: 'withAdvisor', to: outcome });
  });

  it('ends an expired sale too (the advisor must end or resume it)', () => {
    const expired = { ...inStatus('withAdvisor'), holdExpiresAt: at(-HOUR) };
    expect(transition(expired, { type: 'end', sellerId: 'me', outcome: 'notSold' }, NOW).ok).toBe(
      true,
    );
  });

  it("refuses another advisor's client", () => {
    expect(
      transition(inStatus('withAdvisor'), { type: 'end', sellerId: 'other', outcome: 'sold' }, NOW),
    ).toEqual({ ok: false, error: { code: 'CLIENT.NOT_YOUR_CLIENT' } });
  });
});

describe('transition: extra time and resuming', () => {
  it('adds one hour to a running hold', () => {
    const result = transition(inStatus('withAdvisor'), { type: 'extendHold', sellerId: 'me' }, NOW);
    expect(result.ok && result.value.patch).toEqual({ holdExpiresAt: at(3 * HOUR) });
    expect(result.ok && result.value.change).toBeNull();
  });

  it('resumes an expired sale for one hour from now', () => {
    const expired = { ...inStatus('withAdvisor'), holdExpiresAt: at(-2 * HOUR) };
    const result = transition(expired, { type: 'extendHold', sellerId: 'me' }, NOW);
    expect(result.ok && result.value.patch).toEqual({ holdExpiresAt: at(HOUR), resumedAt: NOW });
  });

  it('treats a hold ending exactly now as expired', () => {
    const result = transition(
      { ...inStatus('withAdvisor'), holdExpiresAt: NOW },
      { type: 'extendHold', sellerId: 'me' },
      NOW,
    );
    expect(result.ok && result.value.patch.resumedAt).toEqual(NOW);
  });

  it("refuses another advisor's sale", () => {
    expect(transition(inStatus('withAdvisor'), { type: 'extendHold', sellerId: 'x' }, NOW)).toEqual(
      { ok: false, error: { code: 'CLIENT.NOT_YOUR_CLIENT' } },
    );
  });
});

describe('transition: archiving be-backs', () => {
  const beBack = (weeksAgo: number) =>
    state({ status: 'beBack', sellerId: 'me', beBackAt: at(-weeksAgo * 7 * 24 * HOUR) });

  it('archives once the archive delay has passed, not before', () => {
    const due = transition(beBack(4), { type: 'archive', archiveDelayWeeks: 4 }, NOW);
    expect(due.ok && due.value.patch).toEqual({ status: 'archived', archivedAt: NOW });
    expect(due.ok && due.value.change).toEqual({ from: 'beBack', to: 'archived' });
    expect(transition(beBack(3), { type: 'archive', archiveDelayWeeks: 4 }, NOW)).toEqual({
      ok: false,
      error: { code: 'CLIENT.ARCHIVE_NOT_DUE', dueAt: at(7 * 24 * HOUR) },
    });
  });
});

describe('transition: deleting', () => {
  it('lets the kiosk cancel only a visit no advisor has taken yet', () => {
    for (const status of [null, 'questionnaireCompleted', 'waitingRoom'] as const) {
      const result = transition(inStatus(status), { type: 'delete', by: 'kiosk' }, NOW);
      expect(result.ok && result.value.patch).toEqual({ deletedAt: NOW });
      expect(result.ok && result.value.state.deleted).toBe(true);
    }
  });

  it('lets a manager delete in any status, keeping the status for statistics', () => {
    for (const status of [null, ...CLIENT_STATUSES]) {
      const result = transition(inStatus(status), { type: 'delete', by: 'manager' }, NOW);
      expect(result.ok && result.value.change).toBeNull();
      expect(result.ok && result.value.state.status).toBe(status);
    }
  });
});
