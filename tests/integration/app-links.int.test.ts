import { describe, expect, it } from 'vitest';
import { createClient } from '#tests/fixtures/http-client.ts';
import { test } from '#tests/fixtures/integration.ts';
import * as suite from '#tests/fixtures/suites/users.ts';

/*
 * The SMS with the app's download links (issues 13 and 14, docs/decisions/097): sent by a manager
 * to a member and by an advisor to themself, at most 2 a day per phone, "No phone number found for
 * SMS" and "SMS daily limit reached (2)" answered to whoever asked, through the API and the pages.
 */
const APP_STORE = 'https://apps.apple.com/ca/app/best-pairing/id0000000001';
const GOOGLE_PLAY = 'https://play.google.com/store/apps/details?id=ca.bestpairing';
const DAY = 24 * 60 * 60 * 1000;
let later = 0;
test.override({
  env: { APP_STORE_URL: APP_STORE, GOOGLE_PLAY_URL: GOOGLE_PLAY },
  clock: { now: () => new Date(Date.now() + later) },
});
suite.setUp();

const send = async (email: string, member: string) => {
  const client = await suite.as(email);
  return client.json('POST', `/api/users/${await suite.userIdOf(member)}/app-links`);
};

const textsTo = (phone: string) =>
  suite.database.db
    .selectFrom('outboxMessages')
    .select(['toAddress', 'bodyText', 'template', 'language'])
    .where('channel', '=', 'sms')
    .where('toAddress', '=', phone)
    .where('template', '=', 'appDownloadLinks')
    .execute();

describe('POST /api/users/{id}/app-links', () => {
  it('texts the links to a member, twice a day, then refuses with the limit message', async () => {
    const first = await send('admin@demo.test', 'seller1@demo.test');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { to: '5145550111' } });
    const [text] = await textsTo('5145550111');
    expect(text?.bodyText).toBe(
      `Best Pairing : téléchargez l’app. iPhone : ${APP_STORE} Android : ${GOOGLE_PLAY}`,
    );
    // The owner asking counts against the same phone's quota.
    expect((await send('owner@demo.test', 'seller1@demo.test')).status).toBe(200);
    const third = await send('admin@demo.test', 'seller1@demo.test');
    expect(third.status).toBe(429);
    expect(await suite.failure(third)).toEqual({
      code: 'SMS.DAILY_LIMIT_REACHED',
      message: 'Limite quotidienne de textos atteinte (2).',
    });
    expect(await textsTo('5145550111')).toHaveLength(2);
  });

  it('answers the limit in English to an English-speaking caller', async () => {
    const seller5 = await suite.as('seller5@demo.test');
    const me = await suite.userIdOf('seller5@demo.test');
    expect(
      (await seller5.json('PUT', `/api/users/${me}/language`, { language: 'en' })).status,
    ).toBe(200);
    expect((await send('seller5@demo.test', 'seller5@demo.test')).status).toBe(200);
    expect((await send('seller5@demo.test', 'seller5@demo.test')).status).toBe(200);
    const refused = await send('seller5@demo.test', 'seller5@demo.test');
    expect(await suite.failure(refused)).toEqual({
      code: 'SMS.DAILY_LIMIT_REACHED',
      message: 'SMS daily limit reached (2).',
    });
    // In the member's language.
    expect((await textsTo('5145550115')).map((text) => text.language)).toEqual(['en', 'en']);
  });

  it('says no phone number was found, and queues nothing', async () => {
    await suite.database.db
      .updateTable('users')
      .set({ phone: null })
      .where('email', '=', 'seller6@demo.test')
      .execute();
    const refused = await send('admin@demo.test', 'seller6@demo.test');
    expect(refused.status).toBe(422);
    expect(await suite.failure(refused)).toEqual({
      code: 'SMS.NO_PHONE',
      message: 'Aucun numéro de téléphone trouvé pour le texto.',
    });
  });

  it("answers 404 for another dealership's member and for another advisor", async () => {
    expect((await send('owner2@demo.test', 'seller2@demo.test')).status).toBe(404);
    expect((await send('admin@demo.test', 'seller7@demo.test')).status).toBe(404);
    const other = await send('seller3@demo.test', 'seller4@demo.test');
    expect(other.status).toBe(404);
    expect((await suite.failure(other)).code).toBe('USERS.NOT_FOUND');
    // A kiosk has no app to install, and may not send it.
    expect((await send('admin@demo.test', 'kiosk@demo.test')).status).toBe(404);
    expect((await send('kiosk@demo.test', 'kiosk@demo.test')).status).toBe(403);
    expect(await textsTo('5145550112')).toEqual([]);
    expect(await textsTo('5145550114')).toEqual([]);
  });

  it('lets an advisor text the links to themself', async () => {
    const sent = await send('seller3@demo.test', 'seller3@demo.test');
    expect(sent.status).toBe(200);
    expect(await textsTo('5145550113')).toHaveLength(1);
  });

  it('counts a new day afresh', async () => {
    later = DAY;
    try {
      const admin = createClient(suite.runtime);
      await admin.signIn('admin@demo.test');
      const id = await suite.userIdOf('seller1@demo.test');
      expect((await admin.json('POST', `/api/users/${id}/app-links`)).status).toBe(200);
      expect(await textsTo('5145550111')).toHaveLength(3);
    } finally {
      later = 0;
    }
  });
});

describe('the page forms', () => {
  it('sends from the member page and shows the answer there', async () => {
    const owner = await suite.as('owner@demo.test');
    const id = await suite.userIdOf('seller2@demo.test');
    const page = await owner.request(`/admin/members/${id}`);
    const html = await page.text();
    expect(html).toContain('(514) 555-0112');
    expect(html).toContain(`action="/admin/members/${id}/app-links"`);
    const outcomes: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const post = await owner.form(`/admin/members/${id}/app-links`);
      expect(post.status).toBe(303);
      outcomes.push(post.headers.get('location') ?? '');
    }
    expect(outcomes).toEqual([
      `/admin/members/${id}?sms=sent#app-links`,
      `/admin/members/${id}?sms=sent#app-links`,
      `/admin/members/${id}?sms=dailyLimit#app-links`,
    ]);
    const refused = await (await owner.request(`/admin/members/${id}?sms=dailyLimit`)).text();
    expect(refused).toContain('Limite quotidienne de textos atteinte (2).');
    const noPhone = await (await owner.request(`/admin/members/${id}?sms=noPhone`)).text();
    expect(noPhone).toContain('Aucun numéro de téléphone trouvé pour le texto.');
  });

  it("answers 404 for another dealership's member, and an advisor sends from their home", async () => {
    const owner2 = await suite.as('owner2@demo.test');
    const seller4 = await suite.userIdOf('seller4@demo.test');
    expect((await owner2.form(`/admin/members/${seller4}/app-links`)).status).toBe(404);
    const advisor = await suite.as('seller4@demo.test');
    const home = await (await advisor.request('/seller')).text();
    expect(home).toContain('(514) 555-0114');
    const post = await advisor.form('/seller/app-links');
    expect(post.headers.get('location')).toBe('/seller?sms=sent#app-links');
    const shown = await (await advisor.request('/seller?sms=sent')).text();
    // seller4 reads English (the demo's English-speaking advisor).
    expect(shown).toContain('The app’s download links were sent by text message.');
    expect(await textsTo('5145550114')).toHaveLength(1);
  });

  it('refuses a form without its CSRF token', async () => {
    const admin = await suite.as('admin@demo.test');
    const id = await suite.userIdOf('seller2@demo.test');
    const forged = await admin.request(`/admin/members/${id}/app-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(forged.status).toBe(403);
  });
});
