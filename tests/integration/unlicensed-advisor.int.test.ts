import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import {
  clearFloor,
  completedClient,
  heartbeat,
  postForm,
  signedIn,
} from '#tests/fixtures/client-flow.ts';
import { test } from '#tests/fixtures/integration.ts';

/*
 * An advisor without a licence (docs/decisions/064): the kiosk never offers them, whatever their
 * heartbeat says, and their home page says why instead of "keep the app open".
 */
let runtime: Runtime;
type Browser = Awaited<ReturnType<typeof signedIn>>;
let kiosk: Browser;

test.beforeAll(async ({ runtime: given, loginAs }) => {
  runtime = given;
  kiosk = await loginAs('kiosk');
});

const post = (browser: Browser, path: string) => postForm(browser, path);

const takeLicence = (userId: string) =>
  runtime.database.db
    .updateTable('licences')
    .set({ userId: null, assignedAt: null })
    .where('userId', '=', userId)
    .execute();

describe('an advisor without a licence', () => {
  it('is left out by the kiosk and the matching, and told why on their home page', async () => {
    await clearFloor(runtime);
    const seller1 = await signedIn(runtime, 'seller1@demo.test');
    const seller4 = await signedIn(runtime, 'seller4@demo.test');
    await heartbeat(seller1);
    await heartbeat(seller4);

    // Licensed, both are offered: the test can fail.
    const before = await completedClient(kiosk);
    const end = `/client/questionnaire/endQuestionnaire?clientId=${before}`;
    expect((await post(kiosk, end)).headers.get('location')).toBe(
      `/client/choose-representative?clientId=${before}`,
    );
    const offered = await (
      await kiosk.request(`/client/choose-representative?clientId=${before}`)
    ).text();
    expect(offered).toContain('Élodie Bouchard');
    expect(offered).toContain('Karim Haddad');
    const home = await (await seller1.request('/seller')).text();
    expect(home).toContain('data-availability="available"');

    await takeLicence(seller1.id);
    await heartbeat(seller1);
    const clientId = await completedClient(kiosk);
    const choose = `/client/choose-representative?clientId=${clientId}`;
    expect(
      (
        await post(kiosk, `/client/questionnaire/endQuestionnaire?clientId=${clientId}`)
      ).headers.get('location'),
    ).toBe(choose);
    const page = await (await kiosk.request(choose)).text();
    expect(page).toContain('Karim Haddad');
    expect(page).not.toContain('Élodie Bouchard');
    const manual = await (
      await kiosk.request(
        `/client/choose-representative/manualSellerSelection?clientId=${clientId}`,
      )
    ).text();
    expect(manual).toContain('Karim Haddad');
    expect(manual).not.toContain('Élodie Bouchard');
    // Chosen anyway by a crafted post: refused, the buyer stays unpaired.
    const forced = await post(
      kiosk,
      `/client/choose-representative/${seller1.id}?clientId=${clientId}`,
    );
    expect(forced.headers.get('location')).not.toBe(
      `/client/choose-representative/${seller1.id}?clientId=${clientId}`,
    );
    const seller = await seller1.request(`/api/sellers/${seller1.id}`);
    expect(await seller.json()).toMatchObject({ data: { available: false } });

    const unlicensed = await (await seller1.request('/seller')).text();
    expect(unlicensed).toContain('data-availability="noLicence"');
    expect(unlicensed).toContain('Sans licence');
    expect(unlicensed).toContain('Aucune licence conseiller ne vous est attribuée');
    expect(unlicensed).not.toContain('data-availability="away"');
    const english = await (await seller1.request('/seller?lang=en')).text();
    expect(english).toContain('You hold no advisor licence');
  });
});
