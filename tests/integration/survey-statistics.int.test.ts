import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import { accountLookups, answer, oneSignedInClientPerAccount } from '#tests/fixtures/api.ts';
import { test } from '#tests/fixtures/integration.ts';

/*
 * Survey statistics at scale and on the pages (decision 094): the averages are SQL aggregates over
 * every survey of the filter (not the newest 5,000), a custom period is chosen on the page and
 * checked there, and the dealership filter lists every dealership in reach.
 */

let runtime: Runtime;
const as = oneSignedInClientPerAccount(() => runtime);
const { userIdOf, concessionIdOf } = accountLookups(() => runtime.database);

/** January 2020: a month no other test writes to. */
const JANUARY = 'range=custom&from=2020-01-01&to=2020-01-31';

/** `count` surveys of seller1 on `day`, every score `score`, in one statement. */
const insertSurveys = async (count: number, day: string, score: number) => {
  const concessionId = await concessionIdOf('owner@demo.test');
  const sellerId = await userIdOf('seller1@demo.test');
  const part1 = JSON.stringify({ saleSatisfaction: score, advisorSatisfaction: score });
  const part2 = JSON.stringify({ recommend: score, improvements: [], comment: '' });
  await sql`
    insert into surveys (concession_id, seller_id, language, part1, part2, created_at, updated_at)
    select ${concessionId}, ${sellerId}, 'fr', ${part1}::jsonb, ${part2}::jsonb,
           ${`${day}T15:00:00Z`}::timestamptz, ${`${day}T15:00:00Z`}::timestamptz
    from generate_series(1, ${count})
  `.execute(runtime.database.db);
};

test.beforeAll(async ({ runtime: given }) => {
  runtime = given;
  // 5,000 happy surveys late in the month, and 2,000 unhappy ones before them.
  await insertSurveys(5000, '2020-01-20', 4);
  await insertSurveys(2000, '2020-01-05', 1);
});

describe('survey statistics over many surveys', () => {
  it('averages every survey of the period, not only the newest 5,000', async () => {
    const admin = await as('admin@demo.test');
    const response = await admin.request(`/api/surveys?${JANUARY}`);
    expect(response.status).toBe(200);
    const body = await answer(response, '/api/surveys', 'get');
    // (5000 x 4 + 2000 x 1) / 7000 = 3.14
    expect(body.summary.count).toBe(7000);
    expect(body.summary.questions.saleSatisfaction).toEqual({ average: 3.1, count: 7000 });
    expect(body.summary.advisors).toEqual([
      expect.objectContaining({ id: await userIdOf('seller1@demo.test'), count: 7000 }),
    ]);
    expect(body.summary.withoutAdvisor).toBe(0);
    // The list itself stays bounded.
    expect(body.surveys).toHaveLength(5000);

    const unhappy = await answer(
      await admin.request(`/api/surveys?${JANUARY}&question=recommend&band=low`),
      '/api/surveys',
      'get',
    );
    expect(unhappy.summary.count).toBe(2000);
    expect(unhappy.summary.questions.recommend.average).toBe(1);
  });
});

describe('the statistics page', () => {
  it('takes a custom period from its form and shows its numbers', async () => {
    const admin = await as('admin@demo.test');
    const page = await admin.request(`/admin/surveys?${JANUARY}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('value="2020-01-01"');
    expect(html).toMatch(/7[\s\u00a0\u202f,]?000/);
    const csv = await (await admin.request(`/admin/surveys?${JANUARY}&format=csv`)).text();
    expect(csv.split('\r\n')[1]).toMatch(/,7000,3\.1,3\.1,3\.1$/);
  });

  it('checks the custom period on the server: an end before the start is said next to it', async () => {
    const admin = await as('admin@demo.test');
    const page = await admin.request('/admin/surveys?range=custom&from=2020-02-01&to=2020-01-01');
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain('survey-range-to-error');
    expect(html).toContain('value="2020-02-01"');
    const bad = await admin.request('/admin/surveys?range=custom&from=someday&to=2020-01-01');
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('survey-range-from-error');
  });

  it("lists every dealership in the PR admin's reach, surveyed or not", async () => {
    const concessions = await runtime.database.db
      .selectFrom('concessions')
      .select('name')
      .where('deletedAt', 'is', null)
      .execute();
    expect(concessions.length).toBeGreaterThan(1);
    const html = await (await (await as('pradmin@demo.test')).request('/pr-admin/surveys')).text();
    const escape = (name: string) => name.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
    for (const { name } of concessions) expect(html).toContain(`>${escape(name)}</option>`);
    // A dealership's own managers have no dealership to choose.
    const own = await (await as('admin@demo.test')).request('/admin/surveys');
    expect(await own.text()).not.toContain('name="concession"');
  });
});
