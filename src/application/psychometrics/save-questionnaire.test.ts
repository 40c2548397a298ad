import { describe, expect, it } from 'vitest';
import { createMemoryPsychometrics } from '#tests/fakes/psychometrics.ts';
import type { Actor } from '#domain/access/policy.ts';
import {
  buildLambda,
  scoreTest,
  SELLER_FORM,
  validateAnswers,
} from '#domain/psychometrics/index.ts';
import { makeResetQuestionnaire } from './reset-questionnaire.ts';
import { makeSaveQuestionnaire } from './save-questionnaire.ts';
import { FIRST_LAMBDA } from './user-questionnaire.ts';

const now = new Date('2026-11-22T12:00:00Z');
const seller: Actor = {
  userId: 'seller-1',
  role: 'seller',
  concessionId: 'c1',
  assignedConcessionIds: [],
};
const owner: Actor = {
  userId: 'owner-1',
  role: 'owner',
  concessionId: 'c1',
  assignedConcessionIds: [],
};

const setup = () => {
  const memory = createMemoryPsychometrics();
  memory.users.set('seller-1', { concessionId: 'c1' });
  memory.users.set('seller-2', { concessionId: 'c2' });
  const save = makeSaveQuestionnaire({
    inTransaction: memory.inTransaction,
    clock: { now: () => now },
  });
  const asSeller = (prepareOnly: boolean, answers: Record<string, unknown>) =>
    save({ actor: seller, scope: 'self', userId: 'seller-1', prepareOnly, answers });
  return { memory, save, asSeller };
};

const answered = (keys: readonly string[], value = 3) =>
  Object.fromEntries(keys.map((key) => [key, value]));

describe('saveQuestionnaire', () => {
  it('keeps a draft and merges the next one into it, without scoring', async () => {
    const { memory, asSeller } = setup();
    await asSeller(true, answered(SELLER_FORM.slice(0, 10)));
    const result = await asSeller(true, {
      ...answered(SELLER_FORM.slice(10, 20)),
      lifeOfTheParty: 5,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.psychometricQuestionnaire.complete).toBe(false);
    expect(Object.keys(result.value.psychometricQuestionnaire.answers)).toHaveLength(20);
    expect(result.value.psychometricQuestionnaire.answers.lifeOfTheParty).toBe(5);
    expect(result.value.psychometricProfile).toBeNull();
    expect(memory.tests[0]?.completedAt).toBeNull();
  });

  it('refuses unknown keys and values off the scale even in a draft, saving nothing', async () => {
    const { memory, asSeller } = setup();
    const result = await asSeller(true, { lifeOfTheParty: 7, likesCars: 2 });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'QUESTIONNAIRE.INVALID_ANSWERS',
        issues: [
          { code: 'UNKNOWN_ITEM', keys: ['likesCars'] },
          { code: 'INVALID_VALUE', keys: ['lifeOfTheParty'] },
        ],
      },
    });
    expect(memory.tests).toEqual([]);
  });

  it('refuses an incomplete final submit, naming what is missing, and keeps the draft as it was', async () => {
    const { memory, asSeller } = setup();
    await asSeller(true, answered(SELLER_FORM.slice(0, 30)));
    const result = await asSeller(false, answered(SELLER_FORM.slice(30, 39)));
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'QUESTIONNAIRE.INVALID_ANSWERS',
        issues: [{ code: 'INCOMPLETE', keys: ['fullOfIdeas'] }],
      },
    });
    expect(Object.keys(memory.tests[0]?.answers ?? {})).toHaveLength(30);
  });

  it('scores the merged sheet with the first (built-in) norms when no version exists', async () => {
    const { memory, asSeller } = setup();
    await asSeller(true, answered(SELLER_FORM.slice(0, 20), 4));
    const result = await asSeller(false, answered(SELLER_FORM.slice(20), 4));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(memory.lambdas.map((stored) => stored.lambda.version)).toEqual([1]);
    expect(result.value.psychometricQuestionnaire.complete).toBe(true);
    expect(result.value.psychometricProfile).toMatchObject({ lambdaVersion: 1 });
    const sheet = validateAnswers('seller40', answered(SELLER_FORM, 4), { prepareOnly: false });
    if (!sheet.ok) throw new Error('bad sheet');
    const expected = scoreTest('seller40', sheet.value, FIRST_LAMBDA);
    expect(result.value.psychometricProfile?.raw).toEqual(expected.raw);
    expect(result.value.psychometricProfile?.scores).toEqual(expected.scores);
    expect(result.value.psychometricProfile?.descriptors).toEqual(expected.descriptors);
    expect(memory.tests[0]?.completedAt).toEqual(now);
  });

  it('scores with the latest version when there is one', async () => {
    const { memory, asSeller } = setup();
    await memory.ports.lambdas.create(buildLambda(1, { seller40: [], client16: [] }), null, now);
    await memory.ports.lambdas.create(buildLambda(7, { seller40: [], client16: [] }), null, now);
    const result = await asSeller(false, answered(SELLER_FORM));
    expect(result.ok && result.value.psychometricProfile?.lambdaVersion).toBe(7);
  });

  it('refuses a completed test (409) and another user’s test (404)', async () => {
    const { save, asSeller } = setup();
    await asSeller(false, answered(SELLER_FORM));
    expect(await asSeller(true, { lifeOfTheParty: 1 })).toEqual({
      ok: false,
      error: { code: 'QUESTIONNAIRE.ALREADY_COMPLETED' },
    });
    const other = await save({
      actor: seller,
      scope: 'self',
      userId: 'seller-2',
      prepareOnly: true,
      answers: {},
    });
    expect(other).toEqual({ ok: false, error: { code: 'NOT_FOUND' } });
    const missing = await save({
      actor: seller,
      scope: 'self',
      userId: 'nobody',
      prepareOnly: true,
      answers: {},
    });
    expect(missing).toEqual({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});

describe('resetQuestionnaire', () => {
  it("lets a manager clear a test of their dealership, and no one else's", async () => {
    const { memory, asSeller } = setup();
    await asSeller(false, answered(SELLER_FORM));
    const reset = makeResetQuestionnaire({ inTransaction: memory.inTransaction });
    expect(await reset({ actor: owner, scope: 'concession', userId: 'seller-2' })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await reset({ actor: owner, scope: 'concession', userId: 'seller-1' })).toEqual({
      ok: true,
      value: { removed: true },
    });
    expect(memory.tests).toEqual([]);
    // Resetting again is not an error.
    expect(await reset({ actor: owner, scope: 'concession', userId: 'seller-1' })).toEqual({
      ok: true,
      value: { removed: false },
    });
  });
});
