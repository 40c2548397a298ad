import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';
import {
  accountLookups,
  answer,
  ok,
  failure,
  multipart,
  oneSignedInClientPerAccount,
} from '#tests/fixtures/api.ts';

/*
 * The dealership's record and settings tabs (issue 14, decisions 061-063): each call checks its
 * input with the catalogues' messages, sets its step's flag, and answers another dealership's
 * manager 404 and an advisor 403.
 */

let database: Database;
let runtime: Runtime;

test.beforeAll(async ({ runtime: given }) => {
  runtime = given;
  database = given.database;
});

const as = oneSignedInClientPerAccount(() => runtime);
const { concessionIdOf } = accountLookups(() => database);

const INFORMATION = {
  name: 'Best Pairing Demo',
  phone: '514 555 0100',
  address: '1000, rue Sherbrooke Ouest',
  city: 'Montréal',
  postalCode: 'h3a3g4',
  country: 'CA',
  state: 'qc',
  website: 'demo.example.com',
  language: 'fr',
  defaultAppLanguage: 'en',
};

const GIF = Uint8Array.from([
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9,
  4, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b,
]);
const wideLogo = async () =>
  new Uint8Array(
    await sharp({ create: { width: 900, height: 300, channels: 3, background: '#6b4f3a' } })
      .png()
      .toBuffer(),
  );

const manufacturers = async () => ok((await as('seller1@demo.test')).api.GET('/api/manufacturers'));

describe('GET /api/manufacturers', () => {
  it('lists the catalogue by name for anyone signed in, and nobody signed out', async () => {
    const list = await manufacturers();
    expect(list.map((m) => m.name)).toEqual([...list.map((m) => m.name)].sort());
    expect(list.map((m) => m.name)).toContain('Toyota');
    expect((await runtime.app.request('http://localhost:3000/api/manufacturers')).status).toBe(401);
  });
});

describe('tenancy of every call', () => {
  it('another dealership’s owner gets 404 and an advisor 403 on each call', async () => {
    const id = await concessionIdOf('owner@demo.test');
    const other = await as('owner2@demo.test');
    const seller = await as('seller1@demo.test');
    const calls: [string, string, unknown][] = [
      ['GET', `/api/concessions/${id}`, undefined],
      [
        'PUT',
        `/api/concessions/${id}/configuration`,
        {
          manufacturers: [],
          ownerContactEmail: 'x@y.test',
          stationConfiguration: { clientStation: false, serviceStation: false },
        },
      ],
      [
        'PUT',
        `/api/concessions/${id}/networks`,
        { wifiNetworks: [{ title: 'A', ssid: 'B' }], egressNetworks: [] },
      ],
      [
        'PUT',
        `/api/concessions/${id}/seller-cards-personalization`,
        { showExperience: true, showDealershipYears: true, showHobbies: true, showReasons: true },
      ],
    ];
    for (const [method, url, body] of calls) {
      const foreign =
        method === 'GET' ? await other.request(url) : await other.json(method, url, body);
      expect(foreign.status, `${method} ${url}`).toBe(404);
      if (method !== 'GET') expect((await seller.json(method, url, body)).status).toBe(403);
    }
    const info = await multipart(other, 'PUT', `/api/concessions/${id}`, INFORMATION);
    expect(info.status).toBe(404);
    expect((await multipart(seller, 'PUT', `/api/concessions/${id}`, INFORMATION)).status).toBe(
      403,
    );
  });
});

describe('PUT /api/concessions/{id} (information)', () => {
  it('refuses bad fields with a message each, in the caller’s language', async () => {
    const admin = await as('admin@demo.test');
    const id = await concessionIdOf('admin@demo.test');
    const response = await multipart(admin, 'PUT', `/api/concessions/${id}`, {
      ...INFORMATION,
      name: '',
      phone: '555-01',
      postalCode: '12345',
      state: 'NY',
      website: 'ftp://x',
    });
    expect(response.status).toBe(400);
    const body = await failure(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    const byPath = Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));
    expect(byPath['form.phone']).toBe('Indiquez un numéro de téléphone au format (xxx) xxx-xxxx.');
    expect(byPath['form.name']).toBe('Indiquez le nom de la concession (120 caractères au plus).');
    expect(byPath['form.website']).toBe('Indiquez une adresse Web valide (https://exemple.com).');
    // Checked against the country even while other fields are refused.
    expect(byPath['form.postalCode']).toBe(
      'Indiquez un code postal valide (A1A 1A1) ou un code ZIP (12345).',
    );
    expect(byPath['form.state']).toBe('Choisissez une province ou un État du pays choisi.');
  });

  it('refuses a GIF renamed .png and a file over 2 MB, storing nothing', async () => {
    const admin = await as('admin@demo.test');
    const id = await concessionIdOf('admin@demo.test');
    const gif = await multipart(admin, 'PUT', `/api/concessions/${id}`, {
      ...INFORMATION,
      logo: new File([GIF], 'logo.png', { type: 'image/png' }),
    });
    expect(gif.status).toBe(400);
    expect((await failure(gif)).issues).toEqual([
      { path: 'form.logo', message: 'Le logo doit être une image JPG ou PNG.' },
    ]);
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(await wideLogo());
    const huge = await multipart(admin, 'PUT', `/api/concessions/${id}`, {
      ...INFORMATION,
      logo: new File([big], 'logo.png', { type: 'image/png' }),
    });
    expect(huge.status).toBe(400);
    expect((await failure(huge)).issues).toEqual([
      { path: 'form.logo', message: 'Le logo dépasse 2 Mo.' },
    ]);
    // A body well over the limit is refused before it is read (decision 030).
    const bigger = new Uint8Array(3 * 1024 * 1024);
    bigger.set(await wideLogo());
    const refused = await multipart(admin, 'PUT', `/api/concessions/${id}`, {
      ...INFORMATION,
      logo: new File([bigger], 'logo.png', { type: 'image/png' }),
    });
    expect(refused.status).toBe(413);
    const row = await database.db
      .selectFrom('concessions')
      .select('logoPath')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.logoPath).toBeNull();
  });

  it('stores the fields normalised and the logo re-encoded whole', async () => {
    const admin = await as('admin@demo.test');
    const id = await concessionIdOf('admin@demo.test');
    const response = await multipart(admin, 'PUT', `/api/concessions/${id}`, {
      ...INFORMATION,
      logo: new File([await wideLogo()], 'logo.png', { type: 'image/png' }),
    });
    expect(response.status).toBe(200);
    const saved = await answer(response, '/api/concessions/{id}', 'put');
    expect(saved).toMatchObject({
      phone: '5145550100',
      postalCode: 'H3A 3G4',
      website: 'https://demo.example.com/',
      infoValidated: true,
    });
    expect(saved.logoUrl).toMatch(/^\/uploads\/pictures\/[0-9a-f-]{36}\.png$/);
    const served = await runtime.app.request(`http://localhost:3000${saved.logoUrl}`);
    const metadata = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ width: 512, height: 171 });
  });
});

describe('PUT /api/concessions/{id}/configuration', () => {
  it('refuses an empty choice, an unknown make and an email another account uses', async () => {
    const admin = await as('admin@demo.test');
    const id = await concessionIdOf('admin@demo.test');
    const url = `/api/concessions/${id}/configuration`;
    const stations = { clientStation: true, serviceStation: true };
    const empty = await admin.json('PUT', url, {
      manufacturers: [],
      ownerContactEmail: 'owner@demo.test',
      stationConfiguration: stations,
    });
    expect(empty.status).toBe(400);
    expect((await failure(empty)).issues).toEqual([
      { path: 'json.manufacturers', message: 'Choisissez au moins un constructeur.' },
    ]);
    const unknown = await admin.json('PUT', url, {
      manufacturers: ['0b8f6a52-3f0e-4f4e-9d1c-2a5b7c9e1f00'],
      ownerContactEmail: 'owner@demo.test',
      stationConfiguration: stations,
    });
    expect(unknown.status).toBe(400);
    const [toyota] = await manufacturers();
    const taken = await admin.json('PUT', url, {
      manufacturers: [toyota?.id],
      ownerContactEmail: 'SELLER1@demo.test',
      stationConfiguration: stations,
    });
    expect(taken.status).toBe(409);
    expect(await failure(taken)).toEqual({
      code: 'CONCESSION.OWNER_EMAIL_TAKEN',
      message: 'Ce courriel est peut-être déjà utilisé par un autre compte.',
    });
    const bad = await admin.json('PUT', url, { manufacturers: 'x', ownerContactEmail: 'no' });
    expect(bad.status).toBe(400);
  });

  it('replaces the manufacturers and sets the flag', async () => {
    const admin = await as('admin@demo.test');
    const id = await concessionIdOf('admin@demo.test');
    const list = await manufacturers();
    const chosen = list.slice(0, 2).map((m) => m.id);
    const response = await admin.json('PUT', `/api/concessions/${id}/configuration`, {
      manufacturers: [...chosen, chosen[0]],
      ownerContactEmail: 'owner@demo.test',
      stationConfiguration: { clientStation: true, serviceStation: false },
    });
    expect(response.status).toBe(200);
    const saved = await answer(response, '/api/concessions/{id}/configuration', 'put');
    expect([...saved.manufacturers].sort()).toEqual([...chosen].sort());
    expect(saved.configurationValidated).toBe(true);
  });
});

describe('the set-up calls while the owner’s set-up is owed', () => {
  it('are open to the owner of the dealership not set up, the other writes are not', async () => {
    const owner = await as('owner3@demo.test');
    const id = await concessionIdOf('owner3@demo.test');
    const password = await owner.json('PUT', `/api/concessions/${id}/client-password`, {
      password: 'Kiosque-Laval1',
    });
    expect(password.status).toBe(200);
    const general = await owner.json('PUT', `/api/concessions/${id}/general-settings`, {
      alertDelayWeeks: 3,
    });
    expect(general.status).toBe(200);
    const info = await multipart(owner, 'PUT', `/api/concessions/${id}`, {
      ...INFORMATION,
      name: 'Best Pairing Laval',
    });
    expect(info.status).toBe(200);
    expect(await answer(info, '/api/concessions/{id}', 'put')).toMatchObject({
      infoValidated: true,
      configurationValidated: false,
    });
    const other = await owner.json('POST', '/api/comments', { category: 'bug', message: 'x' });
    expect(other.status).toBe(403);
  });
});
