import { describe, expect, it } from 'vitest';
import * as suite from '#tests/fixtures/suites/users.ts';

suite.setUp();

/*
 * The platform's dealership pages without JavaScript (issue 16, docs/decisions/077): the lists'
 * filters, the bpm's add form and its refusals, the PR admin's delete, and who opens what.
 */

const manufacturerIdOf = async (name: string) =>
  (
    await suite.database.db
      .selectFrom('manufacturers')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

describe('platform dealership pages', () => {
  it('filters the PR admin’s list by name and make; the bpm’s list and add page are its own', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const searched = await (await admin.request('/pr-admin/concessions?q=laval&lang=fr')).text();
    expect(searched).toContain('Best Pairing Laval');
    expect(searched).not.toContain('Best Pairing Demo Québec');
    expect(searched).not.toContain('/pr-admin/concessions/add');
    const kia = await manufacturerIdOf('Kia');
    const byMake = await (await admin.request(`/pr-admin/concessions?manufacturer=${kia}`)).text();
    expect(byMake).toContain('Best Pairing Demo Québec');
    expect(byMake).not.toContain('Best Pairing Laval');
    expect((await admin.request('/bpm/concessions')).status).toBe(302);
    const owner = await suite.as('owner@demo.test');
    const refused = await owner.request('/pr-admin/concessions');
    expect(refused.headers.get('location')).toBe('/unauthorized');
  });

  it('sends the add form back with its messages, then creates and opens the dealership', async () => {
    const bpm = await suite.as('bpm@demo.test');
    const form = await (await bpm.request('/bpm/concessions/add')).text();
    const territory = /<option value="([0-9a-f-]{36})"/.exec(form)?.[1] ?? '';
    expect(territory).not.toBe('');
    const refused = await bpm.form('/bpm/concessions/add?lang=en', {
      name: '',
      language: 'en',
      territory,
      ownerEmail: 'pages.owner@example.test',
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('Enter the dealership name (at most 120 characters).');
    expect(html).toContain('Choose at least one manufacturer.');
    expect(html).toContain('value="pages.owner@example.test"');

    const body = new URLSearchParams({
      name: 'Concession des pages',
      language: 'fr',
      territory,
      ownerEmail: 'pages.owner@example.test',
      csrfToken: await bpm.csrfToken(),
    });
    body.append('manufacturers', await manufacturerIdOf('Mazda'));
    body.append('manufacturers', await manufacturerIdOf('Kia'));
    const created = await bpm.request('/bpm/concessions/add', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    expect(created.status).toBe(303);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/bpm\/concessions\/[0-9a-f-]{36}\?flash=added$/);
    const page = await (await bpm.request(`${location}&lang=fr`)).text();
    expect(page).toContain('Concession des pages');
    expect(page).toContain('Kia, Mazda');
    expect(page).toContain('data-subscription="neverCreated"');
    expect(page).not.toContain('Supprimer la concession');

    const taken = await bpm.form('/bpm/concessions/add?lang=fr', {
      name: 'Encore',
      language: 'fr',
      territory,
      ownerEmail: 'pages.owner@example.test',
      manufacturers: await manufacturerIdOf('Kia'),
    });
    expect(taken.status).toBe(409);
  });

  it('lets the PR admin delete a dealership from its page; it leaves the list', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const id = await suite.concessionIdOf('owner3@demo.test');
    const page = await (await admin.request(`/pr-admin/concessions/${id}?lang=fr`)).text();
    expect(page).toContain('Supprimer la concession');
    const bpm = await suite.as('bpm@demo.test');
    expect((await bpm.form(`/pr-admin/concessions/${id}/delete`)).status).toBe(302);
    const deleted = await admin.form(`/pr-admin/concessions/${id}/delete`);
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/pr-admin/concessions?flash=deleted');
    const list = await (await admin.request('/pr-admin/concessions?flash=deleted&lang=fr')).text();
    expect(list).toContain('Concession supprimée.');
    expect(list).not.toContain('Best Pairing Laval');
    expect((await admin.request(`/pr-admin/concessions/${id}`)).status).toBe(404);
    expect((await admin.request(`/pr-admin/concessions/${id}/edit`)).status).toBe(404);
  });
});
