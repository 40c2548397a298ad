import { describe, expect, it } from 'vitest';
import { ok, sessionUser } from '#tests/fixtures/api.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import { runtime, setUp } from '#tests/fixtures/suites/auth.ts';

/* The language of the pages (docs/spec/product-spec.md section 1, decision 075). */
setUp();

describe('language of the pages', () => {
  it("follows the signed-in user's own language; the switch saves it on the account", async () => {
    const client = createClient(runtime);
    await client.signIn('admin@demo.test');
    const userId = (await sessionUser(client))?.id ?? '';
    await ok(
      client.api.PUT('/api/users/{id}/language', {
        params: { path: { id: userId } },
        body: { language: 'en' },
      }),
    );
    const page = await client.request('/admin', { headers: { 'accept-language': 'fr-CA' } });
    expect(await page.text()).toContain('<html lang="en">');
    // A link asking for French gets that page in French; the device's cookie it leaves does not
    // speak over the account's language on the next page.
    const linked = await client.request('/admin?lang=fr');
    expect(await linked.text()).toContain('<html lang="fr">');
    expect(await (await client.request('/admin')).text()).toContain('<html lang="en">');

    const switched = await client.form('/account/language', { language: 'fr', next: '/admin' });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('/admin');
    expect(await (await client.request('/admin')).text()).toContain('<html lang="fr">');
    const account = await runtime.database.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(account.language).toBe('fr');

    // `next` stays on this site.
    for (const next of ['//evil.example/admin', 'https://evil.example/', '/\\evil.example']) {
      const away = await client.form('/account/language', { language: 'fr', next });
      expect(away.headers.get('location')).toBe('/admin');
    }
    // Without the anti-forgery token nothing is saved.
    const forged = await client.request('/account/language', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'language=en&next=/admin',
    });
    expect(forged.status).toBe(403);
    expect(await (await client.request('/admin')).text()).toContain('<html lang="fr">');
  });

  it("keeps a visitor's switch on the device", async () => {
    const visitor = createClient(runtime);
    const switched = await visitor.form('/account/language', { language: 'en', next: '/login' });
    expect(switched.headers.get('location')).toBe('/login');
    expect(await (await visitor.request('/login')).text()).toContain('<html lang="en">');
  });
});
