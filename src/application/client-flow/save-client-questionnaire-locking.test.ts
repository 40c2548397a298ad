import { describe, expect, it } from 'vitest';
import { aClient } from '#tests/fakes/client-records.ts';
import {
  finishingSave,
  KIOSK,
  NOW,
  setUpSave as setUp,
  without,
} from '#tests/fakes/questionnaire-save.ts';
import { COMPLETE_ANSWERS, PERSONALITY } from '#tests/fixtures/client-answers.ts';
import { FIRST_LAMBDA } from '#application/psychometrics/user-questionnaire.ts';

const FINISHING = finishingSave(COMPLETE_ANSWERS, PERSONALITY);

// Which saves go without a transaction, over the client's version read, and which run locked
// (docs/decisions/145 and 152).
describe('save client questionnaire: versions and locks', () => {
  it('saves answers alone in one write over the client as read, without a transaction', async () => {
    const { world, save, transactions } = setUp(
      aClient({ id: 'k1', draft: { colour: 'red', budget: 'x' } }),
    );
    const saved = await save({ caller: KIOSK, clientId: 'k1', answers: { colour: 'blue' } });
    expect(transactions()).toBe(0);
    const stored = world.state.clients.get('k1');
    expect(stored?.questionnaire).toEqual({ colour: 'blue' });
    // The draft lost the answer now saved, in the same write.
    expect(stored?.draft).toEqual({ budget: 'x' });
    expect(saved.ok && saved.value).toEqual(stored);
  });

  it('saves again, locked, when the client changed after it was read', async () => {
    const { world, save, transactions } = setUp(aClient({ id: 'k1' }));
    const { findVersioned } = world.ports.clients;
    // Another request writes between this save's read and its write.
    world.ports.clients.findVersioned = async (clientId) => {
      const read = await findVersioned(clientId);
      await world.ports.clients.saveAnswers(
        clientId,
        { questionnaire: { hasCar: false } },
        new Date(NOW),
      );
      return read;
    };
    const saved = await save({ caller: KIOSK, clientId: 'k1', answers: { colour: 'blue' } });
    expect(transactions()).toBe(1);
    // Nothing of the other write is lost.
    expect(world.state.clients.get('k1')?.questionnaire).toEqual({ hasCar: false, colour: 'blue' });
    expect(saved.ok && saved.value.questionnaire).toEqual({ hasCar: false, colour: 'blue' });
  });

  it('completes in one write over the client as read, without a transaction', async () => {
    const { world, save, transactions } = setUp();
    await world.ports.lambdas.createFirst(FIRST_LAMBDA, new Date(NOW));
    const saved = await save(FINISHING);
    expect(transactions()).toBe(0);
    expect(saved.ok && saved.value.status).toBe('questionnaireCompleted');
    // The answers, the scored personality part and the change, over the version read (decision 152).
    const [written] = world.state.transitions;
    expect(written?.ifVersion).toEqual(expect.any(String));
    expect(written?.personality?.answers).toEqual(PERSONALITY);
    expect(written?.answers?.questionnaire).toEqual(COMPLETE_ANSWERS);
    expect(world.state.clients.get('k1')?.personality.completed).toBe(true);
    expect(world.state.history).toHaveLength(1);
  });

  it('completes again, locked, when the client changed after it was read', async () => {
    const { world, save, transactions } = setUp();
    await world.ports.lambdas.createFirst(FIRST_LAMBDA, new Date(NOW));
    const { findVersioned } = world.ports.clients;
    world.ports.clients.findVersioned = async (clientId) => {
      const read = await findVersioned(clientId);
      await world.ports.clients.saveContact(
        clientId,
        { firstName: 'Léa', phone: null },
        new Date(NOW),
      );
      return read;
    };
    const saved = await save(FINISHING);
    expect(transactions()).toBe(1);
    expect(saved.ok && saved.value.status).toBe('questionnaireCompleted');
    // One change and one history row; the other write stays.
    expect(world.state.history).toHaveLength(1);
    expect(world.state.clients.get('k1')?.firstName).toBe('Léa');
  });

  it('confirms a refusal on the client read locked, which may have changed since', async () => {
    const { world, save, transactions } = setUp(
      aClient({ id: 'k1', questionnaire: { colour: 'blue' } }),
    );
    // What another process saw: the client before its last answer was saved.
    const { findVersioned } = world.ports.clients;
    world.ports.clients.findVersioned = async (clientId) => {
      const read = await findVersioned(clientId);
      return read && { ...read, client: { ...read.client, questionnaire: {} } };
    };
    const saved = await save({ ...FINISHING, answers: without(COMPLETE_ANSWERS, 'colour') });
    expect(transactions()).toBe(1);
    expect(saved.ok && saved.value.status).toBe('questionnaireCompleted');
    const refused = await save({ caller: KIOSK, clientId: 'k1', answers: { colour: 7 } });
    expect(refused.ok).toBe(false);
    expect(transactions()).toBe(2);
  });

  it('saves a change of visit purpose and the personality part in a transaction', async () => {
    const { save, transactions } = setUp();
    await save({ caller: KIOSK, clientId: 'k1', answers: {}, sequence: 'testDrive' });
    await save({ caller: KIOSK, clientId: 'k1', answers: {}, personality: { lifeOfTheParty: 3 } });
    expect(transactions()).toBe(2);
  });
});
