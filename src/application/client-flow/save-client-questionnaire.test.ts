import { describe, expect, it, vi } from 'vitest';
import { createMemoryClientFlow } from '#tests/fakes/client-flow.ts';
import { aCaller, aClient } from '#tests/fakes/client-records.ts';
import { fakeClock } from '#tests/fakes/clock.ts';
import {
  finishingSave,
  KIOSK,
  NOW,
  setUpSave as setUp,
  without,
} from '#tests/fakes/questionnaire-save.ts';
import { COMPLETE_ANSWERS, PERSONALITY } from '#tests/fixtures/client-answers.ts';
import { stepAt, type QuestionnaireStep } from '#domain/client-flow/index.ts';
import { FIRST_LAMBDA } from '#application/psychometrics/user-questionnaire.ts';
import { makeSaveClientQuestionnaire } from './save-client-questionnaire.ts';

const FINISHING = finishingSave(COMPLETE_ANSWERS, PERSONALITY);

describe('save client questionnaire', () => {
  it('keeps answers as the buyer goes, without entering the flow', async () => {
    const { world, save } = setUp(aClient({ id: 'k1', questionnaire: { hasCar: false } }));
    const saved = await save({ caller: KIOSK, clientId: 'k1', answers: { colour: 'blue' } });
    expect(saved.ok).toBe(true);
    const stored = world.state.clients.get('k1');
    expect(stored?.questionnaire).toEqual({ hasCar: false, colour: 'blue' });
    expect(stored?.status).toBeNull();
    expect(world.state.history).toEqual([]);
  });

  it('scores the personality part and enters the flow when the buyer finishes', async () => {
    const { world, save } = setUp();
    const saveAnswers = vi.spyOn(world.ports.clients, 'saveAnswers');
    const saved = await save(FINISHING);
    expect(saved.ok && saved.value.status).toBe('questionnaireCompleted');
    // The answers went with the transition (decision 151), and the answer is the client as written.
    expect(saveAnswers).not.toHaveBeenCalled();
    expect(world.state.transitions[0]?.answers?.questionnaire).toEqual(COMPLETE_ANSWERS);
    expect(saved.ok && saved.value.questionnaire).toEqual(COMPLETE_ANSWERS);
    expect(saved.ok && saved.value.personality).toEqual({ answers: PERSONALITY, completed: true });
    const stored = world.state.clients.get('k1');
    expect(stored?.questionnaire).toEqual(COMPLETE_ANSWERS);
    expect(stored?.personality.completed).toBe(true);
    expect(stored?.questionnaireCompletedAt).toEqual(new Date(NOW));
    expect(world.state.history).toEqual([
      expect.objectContaining({ from: null, to: 'questionnaireCompleted' }),
    ]);
    // The kiosk's next step can rank advisors for the client from now on.
    expect(await world.ports.matching.findClientToRank('k1', new Date(NOW))).toMatchObject({
      client: { z: expect.any(Object) },
    });
  });

  it('scores with the latest lambda read before the transaction, only when finishing', async () => {
    const world = createMemoryClientFlow({ clients: [aClient({ id: 'k1' })] });
    const kept = { id: 'kept-lambda', createdAt: new Date(NOW), lambda: FIRST_LAMBDA };
    const latest = vi.fn(async () => kept);
    const save = makeSaveClientQuestionnaire({
      inTransaction: world.inTransaction,
      clock: fakeClock(NOW),
      lambdas: { latest },
      clients: world.ports.clients,
      catalogue: world.ports.catalogue,
    });
    await save({ caller: KIOSK, clientId: 'k1', answers: { colour: 'blue' } });
    expect(latest).not.toHaveBeenCalled();
    const saved = await save(FINISHING);
    expect(saved.ok && saved.value.status).toBe('questionnaireCompleted');
    expect(latest).toHaveBeenCalledTimes(1);
    // The kept version scored the test: the transaction wrote no first version of its own.
    expect(await world.ports.lambdas.latest()).toBeNull();
  });

  it('writes the first version of lambda when none is kept', async () => {
    const { world, save } = setUp();
    expect(await world.ports.lambdas.latest()).toBeNull();
    await save(FINISHING);
    expect((await world.ports.lambdas.latest())?.lambda).toEqual(FIRST_LAMBDA);
  });

  it('refuses to finish with a part unanswered, and writes nothing', async () => {
    const { world, save } = setUp();
    const missing = without(COMPLETE_ANSWERS, 'colour');
    const saved = await save({
      caller: KIOSK,
      clientId: 'k1',
      answers: missing,
      personality: PERSONALITY,
      complete: true,
    });
    expect(saved.ok).toBe(false);
    const stored = world.state.clients.get('k1');
    expect(stored?.status).toBeNull();
    expect(stored?.questionnaire).toEqual({});
    expect(stored?.personality.completed).toBe(false);
  });

  it('reports the answers and the statements missing in one refusal', async () => {
    const { save } = setUp();
    const missing = without(COMPLETE_ANSWERS, 'colour');
    const statements = without(PERSONALITY, 'lifeOfTheParty');
    const saved = await save({
      caller: KIOSK,
      clientId: 'k1',
      answers: { ...missing, year: 'soon' },
      personality: statements,
      complete: true,
    });
    expect(saved.ok ? null : saved.error).toEqual({
      code: 'QUESTIONNAIRE.INVALID',
      issues: expect.arrayContaining([
        { path: 'colour', code: 'required' },
        { path: 'year', code: 'unknownField' },
      ]),
      personality: [expect.objectContaining({ keys: ['lifeOfTheParty'] })],
    });
  });

  it('needs every statement with the step that holds them, before finishing', async () => {
    const { world, save } = setUp();
    const statements = without(PERSONALITY, 'lifeOfTheParty');
    const part4 = await save({
      caller: KIOSK,
      clientId: 'k1',
      answers: {},
      personality: statements,
      requireStep: stepAt(4, 'statements'),
    });
    expect(part4.ok ? null : part4.error).toEqual({
      code: 'QUESTIONNAIRE.INVALID_ANSWERS',
      issues: [expect.objectContaining({ keys: ['lifeOfTheParty'] })],
    });
    expect(world.state.clients.get('k1')?.questionnaire).toEqual({});
  });

  it('needs only the answers a step asks, and keeps the draft of the steps not saved yet', async () => {
    const { world, save } = setUp(
      aClient({ id: 'k1', draft: { colour: 'red', wantsTestDrive: true } }),
    );
    const step = (name: string) => stepAt(4, name) as QuestionnaireStep;
    // The preferences step asks for the colour, not the test drive (the next step's question).
    const preferences = await save({
      caller: KIOSK,
      clientId: 'k1',
      answers: { priorities: ['safety'] },
      requireStep: step('preferences'),
    });
    expect(preferences.ok ? null : preferences.error).toEqual({
      code: 'QUESTIONNAIRE.INVALID',
      issues: [{ path: 'colour', code: 'required' }],
      personality: [],
    });
    const saved = await save({
      caller: KIOSK,
      clientId: 'k1',
      answers: { colour: 'blue' },
      requireStep: step('preferences'),
    });
    expect(saved.ok).toBe(true);
    expect(world.state.clients.get('k1')?.draft).toEqual({ wantsTestDrive: true });
    const models = await save({
      caller: KIOSK,
      clientId: 'k1',
      answers: { modelsOfInterest: [] },
      requireStep: step('models'),
    });
    expect(models.ok ? null : models.error).toMatchObject({
      issues: [{ path: 'wantsTestDrive', code: 'required' }],
    });
  });

  it('rewrites the models of interest only when they change', async () => {
    const { world, save } = setUp(
      aClient({ id: 'k1', questionnaire: { modelsOfInterest: ['car-1'] } }),
    );
    const stored = world.state.clients.get('k1');
    if (stored) stored.cars = { ...stored.cars, interested: ['car-1'] };
    const written: (readonly string[] | undefined)[] = [];
    const { saveAnswers } = world.ports.clients;
    world.ports.clients.saveAnswers = (clientId, input, at) => {
      written.push(input.modelsOfInterest);
      return saveAnswers(clientId, input, at);
    };
    await save({ caller: KIOSK, clientId: 'k1', answers: { colour: 'blue' } });
    await save({ caller: KIOSK, clientId: 'k1', answers: { modelsOfInterest: [] } });
    // The first save wrote the client's row alone, without the models (decision 145).
    expect(written).toEqual([[]]);
    expect(world.state.clients.get('k1')?.cars.interested).toEqual([]);
  });

  it('refuses a questionnaire already completed', async () => {
    const { save } = setUp(aClient({ id: 'k1', status: 'questionnaireCompleted' }));
    expect(await save({ caller: KIOSK, clientId: 'k1', answers: { colour: 'red' } })).toEqual({
      ok: false,
      error: { code: 'CLIENT.QUESTIONNAIRE_COMPLETED' },
    });
  });

  it("answers another advisor's visit like a missing one", async () => {
    const { save } = setUp(aClient({ id: 'k1', createdBy: 'ann' }));
    expect(
      await save({ caller: aCaller('bob', 'seller'), clientId: 'k1', answers: { colour: 'red' } }),
    ).toEqual({ ok: false, error: { code: 'CLIENT.NOT_FOUND' } });
  });
});
