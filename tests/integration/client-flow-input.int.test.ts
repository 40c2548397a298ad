import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure } from '#tests/fixtures/api.ts';
import { clearFloor, completedClient, newVisit } from '#tests/fixtures/client-flow.ts';
import { badClientCalls } from '#tests/fixtures/suites/client-calls.ts';
import * as suite from '#tests/fixtures/suites/client-flow.ts';

suite.setUp();

describe('bad input to every clients call gets a 4xx and changes nothing', () => {
  let waiting: string;
  let withAdvisor: string;
  let foreign: string;
  let foreignSeller: string;

  beforeAll(async () => {
    await clearFloor(suite.runtime);
    await suite.setMode('advisorPicks');
    waiting = await completedClient(suite.kiosk);
    await suite.kiosk.json('POST', `/api/clients/${waiting}/seller`, { seller: null });
    withAdvisor = await completedClient(suite.kiosk);
    await suite.kiosk.json('POST', `/api/clients/${withAdvisor}/seller`, { seller: null });
    await suite.seller(1).json('POST', `/api/clients/${withAdvisor}/accept`);
    // The second dealership's waiting client and advisor (demo data).
    const other = await suite.database.db
      .selectFrom('clients')
      .select('id')
      .where('concessionId', '=', suite.owner2.concession ?? '')
      .where('deletedAt', 'is', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    foreign = other.id;
    foreignSeller = suite.seller(7).id;
  });

  const snapshot = async () => ({
    clients: (
      await sql<Record<string, unknown>>`select id, status, seller_id, language, sequence,
        questionnaire, feedback, hold_expires_at, updated_at, deleted_at from clients order by id`.execute(
        suite.database.db,
      )
    ).rows,
    history: (
      await sql<{
        count: number;
      }>`select count(*)::int as count from client_status_changes`.execute(suite.database.db)
    ).rows,
    tests: (
      await sql<Record<string, unknown>>`select client_id, answers from psychometric_tests
        where client_id is not null order by client_id`.execute(suite.database.db)
    ).rows,
    assignments: (
      await sql<Record<string, unknown>>`select user_id, last_assignment_at from seller_profiles
        order by user_id`.execute(suite.database.db)
    ).rows,
  });

  it('answers 4xx for each of them', async () => {
    const before = await snapshot();
    const four = ['heatedSeats', 'leatherSeats', 'navigation', 'premiumAudio'];
    const draft = await newVisit(suite.kiosk, { language: 'en', sequence: 'chooseCar' });
    const afterCreate = await snapshot();
    const cases = badClientCalls({ waiting, withAdvisor, foreign, foreignSeller, draft, four });
    const failures: string[] = [];
    for (const [name, call, status] of cases) {
      const response = await call();
      if (response.status !== status) failures.push(`${name}: ${response.status} (want ${status})`);
      const body = await failure(response).catch(() => undefined);
      if (!body?.code || !body.message) failures.push(`${name}: no { code, message }`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(afterCreate);
    // Only the one valid create changed anything.
    expect(afterCreate.clients.length).toBe(before.clients.length + 1);
  });

  it('names the status a refused change came from, in the caller’s language', async () => {
    const refused = await suite.seller(1).json('PUT', `/api/clients/${waiting}/feedback`, {
      feedback: { outcome: 'sold' },
    });
    expect(await refused.json()).toEqual({
      code: 'CLIENT.TRANSITION_NOT_ALLOWED',
      message: 'Ce changement n’est pas permis pour un client à l’étape « En salle d’attente ».',
    });
  });

  it('reports every questionnaire problem by path', async () => {
    const draft = await newVisit(suite.kiosk);
    const response = await suite.kiosk.json('PUT', `/api/clients/${draft.id}/questionnaire`, {
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
