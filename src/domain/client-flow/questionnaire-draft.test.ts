import { describe, expect, it } from 'vitest';
import {
  answersWithDraft,
  draftWithoutFields,
  MAX_DRAFT_LENGTH,
  mergeDraft,
} from './questionnaire-draft.ts';

describe('mergeDraft', () => {
  it('keeps half-typed answers as they are and merges them into the saved draft', () => {
    const first = mergeDraft({}, { hasCar: true, currentCar: { manufacturer: 'Honda', year: 20 } });
    expect(first).toEqual({
      ok: true,
      value: { hasCar: true, currentCar: { manufacturer: 'Honda', year: 20 } },
    });
    const second = mergeDraft(first.ok ? first.value : {}, {
      currentCar: { manufacturer: 'Honda', year: 2017 },
      paymentAmount: '3a',
    });
    expect(second.ok && second.value).toEqual({
      hasCar: true,
      currentCar: { manufacturer: 'Honda', year: 2017 },
      paymentAmount: '3a',
    });
  });

  it('clears an answer given as null, and what "no car" makes pointless', () => {
    const merged = mergeDraft(
      { hasCar: true, currentCar: { model: 'Civic' }, colour: 'blue' },
      { hasCar: false, colour: null },
    );
    expect(merged.ok && merged.value).toEqual({ hasCar: false });
  });

  it('refuses unknown fields and values no form holds, naming each', () => {
    const refused = mergeDraft(
      {},
      {
        nickname: 'x',
        priorities: [{ nested: true }],
        currentCar: { model: ['a'] },
        colour: 'x'.repeat(201),
      },
    );
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'QUESTIONNAIRE.INVALID',
        issues: [
          { path: 'nickname', code: 'unknownField' },
          { path: 'priorities', code: 'invalid' },
          { path: 'currentCar', code: 'invalid' },
          { path: 'colour', code: 'invalid' },
        ],
      },
    });
    expect(mergeDraft({}, ['hasCar']).ok).toBe(false);
    expect(mergeDraft({}, null).ok).toBe(false);
  });

  it("takes an object answer's own keys only, and objects only where the answer is one", () => {
    expect(mergeDraft({}, { budget: { frequency: 'monthly', amount: 4 } }).ok).toBe(true);
    expect(mergeDraft({}, { currentCar: { model: 'Rio', colour: 'red' } })).toMatchObject({
      ok: false,
      error: { issues: [{ path: 'currentCar', code: 'invalid' }] },
    });
    expect(mergeDraft({}, { colour: { model: 'Rio' } }).ok).toBe(false);
  });

  it('refuses a draft longer than the limit', () => {
    const long = Array.from({ length: 40 }, () => 'y'.repeat(200));
    const refused = mergeDraft({}, { priorities: long });
    expect(refused.ok).toBe(false);
    expect(JSON.stringify({ priorities: long }).length).toBeGreaterThan(MAX_DRAFT_LENGTH);
  });
});

describe('draftWithoutFields and answersWithDraft', () => {
  it('drops the draft of the answers saved and shows the draft over the saved answers', () => {
    const draft = { hasCar: false, paymentAmount: 300, colour: 'red' };
    expect(draftWithoutFields(draft, ['paymentAmount'])).toEqual({ hasCar: false, colour: 'red' });
    expect(draftWithoutFields(draft, ['hasCar', 'paymentAmount', 'colour'])).toEqual({});
    expect(answersWithDraft({ colour: 'blue', usage: 'personal' }, { colour: 'red' })).toEqual({
      colour: 'red',
      usage: 'personal',
    });
  });
});
