import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import { test } from '#tests/fixtures/integration.ts';
import { failure, oneSignedInClientPerAccount } from '#tests/fixtures/api.ts';

/*
 * A blocked dealership (docs/decisions/067-blocked-dealership.md): each state not active-like sends
 * its advisors to the blocked page with the spec's message, and answers their API reads and writes
 * 403 with the same message; the owner is sent to the page that fixes it.
 */

let runtime: Runtime;
test.beforeAll(({ runtime: given }) => {
  runtime = given;
});
const as = oneSignedInClientPerAccount(() => runtime);

type Status = 'neverCreated' | 'pending_set_up' | 'incomplete' | 'inactive' | 'cancelled';

const setStatus = async (status: Status | 'active' | null) => {
  const { id } = await runtime.database.db
    .selectFrom('users')
    .select('concessionId as id')
    .where('concessionId', 'is not', null)
    .where('email', '=', 'owner@demo.test')
    .executeTakeFirstOrThrow();
  if (status === null) {
    await runtime.database.db
      .deleteFrom('subscriptions')
      .where('concessionId', '=', id ?? '')
      .execute();
  } else {
    await runtime.database.db
      .updateTable('subscriptions')
      .set({ status })
      .where('concessionId', '=', id ?? '')
      .execute();
  }
};

const CASES = [
  {
    status: 'neverCreated',
    code: 'SUBSCRIPTION_NOT_ACTIVATED',
    en: 'not yet activated: the owner must activate it',
  },
  {
    status: 'pending_set_up',
    code: 'SUBSCRIPTION_NOT_ACTIVATED',
    en: 'not yet activated: the owner must activate it',
  },
  {
    status: 'incomplete',
    code: 'SUBSCRIPTION_NOT_ACTIVATED',
    en: 'not yet activated: the owner must activate it',
  },
  { status: 'inactive', code: 'SUBSCRIPTION_INACTIVE', en: 'inactive: the owner must renew it' },
  {
    status: 'cancelled',
    code: 'SUBSCRIPTION_CANCELLED',
    en: 'cancelled: the owner must reactivate it',
  },
] as const;

describe('a blocked dealership', () => {
  for (const { status, code, en } of CASES) {
    it(`${status}: the advisor's pages and API calls say "${en}"`, async () => {
      await setStatus(status);
      const seller = await as('seller1@demo.test');
      const home = await seller.request('/seller?lang=en');
      expect(home.status).toBe(302);
      expect(home.headers.get('location')).toBe('/seller/subscription-required');
      const page = await seller.request('/seller/subscription-required?lang=en');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`data-blocked=`);
      expect(html).toContain(en);

      // A read as much as a write: 403 with the same message.
      const read = await seller.request('/api/clients?lang=en');
      expect(read.status).toBe(403);
      const body = await failure(read);
      expect(body.code).toBe(code);
      expect(body.message).toContain(en);
      const write = await seller.json('POST', '/api/clients', { language: 'fr' });
      expect(write.status).toBe(403);
      expect((await failure(write)).code).toBe(code);
    });
  }

  it('a dealership with no subscription row at all is "not yet activated"', async () => {
    await setStatus(null);
    const admin = await as('admin@demo.test');
    const read = await admin.request('/api/clients');
    expect(read.status).toBe(403);
    expect((await failure(read)).code).toBe('SUBSCRIPTION_NOT_ACTIVATED');
    const page = await admin.request('/admin/dashboard');
    expect(page.headers.get('location')).toBe('/admin/subscription-required');
    await setStatus('neverCreated');
    await runtime.database.db
      .insertInto('subscriptions')
      .columns(['concessionId'])
      .expression((eb) =>
        eb.selectFrom('users').select('concessionId').where('email', '=', 'owner@demo.test'),
      )
      .execute();
  });

  it('sends the owner to the page that fixes it: checkout, or set-up pending', async () => {
    const owner = await as('owner@demo.test');
    for (const status of ['neverCreated', 'incomplete', 'inactive', 'cancelled'] as const) {
      await setStatus(status);
      const page = await owner.request('/owner/dashboard');
      expect(page.headers.get('location'), status).toBe('/owner/checkout');
    }
    await setStatus('pending_set_up');
    expect((await owner.request('/owner')).headers.get('location')).toBe('/owner/pending-payment');
  });

  it('active: the blocked and subscription pages lead home, and calls answer', async () => {
    await setStatus('active');
    const seller = await as('seller1@demo.test');
    const blocked = await seller.request('/seller/subscription-required');
    expect(blocked.headers.get('location')).toBe('/seller');
    expect((await seller.request('/api/clients')).status).toBe(200);
    const owner = await as('owner@demo.test');
    for (const path of ['/owner/checkout', '/owner/pending-payment']) {
      expect((await owner.request(path)).headers.get('location'), path).toBe('/owner');
    }
  });
});
