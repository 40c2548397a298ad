import { describe, expect, it } from 'vitest';
import type { MatchSeller, RankedSeller } from '#domain/matching/rank-sellers.ts';
import { decideChoice, selectionModeFor } from './choice-mode.ts';

const seller = (id: string, lastAssignmentAt: Date | null = null): MatchSeller => ({
  id,
  z: { E: 0, A: 0, C: 0, I: 0 },
  languages: ['fr'],
  hobbies: [],
  lastAssignmentAt,
});
const ranked = (a: MatchSeller, score: number): RankedSeller => ({
  seller: a,
  score,
  personalityFit: score / 100,
  qualitiesFit: 0.5,
  speaksClientLanguage: true,
  reasons: { sharedTraits: [], qualitiesMet: [], commonHobbies: [] },
});

const best = ranked(seller('best', new Date('2026-11-22T14:00:00Z')), 90);
const second = ranked(seller('second', new Date('2026-11-22T10:00:00Z')), 80);
const third = ranked(seller('third', new Date('2026-11-22T12:00:00Z')), 70);
const RANKING = [best, second, third];

describe('decideChoice (docs/spec/decisions.md section 5)', () => {
  it('clientChoosesBetweenTwo offers the two best', () => {
    expect(decideChoice('clientChoosesBetweenTwo', RANKING)).toEqual({
      kind: 'offer',
      sellers: [best, second],
    });
  });

  it('clientChoosesBetweenTwo offers the only one available', () => {
    expect(decideChoice('clientChoosesBetweenTwo', [third])).toEqual({
      kind: 'offer',
      sellers: [third],
    });
  });

  it('bestMatch sends the client to the best match', () => {
    expect(decideChoice('bestMatch', RANKING)).toEqual({
      kind: 'assign',
      mode: 'bestMatch',
      seller: best,
    });
  });

  it('roundRobin sends the client to the advisor assigned longest ago, whatever the score', () => {
    expect(decideChoice('roundRobin', RANKING)).toEqual({
      kind: 'assign',
      mode: 'roundRobin',
      seller: second,
    });
  });

  it('advisorPicks always sends the client to the waiting room', () => {
    expect(decideChoice('advisorPicks', RANKING)).toEqual({
      kind: 'waitingRoom',
      reason: 'advisorPicks',
    });
    expect(decideChoice('advisorPicks', [])).toEqual({
      kind: 'waitingRoom',
      reason: 'advisorPicks',
    });
  });

  it.each(['clientChoosesBetweenTwo', 'bestMatch', 'roundRobin'] as const)(
    '%s with nobody available sends the client to the waiting room',
    (mode) => {
      expect(decideChoice(mode, [])).toEqual({ kind: 'waitingRoom', reason: 'noSellerAvailable' });
    },
  );
});

describe('selectionModeFor', () => {
  it("records the mode when the client took the mode's pick, manual otherwise", () => {
    const offer = decideChoice('clientChoosesBetweenTwo', RANKING);
    expect(selectionModeFor(offer, 'clientChoosesBetweenTwo', 'second')).toBe(
      'clientChoosesBetweenTwo',
    );
    expect(selectionModeFor(offer, 'clientChoosesBetweenTwo', 'third')).toBe('manual');
    const assigned = decideChoice('bestMatch', RANKING);
    expect(selectionModeFor(assigned, 'bestMatch', 'best')).toBe('bestMatch');
    expect(selectionModeFor(assigned, 'bestMatch', 'second')).toBe('manual');
    expect(selectionModeFor(decideChoice('bestMatch', []), 'bestMatch', 'x')).toBe('manual');
  });

  it('records the advisor who took the buyer on the tablet as the advisor-picks mode', () => {
    expect(selectionModeFor(decideChoice('advisorPicks', RANKING), 'advisorPicks', 'third')).toBe(
      'advisorPicks',
    );
  });
});
