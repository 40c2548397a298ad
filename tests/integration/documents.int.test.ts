import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import { test } from '#tests/fixtures/integration.ts';
import { failure, oneSignedInClientPerAccount } from '#tests/fixtures/api.ts';
import { createClient } from '#tests/fixtures/http-client.ts';

/* Contract and privacy policy versions (decision 083): the PR admin publishes, signers sign again. */

let runtime: Runtime;
test.beforeAll(({ runtime: given }) => {
  runtime = given;
});
const as = oneSignedInClientPerAccount(() => runtime);
const PAGE = '/pr-admin/settings/plans-and-contracts';

describe('contract versions', () => {
  it('are published by the PR admin only', async () => {
    const owner = await as('owner@demo.test');
    const refused = await owner.json('POST', '/api/documents/contract/versions', {
      bodyFr: 'Texte',
      bodyEn: 'Text',
    });
    expect(refused.status).toBe(403);
    expect((await owner.request('/api/documents')).status).toBe(403);

    const admin = await as('pradmin@demo.test');
    const empty = await admin.json('POST', '/api/documents/contract/versions', {
      bodyFr: ' ',
      bodyEn: 'Text',
    });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await failure(empty))).toContain('Entrez le texte');
    const unknown = await admin.json('POST', '/api/documents/terms/versions', {
      bodyFr: 'a',
      bodyEn: 'b',
    });
    expect(unknown.status).toBe(400);
  });

  it('makes every signer sign the new version at their next request, and only them', async () => {
    // Signed in before the publication: the session carries on, the guard reads the new version.
    const owner = createClient(runtime);
    expect(await owner.signIn('owner@demo.test')).toBe('/owner');
    const admin = await as('pradmin@demo.test');

    const published = await admin.json('POST', '/api/documents/contract/versions', {
      bodyFr: '## 1. Objet\nNouvelle version du contrat.',
      bodyEn: '## 1. Purpose\nNew version of the agreement.',
    });
    expect(published.status).toBe(201);
    const { data } = (await published.json()) as { data: { version: number; kind: string } };
    expect(data).toMatchObject({ kind: 'contract', version: 2 });

    const listed = await admin.request('/api/documents');
    expect(await listed.json()).toMatchObject({
      data: [
        { kind: 'contract', latest: { version: 2 } },
        { kind: 'privacyPolicy', latest: { version: 1 } },
      ],
    });

    const home = await owner.request('/owner');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/owner/sign-contract');
    const signPage = await (await owner.request('/owner/sign-contract')).text();
    expect(signPage).toContain('Nouvelle version du contrat.');
    const signed = await owner.form('/owner/sign-contract', { accept: 'yes' });
    expect(signed.status).toBe(303);
    expect((await owner.request('/owner')).status).toBe(200);
    const version = await runtime.database.db
      .selectFrom('users')
      .innerJoin('contractVersions as v', 'v.id', 'users.signedContractVersionId')
      .select('v.version')
      .where('users.email', '=', 'owner@demo.test')
      .executeTakeFirstOrThrow();
    expect(version.version).toBe(2);

    // The privacy policy did not change: the administrator goes on as before.
    const administrator = createClient(runtime);
    expect(await administrator.signIn('admin@demo.test')).toBe('/admin');
    // A new sign-in of another signer lands on the contract page.
    const seller = createClient(runtime);
    expect(await seller.signIn('seller2@demo.test')).toBe('/seller/sign-contract');
  });

  it('are published from the page without JavaScript, the typed text kept after a refusal', async () => {
    const admin = await as('pradmin@demo.test');
    const page = await (await admin.request(PAGE)).text();
    expect(page).toContain('Publier la version 2');
    expect(page).toContain('1. Information collected');

    const refused = await admin.form(`${PAGE}/privacyPolicy`, { bodyFr: 'Politique', bodyEn: '' });
    expect(refused.status).toBe(422);
    const again = await refused.text();
    expect(again).toContain('Entrez le texte');
    expect(again).toContain('>Politique</textarea>');

    const posted = await admin.form(`${PAGE}/privacyPolicy`, {
      bodyFr: 'Politique v2',
      bodyEn: 'Policy v2',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${PAGE}?published=2`);
    const shown = await (await admin.request(`${PAGE}?published=2`)).text();
    expect(shown).toContain('La version 2 est publiée');
  });
});
