import { describe, expect, it } from 'vitest';
import { changeVisitPurpose } from './visit-purpose.ts';

const visit = (hasAnswers: boolean, questionnaireCompleted = false) => ({
  purpose: 'buyCar' as const,
  hasAnswers,
  questionnaireCompleted,
});

describe('changeVisitPurpose', () => {
  it('does nothing for the same purpose', () => {
    expect(changeVisitPurpose(visit(true), 'buyCar', false)).toEqual({
      ok: true,
      value: { kind: 'unchanged' },
    });
  });

  it('changes freely before any answer', () => {
    expect(changeVisitPurpose(visit(false), 'testDrive', false)).toEqual({
      ok: true,
      value: { kind: 'changed', purpose: 'testDrive', clearAnswers: false },
    });
  });

  it('asks to confirm after answering, and then loses the answers', () => {
    expect(changeVisitPurpose(visit(true), 'chooseCar', false)).toEqual({
      ok: false,
      error: { code: 'CLIENT.PURPOSE_CHANGE_NEEDS_CONFIRMATION' },
    });
    expect(changeVisitPurpose(visit(true), 'chooseCar', true)).toEqual({
      ok: true,
      value: { kind: 'changed', purpose: 'chooseCar', clearAnswers: true },
    });
  });

  it('refuses once the questionnaire is finished', () => {
    expect(changeVisitPurpose(visit(true, true), 'testDrive', true)).toEqual({
      ok: false,
      error: { code: 'CLIENT.PURPOSE_LOCKED' },
    });
  });
});
