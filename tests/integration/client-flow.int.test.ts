import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { operations, Schemas } from '#src/api-client/index.ts';
import { ok } from '#tests/fixtures/api.ts';
import { clearFloor, completedClient, heartbeat } from '#tests/fixtures/client-flow.ts';
import { COMPLETE_ANSWERS, PERSONALITY } from '#tests/fixtures/client-answers.ts';
import * as suite from '#tests/fixtures/suites/client-flow.ts';

suite.setUp();

/** The example the contract documents for the kiosk answers (openapi/openapi.json). */
const documentedAnswers = (
  JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as {
    components: { schemas: { KioskAnswers: { example: Schemas['KioskAnswers'] } } };
  }
).components.schemas.KioskAnswers.example;

describe('the core loop through the API', () => {
  beforeEach(async () => {
    await clearFloor(suite.runtime);
    await suite.setMode('clientChoosesBetweenTwo');
  });

  it('kiosk visit -> advisor chosen -> accepted -> sold, each status recorded with actor and time', async () => {
    for (const n of [1, 4, 5]) await heartbeat(suite.seller(n));
    // Through the typed client (src/api-client), as a partner's program calls the API.
    const kiosk = suite.kiosk.api;
    const visit = await ok(
      kiosk.POST('/api/clients', { body: { language: 'fr', sequence: 'buyCar' } }),
    );
    expect(visit).toMatchObject({ status: null, seller: null, questionnaire: { complete: false } });
    const path = { params: { path: { id: visit.id } } };
    // The new client is answered without reading it back (decision 118): as a read finds it.
    expect(await ok(kiosk.GET('/api/clients/{id}', path))).toMatchObject(visit);

    // Answers are kept as the buyer goes: the contract's own example is one such save.
    const part2 = await ok(
      kiosk.PUT('/api/clients/{id}/questionnaire', {
        ...path,
        body: { questionnaire: documentedAnswers },
      }),
    );
    expect(part2.questionnaire.answers).toEqual(documentedAnswers);

    const finished = await ok(
      kiosk.PUT('/api/clients/{id}/questionnaire', {
        ...path,
        body: { questionnaire: COMPLETE_ANSWERS, personality: PERSONALITY, complete: true },
      }),
    );
    expect(finished).toMatchObject({
      status: 'questionnaireCompleted',
      questionnaire: { complete: true },
    });
    // The answers were written with the change (decision 151), and answered as written.
    expect(finished.questionnaire.answers).toEqual(COMPLETE_ANSWERS);
    const read = await ok(kiosk.GET('/api/clients/{id}', path));
    expect(read.questionnaire.answers).toEqual(COMPLETE_ANSWERS);

    const ranking = await suite.matches(visit.id);
    expect(ranking.map((entry) => entry.seller.id).sort()).toEqual(
      [suite.seller(1).id, suite.seller(4).id, suite.seller(5).id].sort(),
    );
    const best = ranking[0]?.seller.id ?? '';
    const chosen = await ok(
      kiosk.POST('/api/clients/{id}/seller', { ...path, body: { seller: best } }),
    );
    expect(chosen).toMatchObject({
      status: 'waitingRoom',
      seller: { id: best },
      selectionMode: 'clientChoosesBetweenTwo',
      matchScore: ranking[0]?.score,
    });

    const winner = Object.values(suite.sellers).find((candidate) => candidate.id === best);
    if (!winner) throw new Error('the best match is not signed in');
    const accepted = await ok(winner.api.POST('/api/clients/{id}/accept', path));
    expect(accepted).toMatchObject({ status: 'withAdvisor', sale: 'active' });

    // Only an outcome: the server fills in no models and no comment.
    const sold = await ok(
      winner.api.PUT('/api/clients/{id}/feedback', {
        ...path,
        body: { feedback: { outcome: 'sold' } },
      }),
    );
    expect(sold).toMatchObject({
      status: 'sold',
      sale: 'none',
      feedback: { outcome: 'sold', modelsViewed: [], modelsSold: [], comment: '' },
    });

    const record = await suite.getClient(visit.id, winner);
    expect(
      record.history.map((entry) => [entry.from, entry.to, entry.actor.role, entry.actor.id]),
    ).toEqual([
      [null, 'questionnaireCompleted', 'client', suite.kiosk.id],
      ['questionnaireCompleted', 'waitingRoom', 'client', suite.kiosk.id],
      ['waitingRoom', 'withAdvisor', 'seller', best],
      ['withAdvisor', 'sold', 'seller', best],
    ]);
    for (const entry of record.history) expect(Date.parse(entry.at)).toBeGreaterThan(0);
    expect(record.history[0]?.actor.name).toBe('kiosk@demo.test');
  });
});

describe('choice modes (docs/spec/decisions.md section 5)', () => {
  beforeEach(async () => {
    await clearFloor(suite.runtime);
  });

  const chooseNull = async (clientId: string) => {
    return ok(
      suite.kiosk.api.POST('/api/clients/{id}/seller', {
        params: { path: { id: clientId } },
        body: { seller: null },
      }),
    );
  };

  it('clientChoosesBetweenTwo: the kiosk offers the two best; picking another is a manual choice', async () => {
    await suite.setMode('clientChoosesBetweenTwo');
    for (const n of [1, 4, 5]) await heartbeat(suite.seller(n));
    const id = await completedClient(suite.kiosk);
    const ranking = await suite.matches(id);
    expect(ranking).toHaveLength(3);
    const third = ranking[2]?.seller.id ?? '';
    const chosen = await ok(
      suite.kiosk.api.POST('/api/clients/{id}/seller', {
        params: { path: { id } },
        body: { seller: third },
      }),
    );
    expect(chosen).toMatchObject({
      status: 'waitingRoom',
      seller: { id: third },
      selectionMode: 'manual',
    });
  });

  it('answers each save with the client as a read then finds it (decision 119)', async () => {
    const kiosk = suite.kiosk.api;
    const visit = await ok(
      kiosk.POST('/api/clients', { body: { language: 'fr', sequence: 'buyCar' } }),
    );
    const path = { params: { path: { id: visit.id } } };
    const read = () => ok(kiosk.GET('/api/clients/{id}', path));
    type Body =
      operations['putClientsByIdQuestionnaire']['requestBody']['content']['application/json'];
    const save = (body: Body) =>
      ok(kiosk.PUT('/api/clients/{id}/questionnaire', { ...path, body }));
    const offer = await ok(kiosk.GET('/api/cars'));
    const [first, second] = offer
      .map((car) => car.id)
      .sort()
      .reverse();
    if (!first || !second) throw new Error('the demo dealership offers cars');

    // Typed but not yet saved: the draft keeps it until its part is saved.
    await save({ questionnaire: { colour: 'red', budget: 30000 }, draft: true });
    const steps: Body[] = [
      // A car id in capitals is the same car (RFC 9562): kept once, in lower case.
      { questionnaire: { modelsOfInterest: [first, second, first.toUpperCase()] } },
      {
        questionnaire: { colour: 'red' },
        personality: Object.fromEntries(Object.entries(PERSONALITY).slice(0, 3)),
      },
      { questionnaire: { modelsOfInterest: [second] }, language: 'en' },
      { questionnaire: {}, sequence: 'testDrive', confirmPurposeChange: true },
    ];
    for (const body of steps) {
      const answered = await save(body);
      // The read also has the history and the cars' names, which a save does not answer.
      expect(await read()).toMatchObject(answered);
      if (body === steps[0]) expect(answered.cars.interested).toEqual([second, first]);
    }
  });

  it('bestMatch: the client is sent to the best available match', async () => {
    await suite.setMode('bestMatch');
    for (const n of [1, 4, 5]) await heartbeat(suite.seller(n));
    const id = await completedClient(suite.kiosk);
    const best = (await suite.matches(id))[0]?.seller.id;
    expect(await chooseNull(id)).toMatchObject({
      status: 'waitingRoom',
      seller: { id: best },
      selectionMode: 'bestMatch',
    });
  });

  it('roundRobin: the client goes to the available advisor assigned longest ago', async () => {
    await suite.setMode('roundRobin');
    for (const n of [1, 4, 5]) await heartbeat(suite.seller(n));
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await suite.database.db
      .updateTable('sellerProfiles')
      .set({ lastAssignmentAt: longAgo })
      .where('userId', '=', suite.seller(5).id)
      .execute();
    const first = await completedClient(suite.kiosk);
    expect(await chooseNull(first)).toMatchObject({
      seller: { id: suite.seller(5).id },
      selectionMode: 'roundRobin',
    });
    // Seller 5 was just given a client: the next one goes to whoever waited longest since.
    const lastAssignment = async (n: number) =>
      (
        await suite.database.db
          .selectFrom('sellerProfiles')
          .select('lastAssignmentAt')
          .where('userId', '=', suite.seller(n).id)
          .executeTakeFirstOrThrow()
      ).lastAssignmentAt;
    const last1 = await lastAssignment(1);
    const last4 = await lastAssignment(4);
    const expected =
      (last1?.getTime() ?? 0) <= (last4?.getTime() ?? 0) ? suite.seller(1).id : suite.seller(4).id;
    const second = await completedClient(suite.kiosk);
    expect((await chooseNull(second)).seller?.id).toBe(expected);
  });

  it('advisorPicks: the client waits for anyone; any available advisor takes them', async () => {
    await suite.setMode('advisorPicks');
    for (const n of [1, 4]) await heartbeat(suite.seller(n));
    const id = await completedClient(suite.kiosk);
    expect(await chooseNull(id)).toMatchObject({
      status: 'waitingRoom',
      seller: null,
      selectionMode: 'advisorPicks',
    });
    const taken = await ok(
      suite.seller(4).api.POST('/api/clients/{id}/accept', { params: { path: { id } } }),
    );
    expect(taken).toMatchObject({
      status: 'withAdvisor',
      seller: { id: suite.seller(4).id },
    });
  });

  it.each(['clientChoosesBetweenTwo', 'bestMatch', 'roundRobin', 'advisorPicks'])(
    '%s with no advisor available: the client lands in the waiting room for the next free advisor',
    async (mode) => {
      await suite.setMode(mode);
      const id = await completedClient(suite.kiosk);
      expect(await suite.matches(id)).toEqual([]);
      const refused = await suite.kiosk.json('POST', `/api/clients/${id}/seller`, {
        seller: suite.seller(1).id,
      });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ code: 'SELLER.NOT_AVAILABLE' });
      expect(await chooseNull(id)).toMatchObject({ status: 'waitingRoom', seller: null });
      // The next advisor who signs in takes them.
      await heartbeat(suite.seller(2));
      const taken = await suite.seller(2).json('POST', `/api/clients/${id}/accept`);
      expect(taken.status).toBe(200);
    },
  );

  it('an administrator pairs manually whatever the mode, even with an advisor away', async () => {
    await suite.setMode('bestMatch');
    const id = await completedClient(suite.kiosk);
    const pair = (seller: string) =>
      ok(
        suite.admin.api.PUT('/api/clients/{id}/seller', {
          params: { path: { id } },
          body: { seller },
        }),
      );
    expect(await pair(suite.seller(3).id)).toMatchObject({
      status: 'waitingRoom',
      seller: { id: suite.seller(3).id },
      selectionMode: 'manual',
    });
    // A client still waiting can be given to someone else.
    expect((await pair(suite.seller(2).id)).seller?.id).toBe(suite.seller(2).id);
    expect(
      await suite
        .seller(3)
        .json('POST', `/api/clients/${id}/accept`)
        .then((r) => r.status),
    ).toBe(409);
  });
});
