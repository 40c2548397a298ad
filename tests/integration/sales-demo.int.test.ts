import { describe, expect, it } from 'vitest';
import { SALES_DEMO_ACCOUNTS } from '#domain/demo/sales-demo.ts';
import type { Runtime } from '#composition/index.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import { test } from '#tests/fixtures/integration.ts';

/* The bpm's sales demonstration (docs/decisions/087): prepared and reset on demand, apart. */

let runtime: Runtime;
test.beforeAll(({ runtime: given }) => {
  runtime = given;
});
const db = () => runtime.database.db;

/** Every client, by dealership, with its status and its history's length. */
const snapshot = async () =>
  db()
    .selectFrom('clients as c')
    .select((eb) => [
      'c.id',
      'c.concessionId',
      'c.status',
      eb
        .selectFrom('clientStatusChanges as h')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('h.clientId', '=', 'c.id')
        .as('changes'),
    ])
    .orderBy('c.id')
    .execute();

const showroom = () =>
  db().selectFrom('concessions').select(['id', 'isDemo']).where('isDemo', '=', true).execute();

const asBpm = async () => {
  const client = createClient(runtime);
  await client.signIn('bpm@demo.test');
  return client;
};

describe('the sales demo', () => {
  it('is not there before it is prepared; the seeded dealerships are real ones', async () => {
    expect(await showroom()).toEqual([]);
    const page = await (await asBpm()).request('/bpm/demo');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-demo-state="none"');
  });

  it('reset creates the showroom once, replaces only its clients, and is idempotent', async () => {
    const bpm = await asBpm();
    const before = await snapshot();
    const first = await bpm.form('/bpm/demo/reset');
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/bpm/demo?reset=1');
    const [room, ...others] = await showroom();
    expect(others).toEqual([]);
    if (!room) throw new Error('no showroom');
    const afterFirst = await snapshot();
    // Every client of a real dealership is exactly as it was.
    expect(afterFirst.filter((row) => row.concessionId !== room.id)).toEqual(before);
    const demoClients = afterFirst.filter((row) => row.concessionId === room.id);
    expect(demoClients.length).toBeGreaterThan(10);

    // A visit the demonstration added meanwhile goes away at the next reset.
    await db()
      .updateTable('clients')
      .set({ firstName: 'Changed during the demo' })
      .where('concessionId', '=', room.id)
      .execute();
    expect((await bpm.form('/bpm/demo/reset')).status).toBe(303);
    const afterSecond = await snapshot();
    expect(afterSecond.filter((row) => row.concessionId !== room.id)).toEqual(before);
    const again = afterSecond.filter((row) => row.concessionId === room.id);
    expect(again.length).toBe(demoClients.length);
    // The same four weeks of visits, planned for the reset's time.
    const shape = (rows: typeof again) =>
      rows.map(({ status, changes }) => `${status}:${changes}`).sort();
    expect(shape(again)).toEqual(shape(demoClients));
    const changed = await db()
      .selectFrom('clients')
      .select('id')
      .where('firstName', '=', 'Changed during the demo')
      .execute();
    expect(changed).toEqual([]);
    expect(await showroom()).toHaveLength(1);
    // Its accounts belong to it alone; nobody knows their password.
    const accounts = await db()
      .selectFrom('users')
      .select(['email', 'concessionId'])
      .where('concessionId', '=', room.id)
      .execute();
    expect(accounts.map((row) => row.email).sort()).toEqual(
      [SALES_DEMO_ACCOUNTS.kiosk, ...SALES_DEMO_ACCOUNTS.advisors].sort(),
    );
    const refused = await createClient(runtime).api.POST('/api/auth/callback/credentials', {
      body: { email: SALES_DEMO_ACCOUNTS.advisors[0], password: 'Demo1234' },
    });
    expect(refused.data).toBeUndefined();
  });

  it('is left out of the PR admin home, the bpm home and the dealerships list', async () => {
    const [room] = await showroom();
    if (!room) throw new Error('no showroom');
    const admin = createClient(runtime);
    await admin.signIn('pradmin@demo.test');
    expect(await (await admin.request('/pr-admin')).text()).not.toContain('Démonstration');
    expect(await (await (await asBpm()).request('/bpm')).text()).not.toContain(room.id);
    const listed = await (await admin.request('/api/concessions?pageSize=100')).json();
    expect(JSON.stringify(listed)).toContain('Best Pairing Demo');
    expect(JSON.stringify(listed)).not.toContain(room.id);
    expect(await (await admin.request('/pr-admin/concessions')).text()).not.toContain(room.id);
  });

  it('opens the kiosk and the advisor view in the browser of the bpm who asks', async () => {
    const bpm = await asBpm();
    const kiosk = await bpm.form('/bpm/demo/open', { view: 'kiosk' });
    expect(kiosk.status).toBe(303);
    expect(kiosk.headers.get('location')).toBe('/client');
    const session = await bpm.request('/api/auth/session');
    expect(await session.json()).toMatchObject({ user: { email: SALES_DEMO_ACCOUNTS.kiosk } });

    const advisor = await asBpm();
    const opened = await advisor.form('/bpm/demo/open', { view: 'advisor' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/seller');
  });

  it('is the bpm’s alone: other roles cannot reset or open it', async () => {
    const owner = createClient(runtime);
    await owner.signIn('owner@demo.test');
    const reset = await owner.form('/bpm/demo/reset');
    expect(reset.status).toBe(302);
    expect(reset.headers.get('location')).toBe('/unauthorized');
    const open = await owner.form('/bpm/demo/open', { view: 'kiosk' });
    expect(open.headers.get('location')).toBe('/unauthorized');
  });
});
