import { describe, expect, it } from 'vitest';
import { PART_FIELDS, validateQuestionnaire } from './index.ts';
import {
  firstStepOf,
  isLastStep,
  nextStep,
  previousStep,
  progressOf,
  QUESTIONNAIRE_STEPS,
  stepAt,
  type QuestionnaireStep,
} from './questionnaire-steps.ts';

const step = (part: 1 | 2 | 3 | 4, name?: string) => stepAt(part, name) as QuestionnaireStep;
const names = (steps: readonly (QuestionnaireStep | null)[]) =>
  steps.map((item) => (item ? `${item.part}.${item.name}` : null));

describe('the questionnaire steps (decision 099)', () => {
  it('answers parts 1 to 3 on one screen each and part 4 on three', () => {
    expect(names(QUESTIONNAIRE_STEPS)).toEqual([
      '1.main',
      '2.main',
      '3.main',
      '4.preferences',
      '4.models',
      '4.statements',
    ]);
    expect(
      QUESTIONNAIRE_STEPS.filter((item) => item.part === 4).map((item) => item.number),
    ).toEqual([1, 2, 3]);
  });

  it('asks every answer of a part once, on one of its steps', () => {
    for (const part of [1, 2, 3, 4] as const) {
      const asked = QUESTIONNAIRE_STEPS.filter((item) => item.part === part).flatMap(
        (item) => item.fields,
      );
      expect([...asked].sort()).toEqual([...PART_FIELDS[part]].sort());
    }
    expect(QUESTIONNAIRE_STEPS.filter((item) => item.statements)).toEqual([step(4, 'statements')]);
  });

  it('puts the 13 models with the test drive, apart from the other preferences', () => {
    expect(step(4, 'models').fields).toEqual(['wantsTestDrive', 'modelsOfInterest']);
    expect(step(4, 'preferences').fields).not.toContain('modelsOfInterest');
    expect(step(4)).toBe(step(4, 'preferences'));
    expect(stepAt(4, 'nowhere')).toBeUndefined();
    expect(stepAt(2, 'models')).toBeUndefined();
  });

  it('goes forward and back one step at a time', () => {
    expect(names([nextStep(step(3)), nextStep(step(4)), nextStep(step(4, 'statements'))])).toEqual([
      '4.preferences',
      '4.models',
      null,
    ]);
    expect(
      names([previousStep(step(4, 'models')), previousStep(step(4)), previousStep(step(1))]),
    ).toEqual(['4.preferences', '3.main', null]);
    expect(isLastStep(step(4, 'statements'))).toBe(true);
    expect(isLastStep(step(4, 'models'))).toBe(false);
  });

  it('sends a finish refused back to the earliest step asking a missing answer', () => {
    expect(firstStepOf(['wantsTestDrive', 'budget.amount'])).toBe(step(2));
    expect(firstStepOf(['wantsTestDrive', 'colour'])).toBe(step(4));
    expect(firstStepOf(['wantsTestDrive'])).toBe(step(4, 'models'));
    // A problem of no answer (the statements) is the statements step's.
    expect(firstStepOf(['personality'])).toBe(step(4, 'statements'));
  });

  it('measures progress in parts, a part of several steps filling as they are done', () => {
    expect(progressOf(step(1))).toBe(1);
    expect(progressOf(step(4))).toBeCloseTo(10 / 3);
    expect(progressOf(step(4, 'statements'))).toBe(4);
  });

  it('requires, for a step, only the answers of its part that it asks', () => {
    const issues = (item: QuestionnaireStep) => {
      const result = validateQuestionnaire({}, { currentYear: 2026, requireStep: item });
      return result.ok ? [] : result.error.issues.map((issue) => issue.path);
    };
    expect(issues(step(4, 'preferences'))).toEqual(['colour']);
    expect(issues(step(4, 'models'))).toEqual(['wantsTestDrive']);
    expect(issues(step(4, 'statements'))).toEqual([]);
    expect(issues(step(3))).toEqual(['drivingStyle', 'passengers', 'annualKilometres', 'usage']);
  });
});
