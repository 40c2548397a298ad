import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';
import {
  accountLookups,
  answer,
  multipart,
  oneSignedInClientPerAccount,
} from '#tests/fixtures/api.ts';

/*
 * The kiosk tablets' header (issue 13): the buyer reads the dealership's name and sees the logo its
 * manager uploaded in the settings, never the tablet account's email.
 */
let database: Database;
let runtime: Runtime;

test.beforeAll(async ({ runtime: given }) => {
  runtime = given;
  database = given.database;
});

const as = oneSignedInClientPerAccount(() => runtime);
const { concessionIdOf } = accountLookups(() => database);

const header = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));

describe('the kiosk header', () => {
  it('shows the dealership’s name, then its logo once uploaded, on both kiosks', async () => {
    const kiosk = await as('kiosk@demo.test');
    const service = await as('service@demo.test');
    const before = header(await (await kiosk.request('/client')).text());
    expect(before).toContain('Best Pairing Demo');
    expect(before).not.toContain('kiosk@demo.test');
    expect(before).not.toContain('<img');

    const admin = await as('admin@demo.test');
    const id = await concessionIdOf('admin@demo.test');
    const logo = await sharp({
      create: { width: 300, height: 100, channels: 3, background: '#6b4f3a' },
    })
      .png()
      .toBuffer();
    const saved = await answer(
      await multipart(admin, 'PUT', `/api/concessions/${id}`, {
        name: 'Best Pairing Demo',
        phone: '514 555 0100',
        address: '1000, rue Sherbrooke Ouest',
        city: 'Montréal',
        postalCode: 'H3A 3G4',
        country: 'CA',
        state: 'QC',
        website: 'https://demo.example.com',
        language: 'fr',
        defaultAppLanguage: 'fr',
        logo: new File([new Uint8Array(logo)], 'logo.png', { type: 'image/png' }),
      }),
      '/api/concessions/{id}',
      'put',
    );
    const logoUrl = saved.logoUrl ?? '';
    expect(logoUrl).not.toBe('');

    for (const [browser, path, alt] of [
      [kiosk, '/client', 'Logo de Best Pairing Demo'],
      [kiosk, '/client?lang=en', 'Best Pairing Demo logo'],
      [service, '/service', 'Logo de Best Pairing Demo'],
    ] as const) {
      const shown = header(await (await browser.request(path)).text());
      expect(shown).toContain(`src="${logoUrl}"`);
      expect(shown).toContain(`alt="${alt}"`);
    }
    expect((await kiosk.request(logoUrl)).status).toBe(200);
  });
});
