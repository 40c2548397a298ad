import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import type { ClientStatus } from '#domain/client-flow/index.ts';
import { dataOf, signedIn } from '#tests/fixtures/client-flow.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';

/*
 * Statistics (docs/spec/decisions.md section 9) and the clients history, on a history written by hand.
 *
 * The clock is fixed on Thursday 2026-05-14, 14:00 in Toronto (18:00 UTC, daylight time, UTC-4).
 * The demo data's clients are removed; then 10 clients are written, times in Toronto time:
 *
 *   advisor A = seller1 (Élodie Bouchard), advisor B = seller2 (Marc-André Gauthier)
 *   k1  A  Tue 05-12 10:00 sold
 *   k2  A  Tue 05-12 15:00 not sold
 *   k3  A  Wed 05-13 11:00 be-back, came back Thu 05-14 10:00, sold Thu 11:00
 *   k4  A  Wed 05-13 16:00 be-back, never came back (still be-back)
 *   k5  A  Wed 05-13 23:30 sold (already Thursday in UTC: counts on Wednesday)
 *   k6  A  Tue 05-05 12:00 sold (the week before: outside "this week")
 *   k7  B  Tue 05-12 12:00 sold
 *   k8  B  Wed 05-13 12:00 be-back, came back 17:00, not sold 18:00
 *   k9  B  Thu 05-14 09:30 not sold
 *   k10 seller7 of the other dealership, Wed 05-13 12:00 sold
 */
const NOW = new Date('2026-05-14T18:00:00.000Z');

let database: Database;
let runtime: Runtime;
type Browser = Awaited<ReturnType<typeof signedIn>>;
let sellerA: Browser;
let sellerB: Browser;
let admin: Browser;
const k: Record<string, string> = {};

/** A Toronto wall-clock time in May 2026 (UTC-4) as an instant. */
const toronto = (day: number, time: string) =>
  new Date(`2026-05-${String(day).padStart(2, '0')}T${time}:00.000-04:00`);

type Step = [ClientStatus, Date];

/** A client whose path is `steps` (after the kiosk and the waiting room), handled by `seller`. */
const journey = async (
  key: string,
  seller: { id: string; concession: string | null },
  steps: Step[],
) => {
  const id = randomUUID();
  k[key] = id;
  const { db } = runtime.database;
  const first = steps[0]?.[1] ?? NOW;
  const start = new Date(first.getTime() - 60 * 60_000);
  const last = steps[steps.length - 1] ?? ['sold', first];
  const kiosk = await db
    .selectFrom('users')
    .select('id')
    .where('concessionId', '=', seller.concession)
    .where('role', '=', 'client')
    .executeTakeFirst();
  await db
    .insertInto('clients')
    .values({
      id,
      concessionId: seller.concession ?? '',
      status: last[0],
      sellerId: seller.id,
      sequence: 'buyCar',
      firstName: `Client ${key}`,
      lastName: 'Test',
      questionnaireCompletedAt: start,
      acceptedAt: new Date(start.getTime() + 10 * 60_000),
      holdExpiresAt: new Date(start.getTime() + 4 * 60 * 60_000),
      beBackAt: last[0] === 'beBack' ? last[1] : null,
      closedAt: last[0] === 'sold' || last[0] === 'notSold' ? last[1] : null,
      createdAt: start,
      updatedAt: last[1],
    })
    .execute();
  const path: [ClientStatus, Date, 'client' | 'seller'][] = [
    ['questionnaireCompleted', start, 'client'],
    ['waitingRoom', new Date(start.getTime() + 2 * 60_000), 'client'],
    ['withAdvisor', new Date(start.getTime() + 10 * 60_000), 'seller'],
    ...steps.map(([status, at]): [ClientStatus, Date, 'seller'] => [status, at, 'seller']),
  ];
  await db
    .insertInto('clientStatusChanges')
    .values(
      path.map(([to, at, by], index) => ({
        clientId: id,
        concessionId: seller.concession ?? '',
        fromStatus: index === 0 ? null : (path[index - 1]?.[0] ?? null),
        toStatus: to,
        sellerId: to === 'questionnaireCompleted' ? null : seller.id,
        actorUserId: by === 'client' ? (kiosk?.id ?? null) : seller.id,
        actorRole: by,
        at,
      })),
    )
    .execute();
};

// The demo data seeded at the fixed clock, on the migrated tables only (decision 033).
test.override({ template: 'empty', env: { SEED_DEMO: 'true' }, clock: { now: () => NOW } });

test.beforeAll(async ({ runtime: given, loginAs }) => {
  runtime = given;
  database = given.database;
  // Only the hand-written history below: the demo's weeks of clients would blur the sums.
  await sql`delete from clients`.execute(database.db);

  sellerA = await loginAs('seller1');
  sellerB = await loginAs('seller2');
  admin = await loginAs('admin');
  const other = await loginAs('seller7');

  await journey('k1', sellerA, [['sold', toronto(12, '10:00')]]);
  await journey('k2', sellerA, [['notSold', toronto(12, '15:00')]]);
  await journey('k3', sellerA, [
    ['beBack', toronto(13, '11:00')],
    ['withAdvisor', toronto(14, '10:00')],
    ['sold', toronto(14, '11:00')],
  ]);
  await journey('k4', sellerA, [['beBack', toronto(13, '16:00')]]);
  await journey('k5', sellerA, [['sold', toronto(13, '23:30')]]);
  await journey('k6', sellerA, [['sold', toronto(5, '12:00')]]);
  await journey('k7', sellerB, [['sold', toronto(12, '12:00')]]);
  await journey('k8', sellerB, [
    ['beBack', toronto(13, '12:00')],
    ['withAdvisor', toronto(13, '17:00')],
    ['notSold', toronto(13, '18:00')],
  ]);
  await journey('k9', sellerB, [['notSold', toronto(14, '09:30')]]);
  await journey('k10', other, [['sold', toronto(13, '12:00')]]);
});

type Statistics = {
  closingRate: number | null;
  beBackRate: number | null;
  sales: number;
  counts: { sold: number; notSold: number; beBacks: number; cameBack: number };
  range: {
    firstDay: string | null;
    lastDay: string | null;
    from: string | null;
    to: string | null;
  };
  series: {
    granularity: string;
    points: { start: string; sales: number; notSold: number; closingRate: number | null }[];
  };
};

const statisticsOf = async (browser: Browser, sellerId: string, query: string) => {
  const response = await browser.request(`/api/sellers/${sellerId}/statistics?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return dataOf<Statistics>(response);
};

const numbers = (statistics: Statistics) => ({
  closingRate: statistics.closingRate,
  beBackRate: statistics.beBackRate,
  sales: statistics.sales,
});

describe('the statistics of docs/spec/decisions.md section 9, per range', () => {
  it('today (Thursday): A closed k3 (sold); B closed k9 (not sold); no be-back today', async () => {
    // A: 1 sold / (1 + 0) = 100 %; k5's 23:30 sale belongs to Wednesday.
    expect(numbers(await statisticsOf(sellerA, sellerA.id, 'range=today'))).toEqual({
      closingRate: 1,
      beBackRate: null,
      sales: 1,
    });
    // B: 0 sold / (0 + 1) = 0 %, which is a rate, not "no data".
    expect(numbers(await statisticsOf(admin, sellerB.id, 'range=today'))).toEqual({
      closingRate: 0,
      beBackRate: null,
      sales: 0,
    });
  });

  it('yesterday (Wednesday): be-backs k3 (came back) and k4 (not) give A 50 %', async () => {
    // A closed k5 at 23:30 local: 1 / 1. Be-backs on Wednesday: k3, k4; k3 came back on Thursday.
    const a = await statisticsOf(sellerA, sellerA.id, 'range=yesterday');
    expect(numbers(a)).toEqual({ closingRate: 1, beBackRate: 0.5, sales: 1 });
    expect(a.counts).toEqual({ sold: 1, notSold: 0, beBacks: 2, cameBack: 1 });
    expect(a.range).toMatchObject({
      firstDay: '2026-05-13',
      lastDay: '2026-05-13',
      from: '2026-05-13T04:00:00.000Z',
      to: '2026-05-14T04:00:00.000Z',
    });
    // B: k8 be-back at noon, back at 17:00, not sold at 18:00: 0 / 1 closed, 1 / 1 came back.
    expect(numbers(await statisticsOf(admin, sellerB.id, 'range=yesterday'))).toEqual({
      closingRate: 0,
      beBackRate: 1,
      sales: 0,
    });
  });

  it('this week (Monday 05-11 on): A 3 of 4 closed, 1 of 2 be-backs back, 3 sales', async () => {
    // A closed k1 (sold), k2 (not), k3 (sold), k5 (sold): 3 / 4; k6 was the week before.
    const a = await statisticsOf(sellerA, sellerA.id, 'range=thisWeek');
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
    const b = await statisticsOf(admin, sellerB.id, 'range=thisWeek');
    expect(numbers(b)).toEqual({ closingRate: 1 / 3, beBackRate: 1, sales: 1 });
  });

  it('last 30 days takes in k6 (05-05): A 4 of 5 closed, 4 sales', async () => {
    expect(numbers(await statisticsOf(sellerA, sellerA.id, 'range=last30Days'))).toEqual({
      closingRate: 0.8,
      beBackRate: 0.5,
      sales: 4,
    });
    // The default range is the last 30 days.
    expect(numbers(await statisticsOf(sellerA, sellerA.id, ''))).toEqual({
      closingRate: 0.8,
      beBackRate: 0.5,
      sales: 4,
    });
  });

  it('a custom range of one day (Tuesday 05-12): A 1 of 2 closed, no be-back', async () => {
    expect(
      numbers(
        await statisticsOf(sellerA, sellerA.id, 'range=custom&from=2026-05-12&to=2026-05-12'),
      ),
    ).toEqual({ closingRate: 0.5, beBackRate: null, sales: 1 });
  });

  it('an empty range gives no rates (null), not a division by zero', async () => {
    const april = await statisticsOf(sellerA, sellerA.id, 'range=lastMonth');
    expect(numbers(april)).toEqual({ closingRate: null, beBackRate: null, sales: 0 });
    expect(april.series.points).toHaveLength(30);
    expect(april.series.points.every((point) => point.sales === 0)).toBe(true);
  });

  it('all dates: A sold k1, k3, k5, k6 and did not sell k2; the other dealership never counts', async () => {
    const all = await statisticsOf(sellerA, sellerA.id, 'range=all');
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
    expect(await dataOf(asked)).toEqual({ id: seller.id, statisticsStatus: 'requested' });
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
    expect(await dataOf(granted)).toEqual({ id: seller.id, statisticsStatus: 'granted' });
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

describe('the clients history', () => {
  const rowsOf = (html: string) =>
    [...html.matchAll(/clients-history\/([0-9a-f-]{36})"/g)].map((match) => match[1]);

  it('lists the advisor’s own past clients, newest first, filtered by range and status', async () => {
    const html = await (await sellerA.request('/seller/clients-history?range=thisWeek')).text();
    // k3 sold Thursday 11:00, k5 Wednesday 23:30, k4 be-back 16:00, k2 Tuesday 15:00, k1 10:00.
    expect(rowsOf(html)).toEqual([k.k3, k.k5, k.k4, k.k2, k.k1]);
    expect(html).toContain('2026-05-13 23:30');

    const beBacks = await (
      await sellerA.request('/seller/clients-history?range=thisWeek&status=beBack')
    ).text();
    expect(rowsOf(beBacks)).toEqual([k.k4]);

    const today = await (await sellerA.request('/seller/clients-history?range=today')).text();
    expect(rowsOf(today)).toEqual([k.k3]);

    const all = await (await sellerA.request('/seller/clients-history?range=all')).text();
    expect(rowsOf(all)).toHaveLength(6);
  });

  it('shows a manager every advisor of the dealership, with a filter by advisor', async () => {
    const html = await (await admin.request('/admin/clients-history?range=thisWeek')).text();
    expect(rowsOf(html)).toHaveLength(8);
    expect(rowsOf(html)).not.toContain(k.k10);
    expect(html).toContain('Marc-André Gauthier');
    const onlyB = await (
      await admin.request(`/admin/clients-history?range=thisWeek&seller=${sellerB.id}`)
    ).text();
    expect(rowsOf(onlyB)).toEqual([k.k9, k.k8, k.k7]);
  });

  it('pages a long history', async () => {
    for (let index = 0; index < 22; index += 1) {
      await journey(`p${index}`, sellerB, [
        ['notSold', toronto(4, `1${index % 10}:0${index % 6}`)],
      ]);
    }
    const first = await (await sellerB.request('/seller/clients-history?range=all')).text();
    expect(rowsOf(first)).toHaveLength(20);
    expect(first).toContain('?range=all&amp;page=2');
    const second = await (await sellerB.request('/seller/clients-history?range=all&page=2')).text();
    expect(rowsOf(second)).toHaveLength(25 - 20);
  });

  it('shows the timeline with the dealership’s times and who made each change', async () => {
    const html = await (await sellerA.request(`/seller/clients-history/${k.k3}`)).text();
    const statuses = [...html.matchAll(/data-timeline-status="(\w+)"/g)].map((match) => match[1]);
    expect(statuses).toEqual([
      'questionnaireCompleted',
      'waitingRoom',
      'withAdvisor',
      'beBack',
      'withAdvisor',
      'sold',
    ]);
    expect(html).toContain('2026-05-13 11:00');
    expect(html).toContain('2026-05-14 10:00');
    expect(html).toContain('par Élodie Bouchard');
    expect(html).toContain('par kiosk@demo.test');
  });

  it('keeps other advisors’ and other dealerships’ clients out of reach', async () => {
    expect((await sellerB.request(`/seller/clients-history/${k.k3}`)).status).toBe(404);
    const managed = await admin.request(`/admin/clients-history/${k.k3}`);
    expect(managed.status).toBe(200);
    // A manager goes on to the client record (manual pairing); an advisor has no such page.
    expect(await managed.text()).toContain(`href="/admin/client/${k.k3}"`);
    const own = await (await sellerA.request(`/seller/clients-history/${k.k3}`)).text();
    expect(own).not.toContain('/admin/client/');
    expect((await admin.request(`/admin/clients-history/${k.k10}`)).status).toBe(404);
    // Not an id: the spec's other routes under the same path are left alone.
    expect((await admin.request('/admin/members/add')).status).toBe(200);
  });
});
