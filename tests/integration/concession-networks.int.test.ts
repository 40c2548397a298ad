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
 * The connection and card calls of the dealership's settings (issue 14, decisions 061-062): the
 * egress networks checked and stored as CIDRs, and the heartbeat counting as on site only from them.
 */

// Heartbeats say where they come from through the proxy header (decision 040).
test.override({ env: { TRUST_PROXY: '1' } });

let database: Database;
let runtime: Runtime;

test.beforeAll(async ({ runtime: given }) => {
  runtime = given;
  database = given.database;
});

const as = oneSignedInClientPerAccount(() => runtime);
const { concessionIdOf, userIdOf } = accountLookups(() => database);

describe('PUT /api/concessions/{id}/networks', () => {
  it('refuses what is not an IP or CIDR, naming it, and stores the rest normalised', async () => {
    const admin = await as('admin@demo.test');
    const id = await concessionIdOf('admin@demo.test');
    const url = `/api/concessions/${id}/networks`;
    const bad = await admin.json('PUT', url, {
      wifiNetworks: [{ title: 'Salle', ssid: '' }],
      egressNetworks: ['203.0.113.7/24', 'not-an-ip'],
    });
    expect(bad.status).toBe(400);
    expect((await failure(bad)).issues).toEqual([
      { path: 'json.wifiNetworks.0.ssid', message: 'Indiquez un SSID de 1 à 32 caractères.' },
      {
        path: 'json.egressNetworks.0',
        message: '« 203.0.113.7/24 » n’est pas une adresse IP ou un bloc CIDR valide.',
      },
      {
        path: 'json.egressNetworks.1',
        message: '« not-an-ip » n’est pas une adresse IP ou un bloc CIDR valide.',
      },
    ]);
    const none = await admin.json('PUT', url, { wifiNetworks: [], egressNetworks: [] });
    expect((await failure(none)).issues?.[0]?.message).toBe(
      'Indiquez au moins un réseau wifi du personnel.',
    );
    const saved = await admin.json('PUT', url, {
      wifiNetworks: [{ title: 'Salle', ssid: 'BP-Demo' }],
      egressNetworks: ['203.0.113.0/24', '2001:DB8::1', '198.51.100.7'],
    });
    expect(saved.status).toBe(200);
    expect(await answer(saved, '/api/concessions/{id}/networks', 'put')).toMatchObject({
      egressNetworks: ['203.0.113.0/24', '2001:db8::1/128', '198.51.100.7/32'],
      connectionValidated: true,
    });
  });

  it('an advisor’s heartbeat counts as on site only from those networks', async () => {
    const seller = await as('seller1@demo.test');
    const userId = await userIdOf('seller1@demo.test');
    const lastOnSite = async () =>
      (
        await database.db
          .selectFrom('sellerProfiles')
          .select('lastOnSiteHeartbeatAt')
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).lastOnSiteHeartbeatAt;
    const beat = async (address: string) =>
      seller.request(`/api/sellers/${userId}/presence`, {
        method: 'POST',
        headers: { 'x-forwarded-for': address, 'x-csrf-token': await seller.csrfToken() },
      });
    const before = await lastOnSite();
    expect((await beat('192.0.2.1')).status).toBe(200);
    expect(await lastOnSite()).toEqual(before);
    expect((await beat('203.0.113.99')).status).toBe(200);
    expect(await lastOnSite()).not.toEqual(before);
  });
});

describe('PUT /api/concessions/{id}/seller-cards-personalization', () => {
  it('stores the four options and refuses anything else', async () => {
    const owner = await as('owner@demo.test');
    const id = await concessionIdOf('owner@demo.test');
    const url = `/api/concessions/${id}/seller-cards-personalization`;
    const options = {
      showExperience: false,
      showDealershipYears: true,
      showHobbies: true,
      showReasons: false,
    };
    const saved = await owner.json('PUT', url, options);
    expect(saved.status).toBe(200);
    expect(
      (await answer(saved, '/api/concessions/{id}/seller-cards-personalization', 'put'))
        .sellerCardPersonalization,
    ).toEqual(options);
    const bad = await owner.json('PUT', url, { ...options, showHobbies: 'yes', colour: 'red' });
    expect(bad.status).toBe(400);
  });
});
