import { describe, expect, it } from 'vitest';
import { completedClient } from '#tests/fixtures/client-flow.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import { answer } from '#tests/fixtures/api.ts';
import * as suite from '#tests/fixtures/suites/users.ts';

suite.setUp();

// Members with licences and the managers' dashboard (issue 14, docs/decisions/064-066).

const newAdvisor = (email: string) => ({
  email,
  role: 'seller',
  firstName: 'Camille',
  lastName: 'Roy',
});

/** The cells of each row of the table named by its caption, as text. */
const tableRows = (html: string, caption: string) => {
  const start = html.indexOf(caption);
  const table = html.slice(start, html.indexOf('</table>', start));
  return [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)]
    .map((row) =>
      [...(row[1] ?? '').matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) =>
        (cell[1] ?? '')
          .replace(/<[^>]+>/g, '')
          .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
          .replace(/&#x27;|&#39;/g, "'")
          .trim(),
      ),
    )
    .filter((cells) => cells.length > 0);
};

describe('members pages and dashboard access', () => {
  it('lets the owner open the members list and the dashboard; advisors are refused', async () => {
    const owner = await suite.as('owner@demo.test');
    const list = await owner.request('/admin/members?role=seller');
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('seller2@demo.test');
    expect(html).not.toContain('admin@demo.test</');
    expect((await owner.request('/owner')).status).toBe(200);
    const seller = await suite.as('seller2@demo.test');
    expect((await seller.request('/api/users')).status).toBe(403);
    const page = await seller.request('/admin/members');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/unauthorized');
    const anonymous = createClient(suite.runtime);
    expect((await anonymous.request('/admin/dashboard')).status).toBe(302);
  });

  it("answers 404 for another dealership's member, to their owner", async () => {
    const owner2 = await suite.as('owner2@demo.test');
    const seller2 = await suite.userIdOf('seller2@demo.test');
    expect((await owner2.request(`/admin/members/${seller2}`)).status).toBe(404);
    expect((await owner2.request(`/admin/members/${seller2}/edit`)).status).toBe(404);
    expect((await owner2.form(`/admin/members/${seller2}/delete`)).status).toBe(404);
    expect((await owner2.form(`/admin/members/${seller2}/reset-password`)).status).toBe(404);
    expect((await owner2.request(`/api/users/${seller2}`)).status).toBe(404);
    const own = await owner2.request('/admin/members');
    expect(await own.text()).not.toContain('seller2@demo.test');
  });

  it('shows the off-site alert and a CSV with the same numbers as the table', async () => {
    const owner2 = await suite.as('owner2@demo.test');
    const theirs = await (await owner2.request('/owner?lang=en')).text();
    expect(theirs).not.toContain('Seller Six');
    const admin = await suite.as('admin@demo.test');
    const page = await admin.request('/admin/dashboard?range=last90Days&lang=en');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-alert="offSite"');
    const table = tableRows(html, 'Numbers by advisor').slice(1);
    expect(table.length).toBeGreaterThan(1);
    const csv = await admin.request('/admin/dashboard/advisors.csv?range=last90Days&lang=en');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Advisor,Sold,Not sold,Closing rate (%),Be-backs,Came back,Be-back rate (%),Sales',
    );
    const fromCsv = lines
      .slice(1)
      .map((line) => line.split(',').map((cell) => (cell === '' ? '—' : cell)));
    const fromTable = table.map((cells) => cells.map((cell) => cell.replace(/\s?%$/, '')));
    expect(fromCsv).toEqual(fromTable);
  });
});

describe('licences', () => {
  it('gives each new advisor a free seat, then refuses one beyond the paid seats naming the limit', async () => {
    const admin = await suite.as('admin@demo.test');
    // The demo dealership pays for 9 advisor seats (5 included, 4 supplementary): 3 are free.
    const added = await admin.form('/admin/members/add', newAdvisor('camille@demo.test'));
    expect(added.status).toBe(303);
    for (const email of ['second@demo.test', 'third@demo.test']) {
      expect((await admin.json('POST', '/api/users', newAdvisor(email))).status).toBe(201);
    }
    const users = await answer(await admin.request('/api/users'), '/api/users', 'get');
    const licenceOf = (email: string) => users.find((user) => user.email === email)?.licence;
    expect(licenceOf('camille@demo.test')).toBe('supplementarySeller');
    expect(licenceOf('seller1@demo.test')).toBe('seller');
    expect(licenceOf('admin@demo.test')).toBe('admin');
    expect(licenceOf('owner@demo.test')).toBeNull();

    const refused = await admin.json('POST', '/api/users?lang=fr', newAdvisor('extra@demo.test'));
    expect(refused.status).toBe(409);
    expect(await suite.failure(refused)).toEqual({
      code: 'USERS.LICENCE_LIMIT',
      message:
        'Toutes les licences conseiller de votre concession sont attribuées (limite : 9). Le propriétaire peut en acheter d’autres dans Facturation pour ajouter un conseiller.',
    });
    const english = await admin.json('POST', '/api/users?lang=en', newAdvisor('extra@demo.test'));
    expect((await suite.failure(english)).message).toContain('(limit: 9)');
    const form = await admin.form('/admin/members/add', newAdvisor('extra@demo.test'));
    expect(form.status).toBe(409);
    // The page speaks the administrator's own language (decision 075).
    expect(await form.text()).toContain('(limite : 9)');
    const after = await answer(await admin.request('/api/users'), '/api/users', 'get');
    expect(suite.emails(after)).not.toContain('extra@demo.test');
  });

  it('frees the seat on delete, gives it to the next advisor, then refuses again', async () => {
    const admin = await suite.as('admin@demo.test');
    const seller6 = await suite.userIdOf('seller6@demo.test');
    const deleted = await admin.form(`/admin/members/${seller6}/delete`);
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/admin/members?flash=deleted');
    const added = await admin.json('POST', '/api/users', newAdvisor('fourth@demo.test'));
    expect(added.status).toBe(201);
    expect((await answer(added, '/api/users', 'post')).licence).toBe('supplementarySeller');
    const again = await admin.json('POST', '/api/users', newAdvisor('fifth@demo.test'));
    expect(again.status).toBe(409);
  });

  it('refuses to pair by hand an advisor without a licence or onboarding', async () => {
    const admin = await suite.as('admin@demo.test');
    const kiosk = await suite.as('kiosk@demo.test');
    const camille = await suite.userIdOf('camille@demo.test');
    const id = await completedClient(kiosk);
    const pair = (seller: string) => admin.json('PUT', `/api/clients/${id}/seller`, { seller });
    const notOnboarded = await pair(camille);
    expect(notOnboarded.status).toBe(409);
    expect(await suite.failure(notOnboarded)).toMatchObject({ code: 'SELLER.NOT_PAIRABLE' });
    // seller1 is onboarded; without a licence they are refused too.
    const seller1 = await suite.userIdOf('seller1@demo.test');
    await suite.database.db
      .updateTable('licences')
      .set({ userId: null, assignedAt: null })
      .where('userId', '=', seller1)
      .execute();
    expect((await pair(seller1)).status).toBe(409);
    const seller2 = await suite.userIdOf('seller2@demo.test');
    expect((await pair(seller2)).status).toBe(200);
  });

  it("changes a member's role through the API with its seat, or changes nothing", async () => {
    const owner = await suite.as('owner@demo.test');
    const camille = await suite.userIdOf('camille@demo.test');
    const put = (fields: Record<string, string>) =>
      suite.multipart(owner, 'PUT', `/api/users/${camille}?lang=en`, {
        ...suite.profile,
        ...fields,
      });
    // The one administrator seat is taken: nothing is saved, the names included.
    const refused = await put({ role: 'admin', firstName: 'Renamed' });
    expect(refused.status).toBe(409);
    expect(await suite.failure(refused)).toMatchObject({ code: 'USERS.LICENCE_LIMIT' });
    const kept = await answer(
      await owner.request(`/api/users/${camille}`),
      '/api/users/{id}',
      'get',
    );
    expect(kept).toMatchObject({ role: 'seller', firstName: 'Camille' });
    const raised = await put({ role: 'owner' });
    expect(raised.status).toBe(403);
    expect(await suite.failure(raised)).toMatchObject({ code: 'USERS.ROLE_NOT_ALLOWED' });
    // With an administrator seat free, the advisor becomes an administrator on it.
    const admin = await suite.userIdOf('admin@demo.test');
    await suite.database.db
      .updateTable('licences')
      .set({ userId: null, assignedAt: null })
      .where('userId', '=', admin)
      .execute();
    const moved = await put({ role: 'admin' });
    expect(moved.status).toBe(200);
    expect(await answer(moved, '/api/users/{id}', 'put')).toMatchObject({
      role: 'admin',
      licence: 'admin',
      firstName: suite.profile.firstName,
    });
  });
});
