import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';
import { multipart, oneSignedInClientPerAccount } from '#tests/fixtures/api.ts';

/*
 * The settings pages without JavaScript (decisions 061-063): the owner of the dealership not set up
 * walks the wizard by plain form posts, resuming where they left, and never sees it again; a logo
 * over the body limit comes back to its field; an advisor cannot open them.
 */

let database: Database;
let runtime: Runtime;

test.beforeAll(async ({ runtime: given }) => {
  runtime = given;
  database = given.database;
});

const as = oneSignedInClientPerAccount(() => runtime);
const location = (response: Response) => response.headers.get('location');

const INFORMATION = {
  name: 'Best Pairing Laval',
  phone: '450 555 0100',
  address: '3000, boulevard Le Carrefour',
  city: 'Laval',
  postalCode: 'H7T 2K9',
  country: 'CA',
  state: 'QC',
  website: '',
  language: 'fr',
  defaultAppLanguage: 'fr',
};

describe('the owner’s set-up wizard', () => {
  it('goes step by step, resumes at the step owed, and ends on the dashboard', async () => {
    const owner = await as('owner3@demo.test');
    expect(location(await owner.request('/owner'))).toBe('/owner/settings/information');
    const step1 = await (await owner.request('/owner/settings/information')).text();
    expect(step1).toContain('Étape 1 sur 3');
    expect(step1).toContain('Enregistrer et continuer');
    expect(step1).not.toContain('aria-current="page">Informations');

    const refused = await owner.form('/owner/settings/information', { ...INFORMATION, city: '' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Indiquez la ville (100 caractères au plus).');
    const saved = await owner.form('/owner/settings/information', INFORMATION);
    expect([saved.status, location(saved)]).toEqual([303, '/owner']);

    // Resumed: the step owed, whichever page the owner opens.
    expect(location(await owner.request('/owner/settings/information'))).toBe(
      '/owner/settings/configuration',
    );
    const step2 = await owner.form('/owner/settings/configuration', {});
    expect(step2.status).toBe(422);
    const step2Html = await step2.text();
    expect(step2Html).toContain('Étape 2 sur 3');
    expect(step2Html).toContain('Indiquez une adresse courriel valide.');
    const toyota = await database.db
      .selectFrom('manufacturers')
      .select('id')
      .where('name', '=', 'Toyota')
      .executeTakeFirstOrThrow();
    // A station password the policy refuses (no digit, no capital) is said so, and nothing is kept.
    const weak = await owner.form('/owner/settings/configuration', {
      manufacturers: toyota.id,
      ownerContactEmail: 'owner3@demo.test',
      clientStation: 'on',
      clientStationPassword: 'kiosque-laval',
      sellerChoiceMode: 'bestMatch',
      saleHoldHours: '4',
      alertDelayWeeks: '2',
      archiveDelayWeeks: '4',
    });
    expect(weak.status).toBe(422);
    expect(await weak.text()).toContain(
      'dont une lettre minuscule, une lettre majuscule et un chiffre',
    );
    const unset = await database.db
      .selectFrom('concessions')
      .select('clientStationPasswordHash')
      .where('ownerContactEmail', '=', 'owner3@demo.test')
      .executeTakeFirst();
    expect(unset?.clientStationPasswordHash ?? null).toBeNull();
    const configured = await owner.form('/owner/settings/configuration', {
      manufacturers: toyota.id,
      ownerContactEmail: 'owner3@demo.test',
      clientStation: 'on',
      clientStationPassword: 'Kiosque-Laval1',
      sellerChoiceMode: 'bestMatch',
      saleHoldHours: '4',
      alertDelayWeeks: '2',
      archiveDelayWeeks: '4',
      showExperience: 'on',
      showHobbies: 'on',
    });
    expect([configured.status, location(configured)]).toEqual([303, '/owner']);

    const step3 = await owner.form('/owner/settings/connection', {
      wifiTitle0: 'Salle',
      wifiSsid0: 'BP-Laval',
      egressNetworks: '203.0.113.0/24\n198.51.100.7',
    });
    expect([step3.status, location(step3)]).toEqual([303, '/owner']);

    // Never again: the dashboard opens, the settings are tabs.
    expect((await owner.request('/owner')).status).toBe(200);
    const tabs = await (await owner.request('/owner/settings/connection')).text();
    expect(tabs).not.toContain('Étape');
    expect(tabs).toContain('198.51.100.7/32');
    const stored = await database.db
      .selectFrom('concessions')
      .select([
        'saleHoldHours',
        'sellerChoiceMode',
        'stationConfiguration',
        'serviceStationPasswordHash',
      ])
      .where('name', '=', 'Best Pairing Laval')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      saleHoldHours: 4,
      sellerChoiceMode: 'bestMatch',
      stationConfiguration: { clientStation: true, serviceStation: false },
      serviceStationPasswordHash: null,
    });
  });
});

describe('the settings pages', () => {
  it('send a logo over the body limit back to its field', async () => {
    const admin = await as('admin@demo.test');
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'logo.png', { type: 'image/png' });
    const response = await multipart(
      admin,
      'POST',
      '/admin/settings/information',
      { ...INFORMATION, logo: big },
      'field',
    );
    expect([response.status, location(response)]).toEqual([
      303,
      '/admin/settings/information?error=logoTooLarge',
    ]);
    const page = await (await admin.request(location(response) ?? '')).text();
    expect(page).toContain('Le logo dépasse 2 Mo.');
  });

  it('are the owner’s and the administrator’s, not an advisor’s', async () => {
    const owner = await as('owner@demo.test');
    expect((await owner.request('/admin/settings/configuration')).status).toBe(200);
    expect(await (await owner.request('/admin/settings')).text()).toContain(
      'Informations de la concession',
    );
    const seller = await as('seller1@demo.test');
    expect(location(await seller.request('/admin/settings/information'))).toBe('/unauthorized');
  });
});
