import { sql } from 'kysely';
import { clearFloor } from '#tests/fixtures/client-flow.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import { DEMO_ACCOUNTS, expect, expectAccessible, ok, signInWithForm, test } from './fixtures.ts';
import { completedClient as completedClientAt } from './api-clients.ts';
import { startServerWithClock } from './clock-server.ts';
import { sendHeartbeat } from './kiosk-journey.ts';

/*
 * The kiosk's advisor choices (issue 13): an advisor whose sale expired is offered to no buyer
 * (decision 060), and "the advisor picks on the tablet" (decision 090) lists those who can take
 * the buyer. Both change the floor's data and a dealership setting, so they run on a server of
 * their own.
 */
type Server = Awaited<ReturnType<typeof startServerWithClock>>;
let server: Server;

test.beforeAll(async () => {
  server = await startServerWithClock();
  // The demo's history leaves advisors with buyers on the floor: none here.
  await clearFloor(server.runtime);
});
test.afterAll(async () => {
  await server.close();
});

/** A demo account's API session on the clock's server, and its user id. */
const session = async (email: string) => {
  const client = createClient(server.runtime, { origin: server.origin });
  await client.signIn(email);
  const { data } = await client.api.GET('/api/auth/session');
  const user = data && 'user' in data ? data.user : undefined;
  return { ...client, id: user?.id ?? '', concession: user?.concession ?? '' };
};

const heartbeat = (email: string) => sendHeartbeat(server.baseURL, email);

/** A buyer whose kiosk questionnaire is complete, made through the kiosk's API on this server. */
const completedClient = () => completedClientAt(server.baseURL);

test.describe.serial('the kiosk’s advisor choices', () => {
  test('an advisor whose sale expired is not offered to the next buyer', async ({ browser }) => {
    test.setTimeout(240_000);
    // Élodie (seller1) took a buyer from the waiting room five hours ago: her hold is over.
    const first = await completedClient();
    await ok(
      first.api.POST('/api/clients/{id}/seller', {
        params: { path: { id: first.id } },
        body: { seller: null },
      }),
    );
    const elodie = await session(DEMO_ACCOUNTS.seller);
    await ok(elodie.api.POST('/api/clients/{id}/accept', { params: { path: { id: first.id } } }));
    await first.dispose();
    await sql`update clients set accepted_at = now() - interval '5 hours',
      hold_expires_at = now() - interval '1 hour' where id = ${first.id}`.execute(
      server.runtime.database.db,
    );
    await heartbeat(DEMO_ACCOUNTS.seller);
    await heartbeat('seller2@demo.test');

    // The next buyer is offered Marc-André (seller2), never Élodie, though both keep the app open.
    const next = await completedClient();
    await next.dispose();
    const context = await browser.newContext({ locale: 'fr-CA', baseURL: server.baseURL });
    const kiosk = await context.newPage();
    await signInWithForm(kiosk, DEMO_ACCOUNTS.client);
    await kiosk.goto(`/client/questionnaire/endQuestionnaire?clientId=${next.id}`);
    await kiosk.getByRole('button', { name: 'Rencontrer mon conseiller' }).click();
    await expect(
      kiosk.getByRole('heading', { level: 1, name: 'Choisissez votre conseiller' }),
    ).toBeVisible();
    await expect(kiosk.getByText('Marc-André Gauthier').first()).toBeVisible();
    await expect(kiosk.getByText('Élodie Bouchard')).toHaveCount(0);
    await expectAccessible(kiosk);
    await context.close();
  });

  test('the advisor picks on the tablet: the one who taps their name takes the buyer', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const kioskUser = await session(DEMO_ACCOUNTS.client);
    await server.runtime.database.db
      .updateTable('concessions')
      .set({ sellerChoiceMode: 'advisorPicks' })
      .where('id', '=', kioskUser.concession)
      .execute();
    await heartbeat('seller2@demo.test');
    await heartbeat('seller4@demo.test');
    const buyer = await completedClient();
    await buyer.dispose();

    const context = await browser.newContext({ locale: 'fr-CA', baseURL: server.baseURL });
    const kiosk = await context.newPage();
    await signInWithForm(kiosk, DEMO_ACCOUNTS.client);
    await kiosk.goto(`/client/questionnaire/endQuestionnaire?clientId=${buyer.id}`);
    await kiosk.getByRole('button', { name: 'Rencontrer mon conseiller' }).click();
    await expect(kiosk).toHaveURL(/\/client\/choose-representative\/advisor-picks\?/);
    await expect(
      kiosk.getByRole('heading', { level: 1, name: 'Un conseiller va vous accueillir' }),
    ).toBeVisible();
    // Those who can take the buyer: the two advisors with the app open, not Élodie (sale expired).
    const picks = kiosk.locator('[data-advisor-picks]');
    await expect(
      picks.getByRole('button', { name: 'Je m’en occupe (Karim Haddad)' }),
    ).toBeVisible();
    await expect(
      picks.getByRole('button', { name: 'Je m’en occupe (Marc-André Gauthier)' }),
    ).toBeVisible();
    await expect(picks.getByText('Élodie Bouchard')).toHaveCount(0);
    await expectAccessible(kiosk);

    await picks.getByRole('button', { name: 'Je m’en occupe (Karim Haddad)' }).click();
    await expect(kiosk.getByText('Karim Haddad viendra vous rencontrer')).toBeVisible();
    const karim = await session('seller4@demo.test');
    const { data: record } = await karim.api.GET('/api/clients/{id}', {
      params: { path: { id: buyer.id } },
    });
    expect(record?.data).toMatchObject({
      status: 'waitingRoom',
      seller: { id: karim.id },
      selectionMode: 'advisorPicks',
    });
    await context.close();
  });
});
