import { sql } from 'kysely';
import { failure, ok } from '#tests/fixtures/api.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFloor, completedClient, heartbeat } from '#tests/fixtures/client-flow.ts';
import type { Browser } from '#tests/fixtures/suites/client-flow.ts';
import * as suite from '#tests/fixtures/suites/client-flow.ts';

suite.setUp();

describe('accepting', () => {
  beforeEach(async () => {
    await clearFloor(suite.runtime);
    await suite.setMode('advisorPicks');
  });

  it('gives the client to exactly one of several advisors accepting at once', async () => {
    const id = await completedClient(suite.kiosk);
    await suite.kiosk.json('POST', `/api/clients/${id}/seller`, { seller: null });
    const racers = [1, 2, 3, 4, 5].map(suite.seller);
    const accept = (racer: Browser) => racer.json('POST', `/api/clients/${id}/accept`);
    // The embedded database's socket interleaves concurrent statements of separate connections
    // (electric-sql/pglite#1046), so the requests go one after the other there; the real race runs
    // on PostgreSQL in accept-race.int.test.ts.
    const responses =
      suite.database.mode === 'postgres'
        ? await Promise.all(racers.map(accept))
        : await racers.reduce<Promise<Response[]>>(
            async (done, racer) => [...(await done), await accept(racer)],
            Promise.resolve([]),
          );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    // Each advisor reads the refusal in their own language (seller 4 speaks English).
    for (const response of responses.filter((r) => r.status === 409)) {
      const body = await failure(response);
      expect(body.code).toBe('CLIENT.ALREADY_ACCEPTED');
      expect([
        'Ce client a déjà été accepté par un autre conseiller.',
        'This customer was already accepted by another advisor.',
      ]).toContain(body.message);
    }
  });

  it('refuses a second client while a sale, even an expired one, is not ended or resumed', async () => {
    const first = await completedClient(suite.kiosk);
    await suite.kiosk.json('POST', `/api/clients/${first}/seller`, { seller: null });
    expect((await suite.seller(1).json('POST', `/api/clients/${first}/accept`)).status).toBe(200);
    await sql`update clients set accepted_at = now() - interval '5 hours',
      hold_expires_at = now() - interval '1 hour' where id = ${first}`.execute(suite.database.db);
    expect((await suite.getClient(first)).sale).toBe('expired');

    const second = await completedClient(suite.kiosk);
    await suite.kiosk.json('POST', `/api/clients/${second}/seller`, { seller: null });
    const refused = await suite.seller(1).json('POST', `/api/clients/${second}/accept`);
    expect(refused.status).toBe(409);
    expect(await failure(refused)).toMatchObject({ code: 'SELLER.SALE_IN_PROGRESS' });

    // Resuming (extra time on an expired sale) brings it back for an hour.
    const body = await ok(
      suite.seller(1).api.POST('/api/clients/{id}/extra-time', { params: { path: { id: first } } }),
    );
    expect(body.sale).toBe('active');
    expect(body.resumedAt).not.toBeNull();
    expect(Date.parse(body.holdExpiresAt ?? '') - Date.now()).toBeGreaterThan(55 * 60_000);

    // Ending it frees the advisor.
    const ended = await suite.seller(1).json('PUT', `/api/clients/${first}/feedback`, {
      feedback: { outcome: 'beBack', comment: 'Revient samedi.' },
    });
    expect(ended.status).toBe(200);
    expect((await suite.seller(1).json('POST', `/api/clients/${second}/accept`)).status).toBe(200);
  });

  it('offers no buyer an advisor whose sale expired until it is ended or resumed (decision 060)', async () => {
    const first = await completedClient(suite.kiosk);
    await suite.kiosk.json('POST', `/api/clients/${first}/seller`, { seller: null });
    expect((await suite.seller(1).json('POST', `/api/clients/${first}/accept`)).status).toBe(200);
    await sql`update clients set accepted_at = now() - interval '5 hours',
      hold_expires_at = now() - interval '1 hour' where id = ${first}`.execute(suite.database.db);
    await heartbeat(suite.seller(1));
    await heartbeat(suite.seller(2));
    const second = await completedClient(suite.kiosk);
    const offered = (await suite.matches(second)).map((match) => match.seller.id);
    expect(offered).toContain(suite.seller(2).id);
    expect(offered).not.toContain(suite.seller(1).id);
  });

  it('takes back a be-back client of the same advisor only', async () => {
    const id = await completedClient(suite.kiosk);
    await suite.kiosk.json('POST', `/api/clients/${id}/seller`, { seller: null });
    await suite.seller(2).json('POST', `/api/clients/${id}/accept`);
    await suite
      .seller(2)
      .json('PUT', `/api/clients/${id}/feedback`, { feedback: { outcome: 'beBack' } });
    expect((await suite.seller(1).json('POST', `/api/clients/${id}/accept`)).status).toBe(403);
    const back = await suite.seller(2).json('POST', `/api/clients/${id}/accept`);
    expect(back.status).toBe(200);
    expect((await suite.getClient(id)).history.map((entry) => entry.to)).toEqual([
      'questionnaireCompleted',
      'waitingRoom',
      'withAdvisor',
      'beBack',
      'withAdvisor',
    ]);
  });

  it('answers each status change with the client as a read then finds it (decision 125)', async () => {
    const id = await completedClient(suite.kiosk);
    const path = { params: { path: { id } } };
    const advisor = suite.seller(2).api;
    const read = () => ok(advisor.GET('/api/clients/{id}', path));
    const offer = (await ok(suite.kiosk.api.GET('/api/cars'))).map((car) => car.id);
    const [first, second, third] = offer.sort().reverse();
    if (!first || !second || !third) throw new Error('the demo dealership offers cars');
    const steps = [
      () => suite.kiosk.api.POST('/api/clients/{id}/seller', { ...path, body: { seller: null } }),
      () => advisor.POST('/api/clients/{id}/accept', path),
      // Cars out of order, one twice: the client keeps each once, in order.
      () =>
        advisor.PUT('/api/clients/{id}/feedback', {
          ...path,
          body: {
            feedback: {
              outcome: 'beBack',
              modelsViewed: [first, second, first],
              comment: 'Revient samedi.',
            },
          },
        }),
      () => advisor.POST('/api/clients/{id}/accept', path),
      () => advisor.POST('/api/clients/{id}/extra-time', path),
      () =>
        advisor.PUT('/api/clients/{id}/feedback', {
          ...path,
          body: { feedback: { outcome: 'sold', modelsViewed: [third], modelsSold: [second] } },
        }),
    ];
    for (const step of steps) {
      const answered = await ok(step());
      // The read also has the history and the cars' names, which a change does not answer.
      expect(await read()).toMatchObject(answered);
    }
    expect(await read()).toMatchObject({
      status: 'sold',
      seller: { id: suite.seller(2).id },
      cars: { viewed: [first, second, third].sort(), sold: [second] },
    });
  });
});
