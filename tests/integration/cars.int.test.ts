import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import { createKioskCatalogue } from '#adapters/persistence/kiosk-catalogue.repository.ts';
import { test } from '#tests/fixtures/integration.ts';
import { failure, multipart, oneSignedInClientPerAccount } from '#tests/fixtures/api.ts';

/* The vehicle catalogue (docs/spec/product-spec.md sections 3 and 7, decision 084). */

let runtime: Runtime;
test.beforeAll(({ runtime: given }) => {
  runtime = given;
});
const as = oneSignedInClientPerAccount(() => runtime);
const YEAR = new Date().getUTCFullYear();

const png = async (name: string) =>
  new File(
    [
      new Uint8Array(
        await sharp({
          create: { width: 40, height: 20, channels: 3, background: { r: 120, g: 120, b: 120 } },
        })
          .png()
          .toBuffer(),
      ),
    ],
    name,
    { type: 'image/png' },
  );
const gif = (name: string) =>
  new File([new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;')], name, {
    type: 'image/gif',
  });
const oversized = (name: string) => {
  const bytes = new Uint8Array(2 * 1024 * 1024 + 10);
  bytes.set([0xff, 0xd8, 0xff]);
  return new File([bytes], name, { type: 'image/jpeg' });
};

const manufacturerId = async (name: string) =>
  (
    await runtime.database.db
      .selectFrom('manufacturers')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

type Car = {
  id: string;
  model: string;
  images: { colour: string; fileName: string; url: string | null }[];
};
const carsOf = async (email: string, query = '') => {
  const response = await (await as(email)).request(`/api/cars${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Car[] }).data;
};
const issues = async (response: Response) => JSON.stringify(await failure(response));

describe('cars', () => {
  it('refuses a car without a _grey image, with a GIF, or with an image over 2 MB', async () => {
    const admin = await as('pradmin@demo.test');
    const fields = {
      manufacturer: await manufacturerId('Toyota'),
      model: 'Refusée',
      year: String(YEAR),
      type: 'suv',
    };
    const noGrey = await multipart(admin, 'POST', '/api/cars', {
      ...fields,
      images: await png('refusee_red.png'),
    });
    expect(noGrey.status).toBe(400);
    expect(await issues(noGrey)).toContain('Une image grise (_grey) est obligatoire.');

    const animated = await multipart(admin, 'POST', '/api/cars', {
      ...fields,
      images: gif('refusee_grey.gif'),
    });
    expect(animated.status).toBe(400);
    expect(await issues(animated)).toContain('L’image _grey n’est pas une image JPG ou PNG.');

    const large = await multipart(admin, 'POST', '/api/cars', {
      ...fields,
      images: oversized('refusee_grey.jpg'),
    });
    expect(large.status).toBe(400);
    expect(await issues(large)).toContain('L’image _grey doit faire au plus 2 Mo.');

    const unnamed = await multipart(admin, 'POST', '/api/cars?lang=en', {
      ...fields,
      images: await png('photo.png'),
    });
    expect(unnamed.status).toBe(400);

    // Nothing was stored.
    expect((await carsOf('pradmin@demo.test', '?all=true')).map((car) => car.model)).not.toContain(
      'Refusée',
    );
    // Only the PR admin writes.
    const owner = await as('owner@demo.test');
    const forbidden = await multipart(owner, 'POST', '/api/cars', {
      ...fields,
      images: await png('x_grey.png'),
    });
    expect(forbidden.status).toBe(403);
  });

  it('stores renamed images, refuses a duplicate, and the kiosk offers only its own this-year cars', async () => {
    const admin = await as('pradmin@demo.test');
    const toyota = await manufacturerId('Toyota');
    const form = (model: string, extra: Record<string, string | File> = {}) => ({
      manufacturer: toyota,
      model,
      year: String(YEAR),
      type: 'sport',
      ...extra,
    });
    const created = await multipart(admin, 'POST', '/api/cars', {
      ...form('GR Supra Édition'),
    });
    expect(created.status).toBe(400);
    const withImages = new FormData();
    for (const [name, value] of Object.entries(form('GR Supra Édition')))
      withImages.append(name, value);
    withImages.append('images', await png('supra_grey.png'));
    withImages.append('images', await png('supra_red.png'));
    const posted = await admin.request('/api/cars', {
      method: 'POST',
      headers: { 'x-csrf-token': await admin.csrfToken() },
      body: withImages,
    });
    expect(posted.status).toBe(201);
    const { data: car } = (await posted.json()) as { data: Car };
    expect(car.images.map((image) => image.fileName)).toEqual([
      'toyota-gr-supra-edition_grey.png',
      'toyota-gr-supra-edition_red.png',
    ]);
    const served = await admin.request(car.images[0]?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const duplicate = await multipart(admin, 'POST', '/api/cars', {
      ...form('gr supra édition'),
      images: await png('a_grey.png'),
    });
    expect(duplicate.status).toBe(409);
    expect((await failure(duplicate)).message).toBe(
      'Ce modèle de ce fabricant existe déjà pour cette année.',
    );

    // Hidden, last year's, and another dealership's manufacturer: never on this kiosk.
    const hidden = await multipart(admin, 'POST', '/api/cars', {
      ...form('Cachée', { hideInDealership: 'true' }),
      images: await png('c_grey.png'),
    });
    expect(hidden.status).toBe(201);
    const old = await multipart(admin, 'POST', '/api/cars', {
      ...form('Ancienne', { year: String(YEAR - 1) }),
      images: await png('o_grey.png'),
    });
    expect(old.status).toBe(201);
    const ford = await multipart(admin, 'POST', '/api/cars', {
      ...form('Ailleurs', { manufacturer: await manufacturerId('Ford') }),
      images: await png('f_grey.png'),
    });
    expect(ford.status).toBe(201);
    const { data: fordCar } = (await ford.json()) as { data: Car };

    for (const email of ['kiosk@demo.test', 'seller1@demo.test', 'owner@demo.test']) {
      const models = (await carsOf(email, `?all=true&year=${YEAR - 1}`)).map((each) => each.model);
      expect(models).toContain('GR Supra Édition');
      expect(models).not.toContain('Cachée');
      expect(models).not.toContain('Ancienne');
      expect(models).not.toContain('Ailleurs');
    }
    const kiosk = await as('kiosk@demo.test');
    expect((await kiosk.request(`/api/cars/${fordCar.id}`)).status).toBe(404);
    expect((await kiosk.request(`/api/cars/${car.id}`)).status).toBe(200);
    // The platform sees the whole catalogue; hidden cars with `all`.
    const everything = (await carsOf('pradmin@demo.test', '?all=true')).map((each) => each.model);
    expect(everything).toEqual(expect.arrayContaining(['Cachée', 'Ancienne', 'Ailleurs']));
    expect((await carsOf('pradmin@demo.test')).map((each) => each.model)).not.toContain('Cachée');

    // The kiosk's questionnaire offers the same cars (its "models of interest").
    const offered = await runtime.database.db
      .selectFrom('concessions')
      .select('id')
      .where('name', '=', 'Best Pairing Demo')
      .executeTakeFirstOrThrow();
    const models = (await createKioskCatalogue(runtime.database.db).cars(offered.id, YEAR)).map(
      (each) => each.model,
    );
    expect(models).toContain('GR Supra Édition');
    expect(models).not.toContain('Cachée');
  });

  it('changes a car, renames its kept images, and deletes it with its files', async () => {
    const admin = await as('pradmin@demo.test');
    const created = await multipart(admin, 'POST', '/api/cars', {
      manufacturer: await manufacturerId('Honda'),
      model: 'Civic Test',
      year: String(YEAR),
      type: 'basic',
      images: await png('civic_grey.png'),
    });
    const { data: car } = (await created.json()) as { data: Car };
    const removeGrey = await multipart(admin, 'PUT', `/api/cars/${car.id}`, {
      manufacturer: await manufacturerId('Honda'),
      model: 'Civic Type R',
      year: String(YEAR),
      type: 'sport',
      images: await png('civic_blue.png'),
      removeImages: 'grey',
    });
    expect(removeGrey.status).toBe(200);
    const { data: changed } = (await removeGrey.json()) as { data: Car };
    expect(changed.images.map((image) => image.fileName)).toEqual([
      'honda-civic-type-r_grey.png',
      'honda-civic-type-r_blue.png',
    ]);
    const deleted = await admin.json('DELETE', `/api/cars/${car.id}`);
    expect(deleted.status).toBe(204);
    expect((await admin.request(changed.images[0]?.url ?? '')).status).toBe(404);
    expect((await admin.request(`/api/cars/${car.id}`)).status).toBe(404);
  });
});
