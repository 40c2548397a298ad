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
 * "The advisor picks on the tablet" (docs/spec/product-spec.md section 3, seller choice modes):
 * once the buyer is done, the kiosk lists the advisors who can take them and the one who comes
 * taps their name; nobody there, the buyer goes to the waiting room.
 */
let runtime: Runtime;
type Browser = Awaited<ReturnType<typeof signedIn>>;
let kiosk: Browser;

test.beforeAll(async ({ runtime: given, loginAs }) => {
  runtime = given;
  kiosk = await loginAs('kiosk');
  await runtime.database.db
    .updateTable('concessions')
    .set({ sellerChoiceMode: 'advisorPicks' })
    .where('id', '=', kiosk.concession ?? '')
    .execute();
});

const post = (path: string, fields: [string, string][] = []) => postForm(kiosk, path, fields);

const endOf = (id: string) => `/client/questionnaire/endQuestionnaire?clientId=${id}`;

describe('the advisor-picks tablet screen', () => {
  it('lists the available advisors; the one who taps their name takes the buyer', async () => {
    await clearFloor(runtime);
    const seller1 = await signedIn(runtime, 'seller1@demo.test');
    const seller4 = await signedIn(runtime, 'seller4@demo.test');
    await heartbeat(seller1);
    await heartbeat(seller4);
    const id = await completedClient(kiosk);

    const picks = `/client/choose-representative/advisor-picks?clientId=${id}`;
    expect((await post(endOf(id))).headers.get('location')).toBe(picks);
    const page = await kiosk.request(picks);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Un conseiller va vous accueillir');
    expect(html).toContain('Je m’en occupe (Élodie Bouchard)');
    expect(html).toContain('Je m’en occupe (Karim Haddad)');
    expect(html).toContain(`action="/client/choose-representative/${seller4.id}?clientId=${id}"`);
    const english = await (await kiosk.request(`${picks}&lang=en`)).text();
    expect(english).toContain('I’ll take it (Karim Haddad)');
    // The kiosk keeps a buyer's language switch on the device: back to French.
    await kiosk.request(`${picks}&lang=fr`);

    const taken = await post(`/client/choose-representative/${seller4.id}?clientId=${id}`);
    expect(taken.headers.get('location')).toBe(
      `/client/choose-representative/${seller4.id}?clientId=${id}`,
    );
    expect(await (await kiosk.request(taken.headers.get('location') ?? '')).text()).toContain(
      'Karim Haddad viendra vous rencontrer',
    );
    expect(await clientRecord(seller4, id)).toMatchObject({
      status: 'waitingRoom',
      seller: { id: seller4.id },
      selectionMode: 'advisorPicks',
    });
    // The screen is for a buyer still to be taken.
    expect((await kiosk.request(picks)).headers.get('location')).toBe(
      `/client/choose-representative/${seller4.id}?clientId=${id}`,
    );
  });

  it('sends the buyer to the waiting room when asked, or when nobody can take them', async () => {
    await clearFloor(runtime);
    const seller1 = await signedIn(runtime, 'seller1@demo.test');
    await heartbeat(seller1);
    const asked = await completedClient(kiosk);
    const noRep = (id: string) => `/client/choose-representative/no-rep?clientId=${id}`;
    expect((await post(endOf(asked), [['waitingRoom', 'yes']])).headers.get('location')).toBe(
      noRep(asked),
    );
    expect(await (await kiosk.request(noRep(asked))).text()).toContain(
      'Un conseiller viendra vous rencontrer',
    );
    expect(await clientRecord(seller1, asked)).toMatchObject({
      status: 'waitingRoom',
      seller: null,
      selectionMode: 'advisorPicks',
    });

    await clearFloor(runtime);
    const alone = await completedClient(kiosk);
    expect((await post(endOf(alone))).headers.get('location')).toBe(noRep(alone));
    expect(
      (await kiosk.request(`/client/choose-representative/advisor-picks?clientId=${alone}`)).status,
    ).toBe(302);
  });
});
