import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';
import {
  accountLookups,
  answer,
  failure,
  oneSignedInClientPerAccount,
} from '#tests/fixtures/api.ts';

/*
 * The after-sales survey (docs/decisions/072 and 073): POST /api/surveys for the service kiosk of
 * the dealership only, GET /api/surveys within reach with its filters, and the kiosk's pages.
 */

let database: Database;
let runtime: Runtime;
test.beforeAll(async ({ runtime: given }) => {
  runtime = given;
  database = given.database;
});

/** What a `GET /api/surveys` answers. */
const surveysOf = (response: Response) => answer(response, '/api/surveys', 'get');
const as = oneSignedInClientPerAccount(() => runtime);
const { userIdOf } = accountLookups(() => database);

const body = async (seller: string, scores: [number, number, number]) => ({
  language: 'en',
  part1: {
    sellerId: await userIdOf(seller),
    saleSatisfaction: scores[0],
    advisorSatisfaction: scores[1],
  },
  part2: { recommend: scores[2], improvements: ['followUp'], comment: 'Great.' },
});

describe('POST /api/surveys', () => {
  it('saves a survey from the service kiosk', async () => {
    const service = await as('service@demo.test');
    const response = await service.json(
      'POST',
      '/api/surveys',
      await body('seller1@demo.test', [5, 4, 5]),
    );
    expect(response.status).toBe(201);
    expect(await answer(response, '/api/surveys', 'post')).toMatchObject({
      language: 'en',
      seller: { id: await userIdOf('seller1@demo.test') },
      part1: { saleSatisfaction: 5, advisorSatisfaction: 4 },
      part2: { recommend: 5, improvements: ['followUp'], comment: 'Great.' },
    });
    expect(
      (await service.json('POST', '/api/surveys', await body('seller2@demo.test', [2, 1, 2])))
        .status,
    ).toBe(201);
  });

  it('is refused to every other role (403)', async () => {
    for (const email of [
      'admin@demo.test',
      'owner@demo.test',
      'kiosk@demo.test',
      'seller1@demo.test',
    ]) {
      const response = await (
        await as(email)
      ).json('POST', '/api/surveys', await body('seller1@demo.test', [5, 5, 5]));
      expect(response.status, email).toBe(403);
    }
  });

  it("refuses another dealership's advisor and off-scale scores, by question", async () => {
    const service = await as('service@demo.test');
    const stranger = await service.json(
      'POST',
      '/api/surveys',
      await body('seller7@demo.test', [5, 5, 5]),
    );
    expect(stranger.status).toBe(400);
    expect((await failure(stranger)).issues).toEqual([
      { path: 'json.part1.sellerId', message: 'Choisissez une réponse de la liste.' },
    ]);
    const offScale = await service.json(
      'POST',
      '/api/surveys',
      await body('seller1@demo.test', [6, 5, 0]),
    );
    expect(offScale.status).toBe(400);
    expect((await failure(offScale)).code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/surveys', () => {
  it('averages the dealership surveys and filters by advisor and score band', async () => {
    const admin = await as('admin@demo.test');
    const all = await surveysOf(await admin.request('/api/surveys'));
    expect(all.summary.count).toBe(2);
    expect(all.summary.questions.saleSatisfaction).toEqual({ average: 3.5, count: 2 });
    const seller1 = await userIdOf('seller1@demo.test');
    const one = await surveysOf(await admin.request(`/api/surveys?advisor=${seller1}`));
    expect(one.surveys.map((s) => s.seller?.id)).toEqual([seller1]);
    const unhappy = await surveysOf(
      await admin.request('/api/surveys?question=advisorSatisfaction&band=low'),
    );
    expect(unhappy.summary.count).toBe(1);
    expect(unhappy.summary.advisors.map((a) => a.id)).toEqual([
      await userIdOf('seller2@demo.test'),
    ]);
  });

  it("gives another dealership's owner none, and an advisor no access", async () => {
    const owner2 = await surveysOf(await (await as('owner2@demo.test')).request('/api/surveys'));
    expect(owner2.surveys).toEqual([]);
    expect((await (await as('seller1@demo.test')).request('/api/surveys')).status).toBe(403);
  });

  it('refuses a custom range that ends before it starts', async () => {
    const response = await (
      await as('owner@demo.test')
    ).request('/api/surveys?range=custom&from=2026-11-20&to=2026-11-01');
    expect(response.status).toBe(400);
  });
});

describe('service kiosk pages', () => {
  it('carries part 1 into part 2 and saves the survey without script', async () => {
    const service = await as('service@demo.test');
    const intro = await service.request('/service');
    expect(intro.status).toBe(200);
    const introHtml = await intro.text();
    expect(introHtml).toContain('Best Pairing Demo');
    // One language switch on the screen: the intro's own language choice.
    expect(introHtml.match(/lang=en/g)).toHaveLength(1);
    const seller = await userIdOf('seller3@demo.test');
    const part1 = await service.form('/service/questionnaire/part-1', {
      sellerId: seller,
      saleSatisfaction: '4',
      advisorSatisfaction: '5',
    });
    expect(part1.status).toBe(303);
    const next = part1.headers.get('location') ?? '';
    expect(next).toContain('/service/questionnaire/part-2?');
    expect((await service.request(next)).status).toBe(200);
    const sent = await service.form('/service/questionnaire/part-2', {
      sellerId: seller,
      saleSatisfaction: '4',
      advisorSatisfaction: '5',
      recommend: '5',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/service/questionnaire/success');
    const saved = await database.db
      .selectFrom('surveys')
      .select(['sellerId', 'part1'])
      .where('sellerId', '=', seller)
      .executeTakeFirstOrThrow();
    expect(saved.part1).toEqual({ saleSatisfaction: 4, advisorSatisfaction: 5 });
  });

  it('shows part 1 again with a message per missing answer (422), and part 2 needs part 1', async () => {
    const service = await as('service@demo.test');
    const refused = await service.form('/service/questionnaire/part-1', { saleSatisfaction: '4' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Répondez à cette question.');
    const skipped = await service.request('/service/questionnaire/part-2');
    expect(skipped.status).toBe(302);
    expect(skipped.headers.get('location')).toBe('/service/questionnaire/part-1');
  });

  it('shows the admin the statistics page and its CSV', async () => {
    const admin = await as('admin@demo.test');
    const page = await admin.request('/admin/surveys?range=thisMonth&range2=lastMonth');
    expect(page.status).toBe(200);
    const csv = await admin.request('/admin/surveys?format=csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect((await csv.text()).split('\r\n')[0]).toBe(
      'advisor,surveys,saleSatisfaction,advisorSatisfaction,recommend',
    );
  });
});
