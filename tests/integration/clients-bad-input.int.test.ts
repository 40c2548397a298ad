import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import {
  clearFloor,
  completedClient,
  dataOf,
  heartbeat,
  type signedIn,
} from '#tests/fixtures/client-flow.ts';
import { COMPLETE_ANSWERS, PERSONALITY } from '#tests/fixtures/client-answers.ts';
import { test } from '#tests/fixtures/integration.ts';

/*
 * Bad input to every Clients call gets a 4xx and changes nothing: wrong types, unknown values,
 * ids that are not ids, and ids of another dealership (answered like missing ones, docs/spec/decisions.md
 * section 2). After each refusal the clients and their status history are exactly as before.
 */
let runtime: Runtime;
type Browser = Awaited<ReturnType<typeof signedIn>>;
let kiosk: Browser;
let seller1: Browser;
let seller2: Browser;
let admin: Browser;
let seller7: Browser;

/** Clients of every state the calls act on, in the demo dealership and in the second one. */
let fresh: string;
let completed: string;
let waiting: string;
let withSeller1: string;
let foreign: string;
const NOBODY = '00000000-0000-4000-8000-000000000000';

test.beforeAll(async ({ runtime: given, loginAs }) => {
  runtime = given;
  kiosk = await loginAs('kiosk');
  seller1 = await loginAs('seller1');
  seller2 = await loginAs('seller2');
  admin = await loginAs('admin');
  seller7 = await loginAs('seller7');

  await clearFloor(runtime);
  fresh = (
    await dataOf<{ id: string }>(
      await kiosk.json('POST', '/api/clients', { language: 'fr', sequence: 'buyCar' }),
    )
  ).id;
  completed = await completedClient(kiosk);
  waiting = await completedClient(kiosk);
  await kiosk.json('POST', `/api/clients/${waiting}/seller`, { seller: null });
  withSeller1 = await completedClient(kiosk);
  await kiosk.json('POST', `/api/clients/${withSeller1}/seller`, { seller: null });
  expect((await seller1.json('POST', `/api/clients/${withSeller1}/accept`)).status).toBe(200);
  // An advisor may start a visit for a buyer without the kiosk: one in the second dealership.
  foreign = (
    await dataOf<{ id: string }>(
      await seller7.json('POST', '/api/clients', { language: 'en', sequence: 'testDrive' }),
    )
  ).id;
  await heartbeat(seller2);
});

/** Every row the Clients calls may write, in a stable order. */
const snapshot = async () => {
  const { db } = runtime.database;
  const clients = await sql`select * from clients order by id`.execute(db);
  const changes = await sql`select * from client_status_changes order by id`.execute(db);
  const cars =
    await sql`select * from client_car_interests order by client_id, car_id, kind`.execute(db);
  const tests = await sql`select id, client_id, answers, completed_at, updated_at
    from psychometric_tests where client_id is not null order by id`.execute(db);
  const profiles = await sql`select user_id, last_assignment_at, show_end_questionnaire
    from seller_profiles order by user_id`.execute(db);
  return JSON.stringify({
    clients: clients.rows,
    changes: changes.rows,
    cars: cars.rows,
    tests: tests.rows,
    profiles: profiles.rows,
  });
};

type Call = {
  name: string;
  as: () => Browser;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: () => string;
  body?: () => unknown;
  /** A body that is not JSON at all. */
  raw?: string;
  status: number;
};

const call = async ({ as, method, path, body, raw }: Call) => {
  if (method === 'GET') return as().request(path());
  if (raw !== undefined) {
    return as().request(path(), {
      method,
      headers: { 'content-type': 'application/json', 'x-csrf-token': await as().csrfToken() },
      body: raw,
    });
  }
  return as().json(method, path(), body?.());
};

const questionnaire = (answers: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  questionnaire: answers,
  ...extra,
});

const CALLS: Call[] = [
  // GET /api/clients
  {
    name: 'list: unknown status',
    as: () => admin,
    method: 'GET',
    path: () => '/api/clients?status=lost',
    status: 400,
  },
  {
    name: 'list: one good, one unknown status',
    as: () => admin,
    method: 'GET',
    path: () => '/api/clients?status=sold&status=gone',
    status: 400,
  },
  {
    name: 'list: cars filter not an id',
    as: () => admin,
    method: 'GET',
    path: () => '/api/clients?cars=civic',
    status: 400,
  },
  {
    name: 'list: seller filter not an id',
    as: () => admin,
    method: 'GET',
    path: () => '/api/clients?seller=someone',
    status: 400,
  },
  {
    name: 'list: limit out of range',
    as: () => admin,
    method: 'GET',
    path: () => '/api/clients?limit=0',
    status: 400,
  },
  {
    name: 'list: limit not a number',
    as: () => admin,
    method: 'GET',
    path: () => '/api/clients?limit=many',
    status: 400,
  },
  {
    name: 'list: another dealership',
    as: () => admin,
    method: 'GET',
    path: () => `/api/clients?concession=${seller7.concession}`,
    status: 404,
  },
  // GET /api/clients/{id}
  {
    name: 'get: not an id',
    as: () => admin,
    method: 'GET',
    path: () => '/api/clients/123',
    status: 400,
  },
  {
    name: 'get: another dealership’s client',
    as: () => admin,
    method: 'GET',
    path: () => `/api/clients/${foreign}`,
    status: 404,
  },
  {
    name: 'get: nobody',
    as: () => seller1,
    method: 'GET',
    path: () => `/api/clients/${NOBODY}`,
    status: 404,
  },
  // POST /api/clients
  {
    name: 'create: unknown language',
    as: () => kiosk,
    method: 'POST',
    path: () => '/api/clients',
    body: () => ({ language: 'de', sequence: 'buyCar' }),
    status: 400,
  },
  {
    name: 'create: unknown purpose',
    as: () => kiosk,
    method: 'POST',
    path: () => '/api/clients',
    body: () => ({ language: 'fr', sequence: 'lease' }),
    status: 400,
  },
  {
    name: 'create: wrong types',
    as: () => kiosk,
    method: 'POST',
    path: () => '/api/clients',
    body: () => ({ language: 1, sequence: ['buyCar'] }),
    status: 400,
  },
  {
    name: 'create: an unknown field',
    as: () => kiosk,
    method: 'POST',
    path: () => '/api/clients',
    body: () => ({ language: 'fr', sequence: 'buyCar', concession: seller7.concession }),
    status: 400,
  },
  {
    name: 'create: not JSON',
    as: () => kiosk,
    method: 'POST',
    path: () => '/api/clients',
    raw: '{language: fr',
    status: 400,
  },
  {
    name: 'create: a manager may not',
    as: () => admin,
    method: 'POST',
    path: () => '/api/clients',
    body: () => ({ language: 'fr', sequence: 'buyCar' }),
    status: 403,
  },
  // PUT /api/clients/{id}/questionnaire
  {
    name: 'questionnaire: not an id',
    as: () => kiosk,
    method: 'PUT',
    path: () => '/api/clients/abc/questionnaire',
    body: () => questionnaire({ hasCar: false }),
    status: 400,
  },
  {
    name: 'questionnaire: not an object',
    as: () => kiosk,
    method: 'PUT',
    path: () => `/api/clients/${fresh}/questionnaire`,
    body: () => ({ questionnaire: ['hasCar'] }),
    status: 400,
  },
  {
    name: 'questionnaire: 4 interior options',
    as: () => kiosk,
    method: 'PUT',
    path: () => `/api/clients/${fresh}/questionnaire`,
    body: () =>
      questionnaire({
        interiorOptions: ['heatedSeats', 'remoteStart', 'leatherSeats', 'navigation'],
      }),
    status: 400,
  },
  {
    name: 'questionnaire: 4 seller qualities',
    as: () => kiosk,
    method: 'PUT',
    path: () => `/api/clients/${fresh}/questionnaire`,
    body: () => questionnaire({ sellerQualities: ['attentive', 'precise', 'direct', 'creative'] }),
    status: 400,
  },
  {
    name: 'questionnaire: wrong types',
    as: () => kiosk,
    method: 'PUT',
    path: () => `/api/clients/${fresh}/questionnaire`,
    body: () => questionnaire({ hasCar: 'maybe', paymentAmount: 'lots', passengers: 2 }),
    status: 400,
  },
  {
    name: 'questionnaire: an unknown question',
    as: () => kiosk,
    method: 'PUT',
    path: () => `/api/clients/${fresh}/questionnaire`,
    body: () => questionnaire({ favouriteFood: 'poutine' }),
    status: 400,
  },
  {
    name: 'questionnaire: a statement out of the scale',
    as: () => kiosk,
    method: 'PUT',
    path: () => `/api/clients/${fresh}/questionnaire`,
    body: () => questionnaire({}, { personality: { lifeOfTheParty: 7 } }),
    status: 400,
  },
  {
    name: 'questionnaire: finish with parts missing',
    as: () => kiosk,
    method: 'PUT',
    path: () => `/api/clients/${fresh}/questionnaire`,
    body: () => questionnaire({ hasCar: false }, { complete: true }),
    status: 400,
  },
  {
    name: 'questionnaire: a draft with an unknown field',
    as: () => kiosk,
    method: 'PUT',
    path: () => `/api/clients/${fresh}/questionnaire`,
    body: () => questionnaire({ nickname: 'x' }, { draft: true }),
    status: 400,
  },
  {
    name: 'questionnaire: a draft that finishes',
    as: () => kiosk,
    method: 'PUT',
    path: () => `/api/clients/${fresh}/questionnaire`,
    body: () => questionnaire({}, { draft: true, complete: true }),
    status: 400,
  },
  {
    name: 'questionnaire: purpose change without confirmation',
    as: () => kiosk,
    method: 'PUT',
    path: () => `/api/clients/${completed}/questionnaire`,
    body: () => questionnaire({}, { sequence: 'testDrive' }),
    status: 409,
  },
  {
    name: 'questionnaire: already completed',
    as: () => kiosk,
    method: 'PUT',
    path: () => `/api/clients/${completed}/questionnaire`,
    body: () => questionnaire(COMPLETE_ANSWERS, { personality: PERSONALITY, complete: true }),
    status: 409,
  },
  {
    name: 'questionnaire: another dealership’s client',
    as: () => kiosk,
    method: 'PUT',
    path: () => `/api/clients/${foreign}/questionnaire`,
    body: () => questionnaire({ hasCar: false }),
    status: 404,
  },
  {
    name: 'questionnaire: a visit another advisor started',
    as: () => seller1,
    method: 'PUT',
    path: () => `/api/clients/${fresh}/questionnaire`,
    body: () => questionnaire({ hasCar: false }),
    status: 404,
  },
  // PUT /api/clients/{id}/feedback
  {
    name: 'feedback: unknown outcome',
    as: () => seller1,
    method: 'PUT',
    path: () => `/api/clients/${withSeller1}/feedback`,
    body: () => ({ feedback: { outcome: 'maybe' } }),
    status: 400,
  },
  {
    name: 'feedback: models not ids',
    as: () => seller1,
    method: 'PUT',
    path: () => `/api/clients/${withSeller1}/feedback`,
    body: () => ({ feedback: { outcome: 'sold', modelsSold: ['civic'] } }),
    status: 400,
  },
  {
    name: 'feedback: a comment that is not text',
    as: () => seller1,
    method: 'PUT',
    path: () => `/api/clients/${withSeller1}/feedback`,
    body: () => ({ feedback: { outcome: 'sold', comment: 12 } }),
    status: 400,
  },
  {
    name: 'feedback: unknown cars',
    as: () => seller1,
    method: 'PUT',
    path: () => `/api/clients/${withSeller1}/feedback`,
    body: () => ({ feedback: { outcome: 'sold', modelsSold: [NOBODY] } }),
    status: 400,
  },
  {
    name: 'feedback: a model sold without a sale',
    as: () => seller1,
    method: 'PUT',
    path: () => `/api/clients/${withSeller1}/feedback`,
    body: () => ({ feedback: { outcome: 'notSold', modelsSold: [NOBODY] } }),
    status: 400,
  },
  {
    name: 'feedback: not a sale of this advisor',
    as: () => seller2,
    method: 'PUT',
    path: () => `/api/clients/${withSeller1}/feedback`,
    body: () => ({ feedback: { outcome: 'sold' } }),
    status: 403,
  },
  {
    name: 'feedback: a client nobody has',
    as: () => seller1,
    method: 'PUT',
    path: () => `/api/clients/${waiting}/feedback`,
    body: () => ({ feedback: { outcome: 'sold' } }),
    status: 409,
  },
  {
    name: 'feedback: another dealership’s client',
    as: () => seller1,
    method: 'PUT',
    path: () => `/api/clients/${foreign}/feedback`,
    body: () => ({ feedback: { outcome: 'sold' } }),
    status: 404,
  },
  // POST /api/clients/{id}/accept
  {
    name: 'accept: not an id',
    as: () => seller2,
    method: 'POST',
    path: () => '/api/clients/1/accept',
    status: 400,
  },
  {
    name: 'accept: taken by another advisor',
    as: () => seller2,
    method: 'POST',
    path: () => `/api/clients/${withSeller1}/accept`,
    status: 409,
  },
  {
    name: 'accept: a questionnaire in progress',
    as: () => seller2,
    method: 'POST',
    path: () => `/api/clients/${fresh}/accept`,
    status: 409,
  },
  {
    name: 'accept: with a sale in progress',
    as: () => seller1,
    method: 'POST',
    path: () => `/api/clients/${waiting}/accept`,
    status: 409,
  },
  {
    name: 'accept: another dealership’s client',
    as: () => seller2,
    method: 'POST',
    path: () => `/api/clients/${foreign}/accept`,
    status: 404,
  },
  // DELETE /api/clients/{id}
  {
    name: 'delete: not an id',
    as: () => admin,
    method: 'DELETE',
    path: () => '/api/clients/x',
    status: 400,
  },
  {
    name: 'delete: another dealership’s client',
    as: () => admin,
    method: 'DELETE',
    path: () => `/api/clients/${foreign}`,
    status: 404,
  },
  {
    name: 'delete: the kiosk cancels no sale',
    as: () => kiosk,
    method: 'DELETE',
    path: () => `/api/clients/${withSeller1}`,
    status: 409,
  },
  {
    name: 'delete: an advisor may not',
    as: () => seller1,
    method: 'DELETE',
    path: () => `/api/clients/${fresh}`,
    status: 403,
  },
  // POST /api/clients/{id}/seller
  {
    name: 'choose: seller not an id',
    as: () => kiosk,
    method: 'POST',
    path: () => `/api/clients/${completed}/seller`,
    body: () => ({ seller: 'Élodie' }),
    status: 400,
  },
  {
    name: 'choose: no body field',
    as: () => kiosk,
    method: 'POST',
    path: () => `/api/clients/${completed}/seller`,
    body: () => ({}),
    status: 400,
  },
  {
    name: 'choose: another dealership’s advisor',
    as: () => kiosk,
    method: 'POST',
    path: () => `/api/clients/${completed}/seller`,
    body: () => ({ seller: seller7.id }),
    status: 409,
  },
  {
    name: 'choose: an advisor who is not available',
    as: () => kiosk,
    method: 'POST',
    path: () => `/api/clients/${completed}/seller`,
    body: () => ({ seller: seller1.id }),
    status: 409,
  },
  {
    name: 'choose: a questionnaire in progress',
    as: () => kiosk,
    method: 'POST',
    path: () => `/api/clients/${fresh}/seller`,
    body: () => ({ seller: null }),
    status: 409,
  },
  {
    name: 'choose: another dealership’s client',
    as: () => kiosk,
    method: 'POST',
    path: () => `/api/clients/${foreign}/seller`,
    body: () => ({ seller: null }),
    status: 404,
  },
  // PUT /api/clients/{id}/seller
  {
    name: 'set: seller wrong type',
    as: () => admin,
    method: 'PUT',
    path: () => `/api/clients/${waiting}/seller`,
    body: () => ({ seller: 42 }),
    status: 400,
  },
  {
    name: 'set: seller null',
    as: () => admin,
    method: 'PUT',
    path: () => `/api/clients/${waiting}/seller`,
    body: () => ({ seller: null }),
    status: 400,
  },
  {
    name: 'set: another dealership’s advisor',
    as: () => admin,
    method: 'PUT',
    path: () => `/api/clients/${waiting}/seller`,
    body: () => ({ seller: seller7.id }),
    status: 404,
  },
  {
    name: 'set: nobody',
    as: () => admin,
    method: 'PUT',
    path: () => `/api/clients/${waiting}/seller`,
    body: () => ({ seller: NOBODY }),
    status: 404,
  },
  {
    name: 'set: a client with an advisor already',
    as: () => admin,
    method: 'PUT',
    path: () => `/api/clients/${withSeller1}/seller`,
    body: () => ({ seller: seller2.id }),
    status: 409,
  },
  {
    name: 'set: another dealership’s client',
    as: () => admin,
    method: 'PUT',
    path: () => `/api/clients/${foreign}/seller`,
    body: () => ({ seller: seller1.id }),
    status: 404,
  },
  {
    name: 'set: an advisor may not',
    as: () => seller1,
    method: 'PUT',
    path: () => `/api/clients/${waiting}/seller`,
    body: () => ({ seller: seller1.id }),
    status: 403,
  },
  // POST /api/clients/{id}/extra-time
  {
    name: 'extra time: not an id',
    as: () => seller1,
    method: 'POST',
    path: () => '/api/clients/nope/extra-time',
    status: 400,
  },
  {
    name: 'extra time: another advisor’s sale',
    as: () => seller2,
    method: 'POST',
    path: () => `/api/clients/${withSeller1}/extra-time`,
    status: 403,
  },
  {
    name: 'extra time: no sale',
    as: () => seller1,
    method: 'POST',
    path: () => `/api/clients/${waiting}/extra-time`,
    status: 409,
  },
  {
    name: 'extra time: another dealership’s client',
    as: () => seller1,
    method: 'POST',
    path: () => `/api/clients/${foreign}/extra-time`,
    status: 404,
  },
  // GET /api/clients/{id}/matches
  {
    name: 'matches: not an id',
    as: () => admin,
    method: 'GET',
    path: () => '/api/clients/nope/matches',
    status: 400,
  },
  {
    name: 'matches: another dealership’s client',
    as: () => admin,
    method: 'GET',
    path: () => `/api/clients/${foreign}/matches`,
    status: 404,
  },
  {
    name: 'matches: no profile yet',
    as: () => admin,
    method: 'GET',
    path: () => `/api/clients/${fresh}/matches`,
    status: 409,
  },
];

describe('bad input to the Clients calls', () => {
  it.each(CALLS.map((entry) => [entry.name, entry] as const))(
    '%s: refused, nothing changed',
    async (_name, entry) => {
      const before = await snapshot();
      const response = await call(entry);
      expect(response.status, await response.clone().text()).toBe(entry.status);
      const body = (await response.json()) as { message?: unknown; code?: unknown };
      expect(typeof body.message).toBe('string');
      expect(typeof body.code).toBe('string');
      expect(await snapshot()).toBe(before);
    },
  );

  it('covers every Clients call', () => {
    const covered = new Set(
      CALLS.map((entry) => {
        const path = entry.path().split('?')[0] ?? '';
        return `${entry.method} ${path.replace(/\/api\/clients\/[^/]+/, '/api/clients/{id}')}`;
      }),
    );
    expect([...covered].sort()).toEqual(
      [
        'DELETE /api/clients/{id}',
        'GET /api/clients',
        'GET /api/clients/{id}',
        'GET /api/clients/{id}/matches',
        'POST /api/clients',
        'POST /api/clients/{id}/accept',
        'POST /api/clients/{id}/extra-time',
        'POST /api/clients/{id}/seller',
        'PUT /api/clients/{id}/feedback',
        'PUT /api/clients/{id}/questionnaire',
        'PUT /api/clients/{id}/seller',
      ].sort(),
    );
  });
});
