import { describe, expect, it } from 'vitest';
import { answer } from '#tests/fixtures/api.ts';
import { signedIn } from '#tests/fixtures/client-flow.ts';
import {
  admin,
  type Browser,
  database,
  numbers,
  runtime,
  sellerA,
  sellerB,
  setUp,
  statisticsOf,
} from '#tests/fixtures/suites/statistics.ts';

const STATUS = '/api/sellers/{id}/statistics-status';

setUp();

describe('the statistics of docs/spec/decisions.md section 9, per range', () => {
  it('today (Thursday): A closed k3 (sold); B closed k9 (not sold); no be-back today', async () => {
    // A: 1 sold / (1 + 0) = 100 %; k5's 23:30 sale belongs to Wednesday.
    expect(numbers(await statisticsOf(sellerA, sellerA.id, { range: 'today' }))).toEqual({
      closingRate: 1,
      beBackRate: null,
      sales: 1,
    });
    // B: 0 sold / (0 + 1) = 0 %, which is a rate, not "no data".
    expect(numbers(await statisticsOf(admin, sellerB.id, { range: 'today' }))).toEqual({
      closingRate: 0,
      beBackRate: null,
      sales: 0,
    });
  });

  it('yesterday (Wednesday): be-backs k3 (came back) and k4 (not) give A 50 %', async () => {
    // A closed k5 at 23:30 local: 1 / 1. Be-backs on Wednesday: k3, k4; k3 came back on Thursday.
    const a = await statisticsOf(sellerA, sellerA.id, { range: 'yesterday' });
    expect(numbers(a)).toEqual({ closingRate: 1, beBackRate: 0.5, sales: 1 });
    expect(a.counts).toEqual({ sold: 1, notSold: 0, beBacks: 2, cameBack: 1 });
    expect(a.range).toMatchObject({
      firstDay: '2026-05-13',
      lastDay: '2026-05-13',
      from: '2026-05-13T04:00:00.000Z',
      to: '2026-05-14T04:00:00.000Z',
    });
    // B: k8 be-back at noon, back at 17:00, not sold at 18:00: 0 / 1 closed, 1 / 1 came back.
    expect(numbers(await statisticsOf(admin, sellerB.id, { range: 'yesterday' }))).toEqual({
      closingRate: 0,
      beBackRate: 1,
      sales: 0,
    });
  });

  it('this week (Monday 05-11 on): A 3 of 4 closed, 1 of 2 be-backs back, 3 sales', async () => {
    // A closed k1 (sold), k2 (not), k3 (sold), k5 (sold): 3 / 4; k6 was the week before.
    const a = await statisticsOf(sellerA, sellerA.id, { range: 'thisWeek' });
    expect(numbers(a)).toEqual({ closingRate: 0.75, beBackRate: 0.5, sales: 3 });
    // Bars from Monday to today: Monday empty, Tuesday k1 + k2, Wednesday k5, Thursday k3.
    expect(a.series).toEqual({
      granularity: 'day',
      points: [
        { start: '2026-05-11', sales: 0, notSold: 0, closingRate: null },
        { start: '2026-05-12', sales: 1, notSold: 1, closingRate: 0.5 },
        { start: '2026-05-13', sales: 1, notSold: 0, closingRate: 1 },
        { start: '2026-05-14', sales: 1, notSold: 0, closingRate: 1 },
      ],
    });
    // B closed k7 (sold), k8 (not), k9 (not): 1 / 3; k8 came back: 1 / 1.
    const b = await statisticsOf(admin, sellerB.id, { range: 'thisWeek' });
    expect(numbers(b)).toEqual({ closingRate: 1 / 3, beBackRate: 1, sales: 1 });
  });

  it('last 30 days takes in k6 (05-05): A 4 of 5 closed, 4 sales', async () => {
    expect(numbers(await statisticsOf(sellerA, sellerA.id, { range: 'last30Days' }))).toEqual({
      closingRate: 0.8,
      beBackRate: 0.5,
      sales: 4,
    });
    // The default range is the last 30 days.
    expect(numbers(await statisticsOf(sellerA, sellerA.id))).toEqual({
      closingRate: 0.8,
      beBackRate: 0.5,
      sales: 4,
    });
  });

  it('a custom range of one day (Tuesday 05-12): A 1 of 2 closed, no be-back', async () => {
    expect(
      numbers(
        await statisticsOf(sellerA, sellerA.id, {
          range: 'custom',
          from: '2026-05-12',
          to: '2026-05-12',
        }),
      ),
    ).toEqual({ closingRate: 0.5, beBackRate: null, sales: 1 });
  });

  it('an empty range gives no rates (null), not a division by zero', async () => {
    const april = await statisticsOf(sellerA, sellerA.id, { range: 'lastMonth' });
    expect(numbers(april)).toEqual({ closingRate: null, beBackRate: null, sales: 0 });
    expect(april.series.points).toHaveLength(30);
    expect(april.series.points.every((point) => point.sales === 0)).toBe(true);
  });

  it('all dates: A sold k1, k3, k5, k6 and did not sell k2; the other dealership never counts', async () => {
    const all = await statisticsOf(sellerA, sellerA.id, { range: 'all' });
    expect(numbers(all)).toEqual({ closingRate: 0.8, beBackRate: 0.5, sales: 4 });
    expect(all.range).toMatchObject({ from: null, to: null, firstDay: null, lastDay: null });
    // The bars start on the first closing (k6, 05-05) and end today.
    expect(all.series.points[0]?.start).toBe('2026-05-05');
    expect(all.series.points.at(-1)?.start).toBe('2026-05-14');
  });

  it('refuses a bad custom range with the validation shape, on the date concerned', async () => {
    const response = await sellerA.request(
      `/api/sellers/${sellerA.id}/statistics?range=custom&from=2026-05-12&to=2026-05-01`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'query.to' }],
    });
    const unknown = await sellerA.request(`/api/sellers/${sellerA.id}/statistics?range=forever`);
    expect(unknown.status).toBe(400);
  });

  it('answers 404 for another advisor (to an advisor) and another tenant’s advisor', async () => {
    expect((await sellerA.request(`/api/sellers/${sellerB.id}/statistics`)).status).toBe(404);
    const owner2 = await signedIn(runtime, 'owner2@demo.test');
    const response = await owner2.request(`/api/sellers/${sellerA.id}/statistics`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'SELLER.NOT_FOUND' });
  });
});

describe('statistics access: not granted -> requested -> granted', () => {
  const statusOf = async (sellerId: string) =>
    (
      await database.db
        .selectFrom('sellerProfiles')
        .select('statisticsStatus')
        .where('userId', '=', sellerId)
        .executeTakeFirstOrThrow()
    ).statisticsStatus;

  it('lets the advisor ask, only a manager grant; other tenants and bad values change nothing', async () => {
    // seller6 starts without access (demo data).
    const seller = await signedIn(runtime, 'seller6@demo.test');
    // Raw: one of the values sent is one the contract refuses.
    const put = (browser: Browser, status: unknown, sellerId = seller.id) =>
      browser.json('PUT', `/api/sellers/${sellerId}/statistics-status`, {
        statisticsStatus: status,
      });
    expect(await statusOf(seller.id)).toBe('notGranted');

    const refused = await seller.request(`/api/sellers/${seller.id}/statistics`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'STATISTICS.NOT_GRANTED' });

    // The advisor cannot grant themself.
    const selfGrant = await put(seller, 'granted');
    expect(selfGrant.status).toBe(403);
    expect(await selfGrant.json()).toMatchObject({ code: 'STATISTICS.MANAGER_DECISION' });
    expect(await statusOf(seller.id)).toBe('notGranted');

    // They ask; asking twice is harmless.
    const asked = await put(seller, 'requested');
    expect(asked.status).toBe(200);
    expect(await answer(asked, STATUS, 'put')).toEqual({
      id: seller.id,
      statisticsStatus: 'requested',
    });
    expect((await put(seller, 'requested')).status).toBe(200);
    expect(await statusOf(seller.id)).toBe('requested');

    // Nobody asks for another advisor.
    expect((await put(seller, 'requested', sellerA.id)).status).toBe(404);

    // A bad value: 400, nothing changed.
    const bad = await put(admin, 'yes please');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'json.statisticsStatus' }],
    });
    expect(await statusOf(seller.id)).toBe('requested');

    // Another dealership's owner: 404, nothing changed.
    const owner2 = await signedIn(runtime, 'owner2@demo.test');
    expect((await put(owner2, 'granted')).status).toBe(404);
    expect(await statusOf(seller.id)).toBe('requested');

    // The administrator grants: the numbers open.
    const granted = await put(admin, 'granted');
    expect(granted.status).toBe(200);
    expect(await answer(granted, STATUS, 'put')).toEqual({
      id: seller.id,
      statisticsStatus: 'granted',
    });
    expect((await seller.request(`/api/sellers/${seller.id}/statistics`)).status).toBe(200);

    // Asking again would take nothing back.
    const again = await put(seller, 'requested');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'STATISTICS.ALREADY_GRANTED' });
    expect(await statusOf(seller.id)).toBe('granted');

    // Taken back by the BPM of the dealership: closed again for the advisor, not for managers.
    const bpm = await signedIn(runtime, 'bpm@demo.test');
    expect((await put(bpm, 'notGranted')).status).toBe(200);
    expect((await seller.request(`/api/sellers/${seller.id}/statistics`)).status).toBe(403);
    expect((await admin.request(`/api/sellers/${seller.id}/statistics`)).status).toBe(200);
  });

  it('works as forms: the advisor asks on “My statistics”, the administrator grants on the member page', async () => {
    const seller = await signedIn(runtime, 'seller5@demo.test');
    await database.db
      .updateTable('sellerProfiles')
      .set({ statisticsStatus: 'notGranted' })
      .where('userId', '=', seller.id)
      .execute();

    const before = await (await seller.request('/seller/performances')).text();
    expect(before).toContain('data-access="notGranted"');
    expect(before).toContain('Demander l’accès');
    expect(before).not.toContain('data-stat="sales"');

    const asked = await seller.form('/seller/performances/request-access');
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/seller/performances?flash=requested');
    const waiting = await (await seller.request('/seller/performances?flash=requested')).text();
    expect(waiting).toContain('data-access="requested"');
    expect(waiting).toContain('Votre demande d’accès a été envoyée.');

    const member = await (await admin.request(`/admin/members/${seller.id}`)).text();
    expect(member).toContain('Julie Fortin');
    expect(member).toContain('data-statistics-access="requested"');
    expect(member).toContain('Accorder l’accès');
    expect(member).toContain('Refuser la demande');
    expect(member).toContain('data-profile-complete="true"');

    const granted = await admin.form(`/admin/members/${seller.id}/statistics-status`, {
      statisticsStatus: 'granted',
    });
    expect(granted.status).toBe(303);
    expect(granted.headers.get('location')).toBe(`/admin/members/${seller.id}?flash=granted`);
    expect(
      await (await admin.request(`/admin/members/${seller.id}?flash=granted`)).text(),
    ).toContain('L’accès aux statistiques est accordé.');

    const after = await (await seller.request('/seller/performances?range=thisWeek')).text();
    expect(after).toContain('data-stat="closingRate"');
    expect(after).toContain('data-stat="sales"');
    expect(after).toContain('Du 2026-05-11 au 2026-05-17');
  });

  it('shows the administrator another tenant’s member as not found', async () => {
    const seller7 = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'seller7@demo.test')
      .executeTakeFirstOrThrow();
    expect((await admin.request(`/admin/members/${seller7.id}`)).status).toBe(404);
    const post = await admin.form(`/admin/members/${seller7.id}/statistics-status`, {
      statisticsStatus: 'granted',
    });
    expect(post.status).toBe(404);
  });
});

describe('“My statistics” with access', () => {
  it('shows the three numbers, the chart and its data table', async () => {
    const html = await (await sellerA.request('/seller/performances?range=thisWeek')).text();
    // 3 / 4 closed, 1 / 2 be-backs back, 3 sales (see the table at the top).
    expect(html).toMatch(/data-stat="closingRate"[\s\S]*?75\u00a0%/);
    expect(html).toMatch(/data-stat="beBackRate"[\s\S]*?50\u00a0%/);
    expect(html).toMatch(/data-stat="sales"[\s\S]*?data-stat-value=""[^>]*>3</);
    expect(html).toContain('role="img"');
    expect(html).toContain('<title id="performance-chart-wide-title">');
    expect(html).toContain('data-bars="4"');
    expect(html).toContain('Voir les données du graphique');
  });

  it('shows "no data" rather than 0 % for an empty range, and a bad custom range’s error', async () => {
    const empty = await (await sellerA.request('/seller/performances?range=lastMonth')).text();
    expect(empty).toContain('Aucune donnée');
    expect(empty).toContain('Aucun client conclu sur cette période.');
    const bad = await sellerA.request('/seller/performances?range=custom&from=2026-05-12');
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('Entrez une date valide');
  });
});
