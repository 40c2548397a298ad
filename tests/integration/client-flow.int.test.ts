import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJsonLogger } from '#adapters/logging/json-logger.ts';
import { createAdapters } from '#composition/adapters.ts';
import { buildClientFlow } from '#composition/client-flow.ts';
import type { Runtime } from '#composition/index.ts';
import { buildPsychometrics } from '#composition/psychometrics.ts';
import { parseConfig } from '#src/config.ts';
import {
  clearFloor,
  completedClient,
  dataOf,
  heartbeat,
  type signedIn,
} from '#tests/fixtures/client-flow.ts';
import { COMPLETE_ANSWERS, PERSONALITY } from '#tests/fixtures/client-answers.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';

let database: Database;
let runtime: Runtime;
const logger = createJsonLogger({ level: 'silent' });

type Browser = Awaited<ReturnType<typeof signedIn>>;
let kiosk: Browser;
let admin: Browser;
let owner2: Browser;
const sellers: Record<string, Browser> = {};

type ClientBody = {
  id: string;
  status: string | null;
  seller: { id: string; name: string } | null;
  selectionMode: string | null;
  matchScore: number | null;
  sale: string;
  holdExpiresAt: string | null;
  resumedAt: string | null;
  questionnaire: { complete: boolean; answers: Record<string, unknown> };
};

test.beforeAll(async ({ runtime: given, loginAs }) => {
  runtime = given;
  database = given.database;
  kiosk = await loginAs('kiosk');
  admin = await loginAs('admin');
  owner2 = await loginAs('owner2');
  for (const n of [1, 2, 3, 4, 5, 7]) sellers[n] = await loginAs(`seller${n}`);
});

const seller = (n: number) => {
  const found = sellers[n];
  if (!found) throw new Error(`seller${n} not signed in`);
  return found;
};

const setMode = async (mode: string) => {
  const response = await admin.json(
    'PUT',
    `/api/concessions/${admin.concession}/general-settings`,
    {
      sellerChoiceMode: mode,
    },
  );
  expect(response.status).toBe(200);
};

const getClient = async (id: string, as: Browser = admin) =>
  dataOf<
    ClientBody & {
      history: {
        from: string | null;
        to: string;
        actor: { role: string; name: string | null; id: string | null };
        at: string;
      }[];
    }
  >(await as.request(`/api/clients/${id}`));

const matches = async (id: string) =>
  dataOf<{ seller: { id: string }; score: number }[]>(
    await kiosk.request(`/api/clients/${id}/matches`),
  );

describe('the core loop through the API', () => {
  beforeEach(async () => {
    await clearFloor(runtime);
    await setMode('clientChoosesBetweenTwo');
  });

  it('kiosk visit -> advisor chosen -> accepted -> sold, each status recorded with actor and time', async () => {
    for (const n of [1, 4, 5]) await heartbeat(seller(n));
    const created = await kiosk.json('POST', '/api/clients', {
      language: 'fr',
      sequence: 'buyCar',
    });
    expect(created.status).toBe(201);
    const visit = await dataOf<ClientBody>(created);
    expect(visit).toMatchObject({ status: null, seller: null, questionnaire: { complete: false } });

    // Answers are kept as the buyer goes.
    const part1 = await kiosk.json('PUT', `/api/clients/${visit.id}/questionnaire`, {
      questionnaire: { hasCar: false },
    });
    expect(part1.status).toBe(200);
    expect((await dataOf<ClientBody>(part1)).questionnaire.answers).toEqual({ hasCar: false });

    const finished = await kiosk.json('PUT', `/api/clients/${visit.id}/questionnaire`, {
      questionnaire: COMPLETE_ANSWERS,
      personality: PERSONALITY,
      complete: true,
    });
    expect(finished.status).toBe(200);
    expect(await dataOf<ClientBody>(finished)).toMatchObject({
      status: 'questionnaireCompleted',
      questionnaire: { complete: true },
    });

    const ranking = await matches(visit.id);
    expect(ranking.map((entry) => entry.seller.id).sort()).toEqual(
      [seller(1).id, seller(4).id, seller(5).id].sort(),
    );
    const best = ranking[0]?.seller.id ?? '';
    const chosen = await kiosk.json('POST', `/api/clients/${visit.id}/seller`, { seller: best });
    expect(chosen.status).toBe(200);
    expect(await dataOf<ClientBody>(chosen)).toMatchObject({
      status: 'waitingRoom',
      seller: { id: best },
      selectionMode: 'clientChoosesBetweenTwo',
      matchScore: ranking[0]?.score,
    });

    const winner = Object.values(sellers).find((candidate) => candidate.id === best) as Browser;
    const accepted = await winner.json('POST', `/api/clients/${visit.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(await dataOf<ClientBody>(accepted)).toMatchObject({
      status: 'withAdvisor',
      sale: 'active',
    });

    const sold = await winner.json('PUT', `/api/clients/${visit.id}/feedback`, {
      feedback: { outcome: 'sold', modelsViewed: [], modelsSold: [], comment: 'Entente conclue.' },
    });
    expect(sold.status).toBe(200);
    expect(await dataOf<ClientBody>(sold)).toMatchObject({ status: 'sold', sale: 'none' });

    const record = await getClient(visit.id, winner);
    expect(
      record.history.map((entry) => [entry.from, entry.to, entry.actor.role, entry.actor.id]),
    ).toEqual([
      [null, 'questionnaireCompleted', 'client', kiosk.id],
      ['questionnaireCompleted', 'waitingRoom', 'client', kiosk.id],
      ['waitingRoom', 'withAdvisor', 'seller', best],
      ['withAdvisor', 'sold', 'seller', best],
    ]);
    for (const entry of record.history) expect(Date.parse(entry.at)).toBeGreaterThan(0);
    expect(record.history[0]?.actor.name).toBe('kiosk@demo.test');
  });
});

describe('choice modes (docs/spec/decisions.md section 5)', () => {
  beforeEach(async () => {
    await clearFloor(runtime);
  });

  const chooseNull = async (clientId: string) => {
    const response = await kiosk.json('POST', `/api/clients/${clientId}/seller`, { seller: null });
    expect(response.status).toBe(200);
    return dataOf<ClientBody>(response);
  };

  it('clientChoosesBetweenTwo: the kiosk offers the two best; picking another is a manual choice', async () => {
    await setMode('clientChoosesBetweenTwo');
    for (const n of [1, 4, 5]) await heartbeat(seller(n));
    const id = await completedClient(kiosk);
    const ranking = await matches(id);
    expect(ranking).toHaveLength(3);
    const third = ranking[2]?.seller.id ?? '';
    const chosen = await dataOf<ClientBody>(
      await kiosk.json('POST', `/api/clients/${id}/seller`, { seller: third }),
    );
    expect(chosen).toMatchObject({
      status: 'waitingRoom',
      seller: { id: third },
      selectionMode: 'manual',
    });
  });

  it('bestMatch: the client is sent to the best available match', async () => {
    await setMode('bestMatch');
    for (const n of [1, 4, 5]) await heartbeat(seller(n));
    const id = await completedClient(kiosk);
    const best = (await matches(id))[0]?.seller.id;
    expect(await chooseNull(id)).toMatchObject({
      status: 'waitingRoom',
      seller: { id: best },
      selectionMode: 'bestMatch',
    });
  });

  it('roundRobin: the client goes to the available advisor assigned longest ago', async () => {
    await setMode('roundRobin');
    for (const n of [1, 4, 5]) await heartbeat(seller(n));
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await database.db
      .updateTable('sellerProfiles')
      .set({ lastAssignmentAt: longAgo })
      .where('userId', '=', seller(5).id)
      .execute();
    const first = await completedClient(kiosk);
    expect(await chooseNull(first)).toMatchObject({
      seller: { id: seller(5).id },
      selectionMode: 'roundRobin',
    });
    // Seller 5 was just given a client: the next one goes to whoever waited longest since.
    const lastAssignment = async (n: number) =>
      (
        await database.db
          .selectFrom('sellerProfiles')
          .select('lastAssignmentAt')
          .where('userId', '=', seller(n).id)
          .executeTakeFirstOrThrow()
      ).lastAssignmentAt;
    const last1 = await lastAssignment(1);
    const last4 = await lastAssignment(4);
    const expected =
      (last1?.getTime() ?? 0) <= (last4?.getTime() ?? 0) ? seller(1).id : seller(4).id;
    const second = await completedClient(kiosk);
    expect((await chooseNull(second)).seller?.id).toBe(expected);
  });

  it('advisorPicks: the client waits for anyone; any available advisor takes them', async () => {
    await setMode('advisorPicks');
    for (const n of [1, 4]) await heartbeat(seller(n));
    const id = await completedClient(kiosk);
    expect(await chooseNull(id)).toMatchObject({
      status: 'waitingRoom',
      seller: null,
      selectionMode: 'advisorPicks',
    });
    const taken = await seller(4).json('POST', `/api/clients/${id}/accept`);
    expect(taken.status).toBe(200);
    expect(await dataOf<ClientBody>(taken)).toMatchObject({
      status: 'withAdvisor',
      seller: { id: seller(4).id },
    });
  });

  it.each(['clientChoosesBetweenTwo', 'bestMatch', 'roundRobin', 'advisorPicks'])(
    '%s with no advisor available: the client lands in the waiting room for the next free advisor',
    async (mode) => {
      await setMode(mode);
      const id = await completedClient(kiosk);
      expect(await matches(id)).toEqual([]);
      const refused = await kiosk.json('POST', `/api/clients/${id}/seller`, {
        seller: seller(1).id,
      });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ code: 'SELLER.NOT_AVAILABLE' });
      expect(await chooseNull(id)).toMatchObject({ status: 'waitingRoom', seller: null });
      // The next advisor who signs in takes them.
      await heartbeat(seller(2));
      const taken = await seller(2).json('POST', `/api/clients/${id}/accept`);
      expect(taken.status).toBe(200);
    },
  );

  it('an administrator pairs manually whatever the mode, even with an advisor away', async () => {
    await setMode('bestMatch');
    const id = await completedClient(kiosk);
    const paired = await admin.json('PUT', `/api/clients/${id}/seller`, { seller: seller(3).id });
    expect(paired.status).toBe(200);
    expect(await dataOf<ClientBody>(paired)).toMatchObject({
      status: 'waitingRoom',
      seller: { id: seller(3).id },
      selectionMode: 'manual',
    });
    // A client still waiting can be given to someone else.
    const again = await admin.json('PUT', `/api/clients/${id}/seller`, { seller: seller(2).id });
    expect((await dataOf<ClientBody>(again)).seller?.id).toBe(seller(2).id);
    expect(
      await seller(3)
        .json('POST', `/api/clients/${id}/accept`)
        .then((r) => r.status),
    ).toBe(409);
  });
});

describe('accepting', () => {
  beforeEach(async () => {
    await clearFloor(runtime);
    await setMode('advisorPicks');
  });

  it('gives the client to exactly one of several advisors accepting at once', async () => {
    const id = await completedClient(kiosk);
    await kiosk.json('POST', `/api/clients/${id}/seller`, { seller: null });
    const racers = [1, 2, 3, 4, 5].map(seller);
    const accept = (racer: Browser) => racer.json('POST', `/api/clients/${id}/accept`);
    // The embedded database's socket interleaves concurrent statements of separate connections
    // (electric-sql/pglite#1046), so the requests go one after the other there; the real race runs
    // on PostgreSQL in accept-race.int.test.ts.
    const responses =
      database.mode === 'postgres'
        ? await Promise.all(racers.map(accept))
        : await racers.reduce<Promise<Response[]>>(
            async (done, racer) => [...(await done), await accept(racer)],
            Promise.resolve([]),
          );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    // Each advisor reads the refusal in their own language (seller 4 speaks English).
    for (const response of responses.filter((r) => r.status === 409)) {
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe('CLIENT.ALREADY_ACCEPTED');
      expect([
        'Ce client a déjà été accepté par un autre conseiller.',
        'This customer was already accepted by another advisor.',
      ]).toContain(body.message);
    }
  });

  it('refuses a second client while a sale, even an expired one, is not ended or resumed', async () => {
    const first = await completedClient(kiosk);
    await kiosk.json('POST', `/api/clients/${first}/seller`, { seller: null });
    expect((await seller(1).json('POST', `/api/clients/${first}/accept`)).status).toBe(200);
    await sql`update clients set accepted_at = now() - interval '5 hours',
      hold_expires_at = now() - interval '1 hour' where id = ${first}`.execute(database.db);
    expect((await getClient(first)).sale).toBe('expired');

    const second = await completedClient(kiosk);
    await kiosk.json('POST', `/api/clients/${second}/seller`, { seller: null });
    const refused = await seller(1).json('POST', `/api/clients/${second}/accept`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'SELLER.SALE_IN_PROGRESS' });

    // Resuming (extra time on an expired sale) brings it back for an hour.
    const resumed = await seller(1).json('POST', `/api/clients/${first}/extra-time`);
    expect(resumed.status).toBe(200);
    const body = await dataOf<ClientBody>(resumed);
    expect(body.sale).toBe('active');
    expect(body.resumedAt).not.toBeNull();
    expect(Date.parse(body.holdExpiresAt ?? '') - Date.now()).toBeGreaterThan(55 * 60_000);

    // Ending it frees the advisor.
    const ended = await seller(1).json('PUT', `/api/clients/${first}/feedback`, {
      feedback: { outcome: 'beBack', comment: 'Revient samedi.' },
    });
    expect(ended.status).toBe(200);
    expect((await seller(1).json('POST', `/api/clients/${second}/accept`)).status).toBe(200);
  });

  it('takes back a be-back client of the same advisor only', async () => {
    const id = await completedClient(kiosk);
    await kiosk.json('POST', `/api/clients/${id}/seller`, { seller: null });
    await seller(2).json('POST', `/api/clients/${id}/accept`);
    await seller(2).json('PUT', `/api/clients/${id}/feedback`, { feedback: { outcome: 'beBack' } });
    expect((await seller(1).json('POST', `/api/clients/${id}/accept`)).status).toBe(403);
    const back = await seller(2).json('POST', `/api/clients/${id}/accept`);
    expect(back.status).toBe(200);
    expect((await getClient(id)).history.map((entry) => entry.to)).toEqual([
      'questionnaireCompleted',
      'waitingRoom',
      'withAdvisor',
      'beBack',
      'withAdvisor',
    ]);
  });
});

describe('bad input to every clients call gets a 4xx and changes nothing', () => {
  let waiting: string;
  let withAdvisor: string;
  let foreign: string;
  let foreignSeller: string;

  beforeAll(async () => {
    await clearFloor(runtime);
    await setMode('advisorPicks');
    waiting = await completedClient(kiosk);
    await kiosk.json('POST', `/api/clients/${waiting}/seller`, { seller: null });
    withAdvisor = await completedClient(kiosk);
    await kiosk.json('POST', `/api/clients/${withAdvisor}/seller`, { seller: null });
    await seller(1).json('POST', `/api/clients/${withAdvisor}/accept`);
    // The second dealership's waiting client and advisor (demo data).
    const other = await database.db
      .selectFrom('clients')
      .select('id')
      .where('concessionId', '=', owner2.concession ?? '')
      .where('deletedAt', 'is', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    foreign = other.id;
    foreignSeller = seller(7).id;
  });

  const snapshot = async () => ({
    clients: (
      await sql<Record<string, unknown>>`select id, status, seller_id, language, sequence,
        questionnaire, feedback, hold_expires_at, updated_at, deleted_at from clients order by id`.execute(
        database.db,
      )
    ).rows,
    history: (
      await sql<{
        count: number;
      }>`select count(*)::int as count from client_status_changes`.execute(database.db)
    ).rows,
    tests: (
      await sql<Record<string, unknown>>`select client_id, answers from psychometric_tests
        where client_id is not null order by client_id`.execute(database.db)
    ).rows,
    assignments: (
      await sql<Record<string, unknown>>`select user_id, last_assignment_at from seller_profiles
        order by user_id`.execute(database.db)
    ).rows,
  });

  it('answers 4xx for each of them', async () => {
    const before = await snapshot();
    const four = ['heatedSeats', 'leatherSeats', 'navigation', 'premiumAudio'];
    const draft = await dataOf<{ id: string }>(
      await kiosk.json('POST', '/api/clients', { language: 'en', sequence: 'chooseCar' }),
    );
    const afterCreate = await snapshot();
    const cases: [string, () => Promise<Response>, number][] = [
      // list
      ['list: unknown status', () => admin.request('/api/clients?status=lost'), 400],
      [
        'list: one bad status among good',
        () => admin.request('/api/clients?status=sold&status=x'),
        400,
      ],
      ['list: cars not ids', () => admin.request('/api/clients?cars=civic'), 400],
      ['list: limit too big', () => admin.request('/api/clients?limit=5000'), 400],
      [
        'list: another concession',
        () => admin.request(`/api/clients?concession=${owner2.concession}`),
        404,
      ],
      ['list: kiosk may not list', () => kiosk.request('/api/clients'), 403],
      // get
      ['get: not an id', () => admin.request('/api/clients/42'), 400],
      ['get: another concession', () => admin.request(`/api/clients/${foreign}`), 404],
      [
        'get: unknown',
        () => admin.request('/api/clients/00000000-0000-4000-8000-000000000000'),
        404,
      ],
      // create
      [
        'create: unknown language',
        () => kiosk.json('POST', '/api/clients', { language: 'de', sequence: 'buyCar' }),
        400,
      ],
      [
        'create: sequence not a purpose',
        () => kiosk.json('POST', '/api/clients', { language: 'fr', sequence: 7 }),
        400,
      ],
      [
        'create: extra field',
        () =>
          kiosk.json('POST', '/api/clients', {
            language: 'fr',
            sequence: 'buyCar',
            status: 'sold',
          }),
        400,
      ],
      [
        'create: not for an administrator',
        () => admin.json('POST', '/api/clients', { language: 'fr', sequence: 'buyCar' }),
        403,
      ],
      // questionnaire
      [
        'questionnaire: 4 interior options',
        () =>
          kiosk.json('PUT', `/api/clients/${draft.id}/questionnaire`, {
            questionnaire: { colour: 'red', interiorOptions: four },
          }),
        400,
      ],
      [
        'questionnaire: 4 seller qualities',
        () =>
          kiosk.json('PUT', `/api/clients/${draft.id}/questionnaire`, {
            questionnaire: { sellerQualities: ['attentive', 'direct', 'efficient', 'precise'] },
          }),
        400,
      ],
      [
        'questionnaire: wrong types',
        () =>
          kiosk.json('PUT', `/api/clients/${draft.id}/questionnaire`, {
            questionnaire: { hasCar: 'yes', passengers: 2 },
          }),
        400,
      ],
      [
        'questionnaire: not an object',
        () =>
          kiosk.json('PUT', `/api/clients/${draft.id}/questionnaire`, { questionnaire: ['red'] }),
        400,
      ],
      [
        'questionnaire: personality off the scale',
        () =>
          kiosk.json('PUT', `/api/clients/${draft.id}/questionnaire`, {
            questionnaire: {},
            personality: { lifeOfTheParty: 9 },
          }),
        400,
      ],
      [
        'questionnaire: incomplete finish',
        () =>
          kiosk.json('PUT', `/api/clients/${draft.id}/questionnaire`, {
            questionnaire: { colour: 'red' },
            complete: true,
          }),
        400,
      ],
      [
        'questionnaire: unknown car',
        () =>
          kiosk.json('PUT', `/api/clients/${draft.id}/questionnaire`, {
            questionnaire: { modelsOfInterest: ['00000000-0000-4000-8000-000000000000'] },
          }),
        400,
      ],
      [
        'questionnaire: another concession',
        () =>
          kiosk.json('PUT', `/api/clients/${foreign}/questionnaire`, {
            questionnaire: { colour: 'red' },
          }),
        404,
      ],
      [
        'questionnaire: already completed',
        () =>
          kiosk.json('PUT', `/api/clients/${waiting}/questionnaire`, {
            questionnaire: { colour: 'red' },
          }),
        409,
      ],
      // feedback
      [
        'feedback: unknown outcome',
        () =>
          seller(1).json('PUT', `/api/clients/${withAdvisor}/feedback`, {
            feedback: { outcome: 'maybe' },
          }),
        400,
      ],
      [
        'feedback: model sold without sale',
        () =>
          seller(1).json('PUT', `/api/clients/${withAdvisor}/feedback`, {
            feedback: { outcome: 'notSold', modelsSold: [foreign] },
          }),
        400,
      ],
      [
        'feedback: unknown car',
        () =>
          seller(1).json('PUT', `/api/clients/${withAdvisor}/feedback`, {
            feedback: { outcome: 'sold', modelsViewed: [foreign] },
          }),
        400,
      ],
      [
        'feedback: not the advisor',
        () =>
          seller(2).json('PUT', `/api/clients/${withAdvisor}/feedback`, {
            feedback: { outcome: 'sold' },
          }),
        403,
      ],
      [
        'feedback: waiting client',
        () =>
          seller(1).json('PUT', `/api/clients/${waiting}/feedback`, {
            feedback: { outcome: 'sold' },
          }),
        409,
      ],
      [
        'feedback: another concession',
        () =>
          seller(1).json('PUT', `/api/clients/${foreign}/feedback`, {
            feedback: { outcome: 'sold' },
          }),
        404,
      ],
      // accept
      [
        'accept: another concession',
        () => seller(2).json('POST', `/api/clients/${foreign}/accept`),
        404,
      ],
      [
        'accept: already with an advisor',
        () => seller(2).json('POST', `/api/clients/${withAdvisor}/accept`),
        409,
      ],
      [
        'accept: questionnaire in progress',
        () => seller(2).json('POST', `/api/clients/${draft.id}/accept`),
        409,
      ],
      [
        'accept: not for the kiosk',
        () => kiosk.json('POST', `/api/clients/${waiting}/accept`),
        403,
      ],
      ['accept: not an id', () => seller(2).json('POST', '/api/clients/x/accept'), 400],
      // delete
      [
        'delete: the kiosk cannot cancel a taken visit',
        () => kiosk.json('DELETE', `/api/clients/${withAdvisor}`),
        409,
      ],
      ['delete: another concession', () => admin.json('DELETE', `/api/clients/${foreign}`), 404],
      [
        'delete: not for an advisor',
        () => seller(1).json('DELETE', `/api/clients/${waiting}`),
        403,
      ],
      // choose seller (kiosk)
      [
        'choose: another concession’s advisor',
        () => kiosk.json('POST', `/api/clients/${draft.id}/seller`, { seller: foreignSeller }),
        409,
      ],
      [
        'choose: not an id',
        () => kiosk.json('POST', `/api/clients/${waiting}/seller`, { seller: 'Marc' }),
        400,
      ],
      [
        'choose: questionnaire in progress',
        () => kiosk.json('POST', `/api/clients/${draft.id}/seller`, { seller: null }),
        409,
      ],
      [
        'choose: already waiting',
        () => kiosk.json('POST', `/api/clients/${waiting}/seller`, { seller: null }),
        409,
      ],
      [
        'choose: another concession’s client',
        () => kiosk.json('POST', `/api/clients/${foreign}/seller`, { seller: null }),
        404,
      ],
      [
        'choose: not for an administrator',
        () => admin.json('POST', `/api/clients/${waiting}/seller`, { seller: null }),
        403,
      ],
      // set seller (admin)
      [
        'set: another concession’s advisor',
        () => admin.json('PUT', `/api/clients/${waiting}/seller`, { seller: foreignSeller }),
        404,
      ],
      [
        'set: another concession’s client',
        () => admin.json('PUT', `/api/clients/${foreign}/seller`, { seller: seller(2).id }),
        404,
      ],
      [
        'set: a client with an advisor',
        () => admin.json('PUT', `/api/clients/${withAdvisor}/seller`, { seller: seller(2).id }),
        409,
      ],
      ['set: missing seller', () => admin.json('PUT', `/api/clients/${waiting}/seller`, {}), 400],
      [
        'set: not for the kiosk',
        () => kiosk.json('PUT', `/api/clients/${waiting}/seller`, { seller: seller(2).id }),
        403,
      ],
      // extra time
      [
        'extra time: not your sale',
        () => seller(2).json('POST', `/api/clients/${withAdvisor}/extra-time`),
        403,
      ],
      [
        'extra time: no sale',
        () => seller(1).json('POST', `/api/clients/${waiting}/extra-time`),
        409,
      ],
      [
        'extra time: another concession',
        () => seller(1).json('POST', `/api/clients/${foreign}/extra-time`),
        404,
      ],
    ];
    const failures: string[] = [];
    for (const [name, call, status] of cases) {
      const response = await call();
      if (response.status !== status) failures.push(`${name}: ${response.status} (want ${status})`);
      const body = (await response.json()) as { code?: string; message?: string };
      if (!body.code || !body.message) failures.push(`${name}: no { code, message }`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(afterCreate);
    // Only the one valid create changed anything.
    expect(afterCreate.clients.length).toBe(before.clients.length + 1);
  });

  it('names the status a refused change came from, in the caller’s language', async () => {
    const refused = await seller(1).json('PUT', `/api/clients/${waiting}/feedback`, {
      feedback: { outcome: 'sold' },
    });
    expect(await refused.json()).toEqual({
      code: 'CLIENT.TRANSITION_NOT_ALLOWED',
      message: 'Ce changement n’est pas permis pour un client à l’étape « En salle d’attente ».',
    });
  });

  it('reports every questionnaire problem by path', async () => {
    const draft = await dataOf<{ id: string }>(
      await kiosk.json('POST', '/api/clients', { language: 'fr', sequence: 'buyCar' }),
    );
    const response = await kiosk.json('PUT', `/api/clients/${draft.id}/questionnaire`, {
      questionnaire: {
        interiorOptions: ['heatedSeats', 'leatherSeats', 'navigation', 'premiumAudio'],
        colour: 'purple',
      },
    });
    expect(await response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Certaines données envoyées sont invalides.',
      issues: [
        { path: 'json.questionnaire.colour', message: 'Choisissez parmi les options proposées.' },
        { path: 'json.questionnaire.interiorOptions', message: 'Choisissez au plus 3 options.' },
      ],
    });
  });
});

describe('the visit purpose', () => {
  it('changes freely before answering, and only with confirmation after, losing the answers', async () => {
    const draft = await dataOf<{ id: string }>(
      await kiosk.json('POST', '/api/clients', { language: 'fr', sequence: 'buyCar' }),
    );
    const free = await kiosk.json('PUT', `/api/clients/${draft.id}/questionnaire`, {
      questionnaire: {},
      sequence: 'testDrive',
    });
    expect(await dataOf(free)).toMatchObject({ sequence: 'testDrive' });
    await kiosk.json('PUT', `/api/clients/${draft.id}/questionnaire`, {
      questionnaire: { colour: 'red' },
      personality: { lifeOfTheParty: 4 },
    });
    const unconfirmed = await kiosk.json('PUT', `/api/clients/${draft.id}/questionnaire`, {
      questionnaire: {},
      sequence: 'chooseCar',
    });
    expect(unconfirmed.status).toBe(409);
    expect(await unconfirmed.json()).toMatchObject({
      code: 'CLIENT.PURPOSE_CHANGE_NEEDS_CONFIRMATION',
    });
    const confirmed = await kiosk.json('PUT', `/api/clients/${draft.id}/questionnaire`, {
      questionnaire: {},
      sequence: 'chooseCar',
      confirmPurposeChange: true,
    });
    expect(await dataOf(confirmed)).toMatchObject({
      sequence: 'chooseCar',
      questionnaire: { answers: {}, personality: {} },
    });
  });

  it('a kiosk reset cancels the visit in progress (soft delete)', async () => {
    const draft = await dataOf<{ id: string }>(
      await kiosk.json('POST', '/api/clients', { language: 'fr', sequence: 'buyCar' }),
    );
    expect((await kiosk.json('DELETE', `/api/clients/${draft.id}`)).status).toBe(200);
    expect((await admin.request(`/api/clients/${draft.id}`)).status).toBe(404);
    const row = await database.db
      .selectFrom('clients')
      .select('deletedAt')
      .where('id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(row.deletedAt).not.toBeNull();
  });
});

describe('lists', () => {
  it('filters by repeated statuses, cars and advisors within the dealership', async () => {
    const list = async (query: string) =>
      dataOf<ClientBody[]>(await admin.request(`/api/clients?limit=200&${query}`));
    const closed = await list('status=sold&status=notSold');
    expect(closed.length).toBeGreaterThan(0);
    expect(new Set(closed.map((client) => client.status))).toEqual(new Set(['sold', 'notSold']));
    const car = (
      await database.db
        .selectFrom('clientCarInterests as i')
        .innerJoin('clients as c', 'c.id', 'i.clientId')
        .select('i.carId')
        .where('c.concessionId', '=', admin.concession ?? '')
        .where('c.deletedAt', 'is', null)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).carId;
    const withCar = await list(`cars=${car}`);
    expect(withCar.length).toBeGreaterThan(0);
    const mine = await dataOf<ClientBody[]>(
      await seller(1).request(`/api/clients?limit=200&seller=${seller(1).id}`),
    );
    expect(mine.every((client) => client.seller?.id === seller(1).id)).toBe(true);
    // Another dealership's clients never show.
    const all = await list('');
    const foreignIds = await database.db
      .selectFrom('clients')
      .select('id')
      .where('concessionId', '=', owner2.concession ?? '')
      .execute();
    expect(all.some((client) => foreignIds.some((row) => row.id === client.id))).toBe(false);
  });
});

describe('sellers and general settings', () => {
  beforeEach(async () => {
    await clearFloor(runtime);
  });

  it('lists available advisors by default, all of them on request, of the own dealership only', async () => {
    await heartbeat(seller(1));
    const available = await dataOf<{ id: string; available: boolean; connected: boolean }[]>(
      await kiosk.request('/api/sellers'),
    );
    expect(available.map((s) => s.id)).toEqual([seller(1).id]);
    const all = await dataOf<{ id: string; name: string; yearsOfExperience: number }[]>(
      await kiosk.request('/api/sellers?all=true'),
    );
    expect(all).toHaveLength(6);
    const two = await dataOf<{ id: string }[]>(
      await kiosk.request(
        `/api/sellers?all=true&ids=${seller(1).id}&ids=${seller(2).id}&ids=${seller(7).id}`,
      ),
    );
    expect(two.map((s) => s.id).sort()).toEqual([seller(1).id, seller(2).id].sort());
    expect((await kiosk.request(`/api/sellers/${seller(7).id}`)).status).toBe(404);
    expect((await kiosk.request(`/api/sellers?concession=${owner2.concession}`)).status).toBe(404);
    const card = await dataOf<Record<string, unknown>>(
      await kiosk.request(`/api/sellers/${seller(1).id}`),
    );
    expect(card).toMatchObject({ connected: true, available: true, name: 'Élodie Bouchard' });
    expect(card.yearsOfExperience).toBeGreaterThanOrEqual(11);
  });

  it('an advisor sees and signals only themself', async () => {
    const own = await dataOf<{ id: string }[]>(await seller(1).request('/api/sellers?all=true'));
    expect(own.map((s) => s.id)).toEqual([seller(1).id]);
    expect((await seller(1).json('POST', `/api/sellers/${seller(2).id}/presence`)).status).toBe(
      404,
    );
    expect((await kiosk.json('POST', `/api/sellers/${seller(2).id}/presence`)).status).toBe(403);
  });

  it('confirms availability only without unfinished sales', async () => {
    await setMode('advisorPicks');
    const id = await completedClient(kiosk);
    await kiosk.json('POST', `/api/clients/${id}/seller`, { seller: null });
    const confirmed = await seller(3).json(
      'POST',
      `/api/sellers/${seller(3).id}/confirm-availability`,
      {
        clientId: id,
      },
    );
    expect(confirmed.status).toBe(200);
    expect(await dataOf(confirmed)).toMatchObject({ seller: { available: true }, client: { id } });
    await seller(3).json('POST', `/api/clients/${id}/accept`);
    const refused = await seller(3).json(
      'POST',
      `/api/sellers/${seller(3).id}/confirm-availability`,
      {},
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      code: 'SELLER.UNFINISHED_SALES',
      message:
        'La confirmation de disponibilité n’a pas pu être faite : terminez toutes vos ventes et cliquez de nouveau sur le lien.',
    });
  });

  it('general settings: owner and admin of the dealership only, values checked', async () => {
    const path = `/api/concessions/${admin.concession}/general-settings`;
    expect((await seller(1).json('PUT', path, { sellerChoiceMode: 'bestMatch' })).status).toBe(403);
    expect((await owner2.json('PUT', path, { sellerChoiceMode: 'bestMatch' })).status).toBe(404);
    expect((await admin.json('PUT', path, { sellerChoiceMode: 'lottery' })).status).toBe(400);
    expect((await admin.json('PUT', path, { archiveDelayWeeks: 0 })).status).toBe(400);
    const saved = await admin.json('PUT', path, {
      sellerChoiceMode: 'roundRobin',
      saleHoldHours: 3,
    });
    expect(await dataOf(saved)).toEqual({
      sellerChoiceMode: 'roundRobin',
      saleHoldHours: 3,
      alertDelayWeeks: 2,
      archiveDelayWeeks: 2,
    });
    expect(await dataOf(await kiosk.request(path))).toMatchObject({
      sellerChoiceMode: 'roundRobin',
    });
    await admin.json('PUT', path, { saleHoldHours: 4 });
  });
});

describe('scheduled work', () => {
  it('archives be-back clients once the archive delay has passed, as the system', async () => {
    const later = new Date(Date.now() + 5 * 7 * 24 * 3_600_000);
    const adapters = createAdapters(database, {
      config: parseConfig({}),
      logger,
      clock: { now: () => later },
    });
    const flow = buildClientFlow(adapters, buildPsychometrics(adapters));
    const due = await sql<{ id: string }>`select c.id from clients c
      where c.status = 'beBack' and c.deleted_at is null`.execute(database.db);
    expect(due.rows.length).toBeGreaterThan(0);
    const { archived } = await flow.archiveBeBacks();
    expect(archived).toBe(due.rows.length);
    const id = due.rows[0]?.id ?? '';
    const history = (await getClient(id)).history;
    expect(history.at(-1)).toMatchObject({
      from: 'beBack',
      to: 'archived',
      actor: { role: 'system', id: null },
    });
    // Running again finds nothing to do.
    expect((await flow.archiveBeBacks()).archived).toBe(0);
  });
});
