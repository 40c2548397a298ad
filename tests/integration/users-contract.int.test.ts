import { describe, expect, it } from 'vitest';
import { ok, sessionUser } from '#tests/fixtures/api.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import * as suite from '#tests/fixtures/suites/users.ts';

suite.setUp();

describe('signing the contract and the privacy policy', () => {
  /** A member created by a manager, who has just created their password. */
  const newcomer = async (email: string, role: 'seller' | 'admin') => {
    const owner = await suite.as('owner@demo.test');
    const { id } = await ok(
      owner.api.POST('/api/users', {
        body: { email, role, firstName: 'Nouvelle', lastName: 'Recrue' },
      }),
    );
    await suite.giveDemoPassword(email);
    const client = createClient(suite.runtime);
    const destination = await client.signIn(email);
    return { client, destination, id };
  };

  it('shows the published contract and moves an advisor on to the personality test', async () => {
    const { client, destination } = await newcomer('recrue.conseil@demo.test', 'seller');
    expect(destination).toBe('/seller/sign-contract');
    const page = await client.request('/seller/sign-contract');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('1. Objet');
    expect(html).toContain('J’ai lu et j’accepte ce document');
    expect(html).toContain('name="csrfToken"');
    expect(html).toContain('type="checkbox"');
    expect(html).not.toContain('<script');

    const token = await client.csrfToken();
    const post = (body: Record<string, string>) =>
      client.request('/seller/sign-contract', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body).toString(),
      });
    const unticked = await post({ csrfToken: token });
    expect(unticked.status).toBe(422);
    expect(await unticked.text()).toContain(
      'Cochez la case pour confirmer que vous acceptez le document.',
    );
    const forged = await post({ accept: 'yes' });
    expect(forged.status).toBe(403);

    const accepted = await post({ csrfToken: token, accept: 'yes' });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/seller/questionnaire');
    // Done: the guard now sends the advisor to their next step instead.
    const again = await client.request('/seller/sign-contract');
    expect(again.headers.get('location')).toBe('/seller/questionnaire');
  });

  it('shows the privacy policy to an administrator in English, then the home page', async () => {
    // The demo's one administrator seat is taken: the dealership bought a second (decision 064).
    await suite.database.db
      .insertInto('licences')
      .values({ concessionId: await suite.concessionIdOf('owner@demo.test'), kind: 'admin' })
      .execute();
    const { client, destination } = await newcomer('recrue.admin@demo.test', 'admin');
    expect(destination).toBe('/admin/sign-privacy-policy');
    const page = await client.request('/admin/sign-privacy-policy?lang=en');
    expect(await page.text()).toContain('1. Information collected');
    const accepted = await client.request('/admin/sign-privacy-policy', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken: await client.csrfToken(), accept: 'yes' }).toString(),
    });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/admin');
    const stored = await suite.database.db
      .selectFrom('users')
      .innerJoin('contractVersions', 'contractVersions.id', 'users.signedPrivacyPolicyVersionId')
      .select(['contractVersions.kind', 'contractVersions.version'])
      .where('users.email', '=', 'recrue.admin@demo.test')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ kind: 'privacyPolicy', version: 1 });
  });

  it('signs through the API during onboarding, which refuses other writes meanwhile', async () => {
    const { client, id } = await newcomer('recrue.api@demo.test', 'seller');
    const blocked = await suite.multipart(client, 'PUT', `/api/users/${id}`, { ...suite.profile });
    expect(blocked.status).toBe(403);
    expect(await suite.failure(blocked)).toMatchObject({ code: 'onboarding_required' });

    const path = { id };
    const wrongKind = await client.api.PUT('/api/users/{id}/contract', {
      params: { path },
      body: { kind: 'privacyPolicy' },
    });
    expect(wrongKind.response.status).toBe(422);
    const signed = await ok(
      client.api.PUT('/api/users/{id}/contract', { params: { path }, body: {} }),
    );
    expect(signed).toMatchObject({ signedContract: true });
    expect((await sessionUser(client))?.destination).toBe('/seller/questionnaire');
  });
});
