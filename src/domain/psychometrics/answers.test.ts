import { describe, expect, it } from 'vitest';
import { isAnswerValue, validateAnswers } from './answers.ts';
import { CLIENT_FORM, SELLER_FORM } from './items.ts';

const allAnswered = (keys: readonly string[], value: unknown = 3): Record<string, unknown> =>
  Object.fromEntries(keys.map((key) => [key, value]));

describe('isAnswerValue', () => {
  it.each([1, 2, 3, 4, 5])('accepts %s', (value) => expect(isAnswerValue(value)).toBe(true));
  it.each([0, 6, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, undefined, true, [3]])(
    'refuses %s',
    (value) => expect(isAnswerValue(value)).toBe(false),
  );
});

describe('validateAnswers', () => {
  it('accepts a complete seller sheet, in questionnaire order', () => {
    const input = allAnswered([...SELLER_FORM].reverse(), 4);
    const result = validateAnswers('seller40', input, { prepareOnly: false });
    expect(result.ok).toBe(true);
    if (result.ok) expect(Object.keys(result.value)).toEqual(SELLER_FORM);
  });

  it('accepts a complete client sheet of the 16 client items', () => {
    expect(validateAnswers('client16', allAnswered(CLIENT_FORM), { prepareOnly: false }).ok).toBe(
      true,
    );
  });

  it('refuses an incomplete sheet on final submit, listing the missing keys in form order', () => {
    const input = allAnswered(
      SELLER_FORM.filter((key) => key !== 'messy' && key !== 'fullOfIdeas'),
    );
    expect(validateAnswers('seller40', input, { prepareOnly: false })).toEqual({
      ok: false,
      error: {
        code: 'QUESTIONNAIRE.INVALID_ANSWERS',
        issues: [{ code: 'INCOMPLETE', keys: ['messy', 'fullOfIdeas'] }],
      },
    });
  });

  it('accepts partial and empty sheets when prepareOnly', () => {
    expect(validateAnswers('seller40', { likeOrder: 5, messy: 1 }, { prepareOnly: true })).toEqual({
      ok: true,
      value: { likeOrder: 5, messy: 1 },
    });
    expect(validateAnswers('client16', {}, { prepareOnly: true })).toEqual({ ok: true, value: {} });
  });

  it('treats null as not answered yet (JSON drafts)', () => {
    expect(
      validateAnswers('client16', { reserved: null, messy: 2 }, { prepareOnly: true }),
    ).toEqual({
      ok: true,
      value: { messy: 2 },
    });
    const final = validateAnswers(
      'client16',
      { ...allAnswered(CLIENT_FORM), reserved: null },
      { prepareOnly: false },
    );
    expect(final.ok ? [] : final.error.issues).toEqual([
      { code: 'INCOMPLETE', keys: ['reserved'] },
    ]);
  });

  it('refuses unknown keys, even when prepareOnly', () => {
    const result = validateAnswers(
      'client16',
      { likeOrder: 3, neuroticism: 3, __proto__x: 1 },
      { prepareOnly: true },
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'QUESTIONNAIRE.INVALID_ANSWERS',
        issues: [{ code: 'UNKNOWN_ITEM', keys: ['neuroticism', '__proto__x'] }],
      },
    });
  });

  it('refuses a seller-only item on the client form', () => {
    const result = validateAnswers(
      'client16',
      { ...allAnswered(CLIENT_FORM), fullOfIdeas: 5 },
      { prepareOnly: false },
    );
    expect(result.ok ? [] : result.error.issues).toEqual([
      { code: 'UNKNOWN_ITEM', keys: ['fullOfIdeas'] },
    ]);
  });

  it('refuses values that are not integers in 1..5', () => {
    const input = {
      ...allAnswered(CLIENT_FORM),
      lifeOfTheParty: 0,
      reserved: 6,
      messy: 2.5,
      likeOrder: '4',
    };
    const result = validateAnswers('client16', input, { prepareOnly: true });
    expect(result.ok ? [] : result.error.issues).toEqual([
      { code: 'INVALID_VALUE', keys: ['lifeOfTheParty', 'likeOrder', 'reserved', 'messy'] },
    ]);
  });

  it('reports every kind of problem at once', () => {
    const input = { lifeOfTheParty: 9, oops: 3, ...allAnswered(CLIENT_FORM.slice(1, 15)) };
    const result = validateAnswers('client16', input, { prepareOnly: false });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'QUESTIONNAIRE.INVALID_ANSWERS',
        issues: [
          { code: 'UNKNOWN_ITEM', keys: ['oops'] },
          { code: 'INVALID_VALUE', keys: ['lifeOfTheParty'] },
          { code: 'INCOMPLETE', keys: ['noImagination'] },
        ],
      },
    });
  });

  it('ignores inherited properties', () => {
    const input = Object.create({ likeOrder: 5 }) as Record<string, unknown>;
    expect(validateAnswers('client16', input, { prepareOnly: true })).toEqual({
      ok: true,
      value: {},
    });
  });
});
