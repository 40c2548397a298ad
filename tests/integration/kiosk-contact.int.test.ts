import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import {
  clearFloor,
  clientRecord,
  completedClient,
  heartbeat,
  postForm,
  signedIn,
} from '#tests/fixtures/client-flow.ts';
import { test } from '#tests/fixtures/integration.ts';

/*
 * The kiosk's last screen asks the buyer's first name and, optionally, a phone with their consent
 * to be contacted (issue 13): the advisor greets them by name instead of "Client arrivé à 06:49".
 */
let runtime: Runtime;
type Browser = Awaited<ReturnType<typeof signedIn>>;
let kiosk: Browser;

test.beforeAll(async ({ runtime: given, loginAs }) => {
  runtime = given;
  kiosk = await loginAs('kiosk');
});

const post = (path: string, fields: [string, string][] = []) => postForm(kiosk, path, fields);

describe('the buyer’s first name and consent', () => {
  it('refuses a phone without consent and a bad name at once, then keeps both', async () => {
    await clearFloor(runtime);
    const seller1 = await signedIn(runtime, 'seller1@demo.test');
    await heartbeat(seller1);
    const id = await completedClient(kiosk);
    const end = `/client/questionnaire/endQuestionnaire?clientId=${id}`;
    const page = await (await kiosk.request(end)).text();
    expect(page).toContain('Faisons connaissance (facultatif)');
    expect(page).toContain('name="firstName"');
    expect(page).toContain('name="consent"');

    const refused = await post(end, [
      ['firstName', 'R2D2'],
      ['phone', '514 555 0123'],
    ]);
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('Entrez un prénom d’au plus 50 lettres, sans chiffres.');
    expect(html).toContain('Cochez cette case pour nous laisser votre numéro, ou effacez-le.');
    expect(html).toContain('value="514 555 0123"');
    expect(await clientRecord(kiosk, id)).toMatchObject({ firstName: null, phone: null });

    const kept = await post(end, [
      ['firstName', ' Marie '],
      ['phone', '514 555 0123'],
      ['consent', 'yes'],
    ]);
    expect(kept.status).toBe(303);
    expect(await clientRecord(kiosk, id)).toMatchObject({
      firstName: 'Marie',
      phone: '5145550123',
    });
    const row = await runtime.database.db
      .selectFrom('clients')
      .select('contactConsentAt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.contactConsentAt).not.toBeNull();

    // The advisor greets her by name and sees the number she agreed to be called at.
    await post(`/client/choose-representative/${seller1.id}?clientId=${id}`, []);
    expect((await seller1.json('POST', `/api/clients/${id}/accept`)).status).toBe(200);
    const record = await (await seller1.request(`/seller/client/${id}`)).text();
    expect(record).toContain('Marie');
    expect(record).toContain('href="tel:+15145550123"');
    expect(record).toContain('(514) 555-0123');
  });

  it('asks nothing of a buyer who gives nothing', async () => {
    const id = await completedClient(kiosk);
    const end = `/client/questionnaire/endQuestionnaire?clientId=${id}`;
    expect((await post(end, [['phone', '']])).status).toBe(303);
    expect(await clientRecord(kiosk, id)).toMatchObject({ firstName: null, phone: null });
  });
});
