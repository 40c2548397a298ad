import { describe, expect, it } from 'vitest';
import { ok } from '#tests/fixtures/api.ts';
import * as suite from '#tests/fixtures/suites/seller-client-pages.ts';

suite.setUp();

/** Cars of this year's catalogue, with the names pages show. */
const someCars = async (count: number) =>
  (
    await suite.database.db
      .selectFrom('cars')
      .innerJoin('manufacturers as m', 'm.id', 'cars.manufacturerId')
      .select(['cars.id', 'm.name as manufacturer', 'cars.model', 'cars.year'])
      .where('cars.year', '=', new Date().getUTCFullYear())
      .orderBy('cars.id')
      .limit(count)
      .execute()
  ).map((car) => ({ id: car.id, name: `${car.manufacturer} ${car.model} ${car.year}` }));

/** The endings a page's timeline shows, in order, as their text. */
const endingsOf = (html: string) =>
  [...html.matchAll(/data-ending="(\w+)"[^>]*>(.*?)<\/div>/g)].map((match) => ({
    outcome: match[1],
    text: (match[2] ?? '').replace(/<[^>]+>/g, ' '),
  }));

describe('a be-back who comes back and buys', () => {
  it('keeps both visits’ endings on the record, in the history and in the client’s cars', async () => {
    const id = await suite.saleOf(suite.seller1);
    const [first, second, bought] = await someCars(3);
    if (!first || !second || !bought) throw new Error('the demo catalogue has 3 cars this year');
    const end = `/seller/client/${id}/questionnaireEnd`;
    const ended = await suite.post(suite.seller1, end, [
      ['outcome', 'beBack'],
      ['modelsViewed', first.id],
      ['modelsViewed', second.id],
      ['comment', 'Revient samedi avec sa conjointe.'],
    ]);
    expect(suite.location(ended)).toBe('/seller?flash=ended');
    // The be-back's record shows the visit's ending.
    const record = await (await suite.seller1.request(`/seller/client/${id}`)).text();
    expect(endingsOf(record).map((ending) => ending.outcome)).toEqual(['beBack']);
    // Their advisor takes them back: the action says so.
    expect(record).toContain('>Client de retour</button>');
    expect(record).not.toContain('Accepter ce client');
    expect((await suite.seller1.json('POST', `/api/clients/${id}/accept`)).status).toBe(200);
    const sold = await suite.post(suite.seller1, end, [
      ['outcome', 'sold'],
      ['modelsViewed', bought.id],
      ['modelsSold', bought.id],
      ['comment', 'Entente conclue.'],
    ]);
    expect(suite.location(sold)).toBe('/seller?flash=ended');

    const pages = [
      [suite.seller1, `/seller/clients-history/${id}`],
      [suite.admin, `/admin/client/${id}`],
      [suite.admin, `/admin/clients-history/${id}`],
    ] as const;
    for (const [browser, path] of pages) {
      const response = await browser.request(path);
      expect(response.status, path).toBe(200);
      const endings = endingsOf(await response.text());
      expect(
        endings.map((ending) => ending.outcome),
        path,
      ).toEqual(['beBack', 'sold']);
      const [beBack, sale] = endings;
      expect(beBack?.text).toContain(`Modèles vus : ${first.name}, ${second.name}`);
      expect(beBack?.text).toContain('Commentaire : Revient samedi avec sa conjointe.');
      expect(beBack?.text).not.toContain('Modèle vendu');
      expect(sale?.text).toContain(`Modèles vus : ${bought.name}`);
      expect(sale?.text).toContain(`Modèle vendu : ${bought.name}`);
      expect(sale?.text).toContain('Commentaire : Entente conclue.');
    }

    // The cars of both visits stay the client's (the client list filters on them).
    const viewed = await ok(
      suite.admin.api.GET('/api/clients', {
        params: { query: { cars: first.id, status: 'sold' } },
      }),
    );
    expect(viewed.map((c) => c.id)).toContain(id);
    const cars = await suite.database.db
      .selectFrom('clientCarInterests')
      .select(['carId', 'kind'])
      .where('clientId', '=', id)
      .where('kind', 'in', ['viewed', 'sold'])
      .execute();
    expect(
      cars
        .filter((car) => car.kind === 'viewed')
        .map((car) => car.carId)
        .sort(),
    ).toEqual([first.id, second.id, bought.id].sort());
    expect(cars.filter((car) => car.kind === 'sold').map((car) => car.carId)).toEqual([bought.id]);
  });
});
