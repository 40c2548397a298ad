import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { answer, ok } from '#tests/fixtures/api.ts';
import { signedIn } from '#tests/fixtures/client-flow.ts';
import {
  as,
  database,
  dataDir,
  failure,
  formPost,
  GIF,
  multipart,
  photo,
  runtime,
  setUp,
  storedProfile,
  uploadedFiles,
  userIdOf,
  VALID,
} from '#tests/fixtures/suites/seller-profile.ts';

const SHOW_END = '/api/sellers/{id}/show-end-questionnaire';

setUp();

describe('PUT /api/sellers/{id}/show-end-questionnaire', () => {
  it('sets the advisor’s own flag; another advisor is not found, a manager may not', async () => {
    const seller = await as('seller5@demo.test');
    const url = `/api/sellers/${seller.id}/show-end-questionnaire`;
    const own = { params: { path: { id: seller.id } } };
    const on = await ok(seller.api.PUT(SHOW_END, { ...own, body: { showEndQuestionnaire: true } }));
    expect(on).toMatchObject({ showEndQuestionnaire: true });
    expect((await storedProfile('seller5@demo.test')).showEndQuestionnaire).toBe(true);

    const bad = await seller.json('PUT', url, { showEndQuestionnaire: 'yes' });
    expect(bad.status).toBe(400);
    const other = await seller.json(
      'PUT',
      `/api/sellers/${await userIdOf('seller2@demo.test')}/show-end-questionnaire`,
      { showEndQuestionnaire: true },
    );
    expect(other.status).toBe(404);
    const owner = await as('owner@demo.test');
    expect((await owner.json('PUT', url, { showEndQuestionnaire: false })).status).toBe(403);

    const off = await ok(
      seller.api.PUT(SHOW_END, { ...own, body: { showEndQuestionnaire: false } }),
    );
    expect(off).toMatchObject({ showEndQuestionnaire: false });
    expect((await storedProfile('seller2@demo.test')).showEndQuestionnaire).toBe(false);
  });
});

describe('PUT /api/users/{id}/picture re-encodes every picture', () => {
  it('refuses a GIF and a 3 MB file with the 2 MB / JPG-PNG messages, storing nothing', async () => {
    const seller = await as('seller5@demo.test');
    const url = `/api/users/${seller.id}/picture`;
    const filesBefore = await uploadedFiles();
    const before = await storedProfile('seller5@demo.test');

    const gif = await multipart(seller, 'PUT', url, new File([GIF], 'me.gif'));
    expect(gif.status).toBe(400);
    expect((await failure(gif)).issues).toEqual([
      { path: 'form.picture', message: 'L’image doit être au format JPG ou PNG.' },
    ]);
    const renamed = await multipart(seller, 'PUT', url, new File([GIF], 'me.png'));
    expect(renamed.status).toBe(400);

    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(await photo('png', 20, 20));
    const huge = await multipart(seller, 'PUT', url, new File([big], 'big.png'));
    expect(huge.status).toBe(413);
    expect(await failure(huge)).toEqual({
      code: 'UPLOAD.TOO_LARGE',
      message: 'L’image doit faire au plus 2 Mo.',
    });

    expect(await uploadedFiles()).toEqual(filesBefore);
    expect((await storedProfile('seller5@demo.test')).picturePath).toBe(before.picturePath);
  });

  it('stores a PNG re-encoded: other bytes, 512 x 512, no metadata', async () => {
    const seller = await as('seller5@demo.test');
    const original = await photo('png');
    const response = await multipart(
      seller,
      'PUT',
      `/api/users/${seller.id}/picture`,
      new File([original], 'me.png', { type: 'image/png' }),
    );
    expect(response.status).toBe(200);
    const pictureUrl = (await answer(response, '/api/users/{id}/picture', 'put')).pictureUrl ?? '';
    expect(pictureUrl).toMatch(/^\/uploads\/pictures\/[0-9a-f-]{36}\.png$/);

    const stored = new Uint8Array(
      await readFile(path.join(dataDir, 'uploads', pictureUrl.replace('/uploads/', ''))),
    );
    expect(stored).not.toEqual(original);
    expect(Buffer.from(stored).includes('SECRET-OWNER')).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();

    const served = await runtime.app.request(pictureUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(stored);
  });
});

describe('the /seller/me page', () => {
  it('refuses a GIF and a 3 MB photo next to the field, and saves a JPEG', async () => {
    const seller = await as('seller5@demo.test');
    const filesBefore = await uploadedFiles();
    const gif = await multipart(
      seller,
      'POST',
      '/seller/me?form=picture',
      new File([GIF], 'a.gif'),
    );
    expect(gif.status).toBe(422);
    expect(await gif.text()).toContain('Le fichier n’est pas une image JPG ou PNG.');

    const huge = await multipart(
      seller,
      'POST',
      '/seller/me?form=picture',
      new File([new Uint8Array(3 * 1024 * 1024)], 'big.png'),
    );
    expect(huge.status).toBe(303);
    expect(huge.headers.get('location')).toBe('/seller/me?error=pictureTooLarge');
    expect(await (await seller.request('/seller/me?error=pictureTooLarge')).text()).toContain(
      'L’image doit faire au plus 2 Mo.',
    );
    expect(await uploadedFiles()).toEqual(filesBefore);

    const jpeg = await multipart(
      seller,
      'POST',
      '/seller/me?form=picture',
      new File([await photo('jpeg', 300, 400)], 'me.jpg'),
    );
    expect(jpeg.status).toBe(303);
    expect(jpeg.headers.get('location')).toBe('/seller/me?flash=photo');
    const { picturePath } = await storedProfile('seller5@demo.test');
    expect(picturePath).toMatch(/\.jpg$/);
  });

  it('changes the language, moving this device’s switch with it', async () => {
    const seller = await as('seller5@demo.test');
    const refused = await formPost(seller, '/seller/me?form=language', [['language', 'de']]);
    expect(refused.status).toBe(422);
    const saved = await formPost(seller, '/seller/me?form=language', [['language', 'en']]);
    expect(saved.headers.get('location')).toBe('/seller/me?flash=language&lang=en');
    expect(await (await seller.request('/seller/me?flash=language&lang=en')).text()).toContain(
      'Language saved.',
    );
    await formPost(seller, '/seller/me?form=language', [['language', 'fr']]);
    await seller.request('/seller/me?lang=fr');
  });

  it('changes the password: spec messages, then other sessions end and this one goes on', async () => {
    const seller = await as('seller3@demo.test');
    const elsewhere = await signedIn(runtime, 'seller3@demo.test');
    const post = (fields: [string, string][]) =>
      formPost(seller, '/seller/me?form=password', fields);

    const empty = await post([]);
    expect(empty.status).toBe(422);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain('Le mot de passe est requis.');

    const weak = await post([
      ['oldPassword', 'Demo1234'],
      ['password', 'short'],
      ['confirmation', 'short'],
    ]);
    expect(await weak.text()).toContain(
      'Le mot de passe doit contenir de 8 à 100 caractères, dont une lettre minuscule, une lettre majuscule et un chiffre.',
    );
    const mismatch = await post([
      ['oldPassword', 'Demo1234'],
      ['password', 'Nouveau2026'],
      ['confirmation', 'Nouveau2027'],
    ]);
    expect(await mismatch.text()).toContain('Les mots de passe ne correspondent pas.');
    const wrong = await post([
      ['oldPassword', 'Wrong1234'],
      ['password', 'Nouveau2026'],
      ['confirmation', 'Nouveau2026'],
    ]);
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('Vérifiez votre mot de passe.');

    const changed = await post([
      ['oldPassword', 'Demo1234'],
      ['password', 'Nouveau2026'],
      ['confirmation', 'Nouveau2026'],
    ]);
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).toBe('/seller/me?flash=password');
    expect((await seller.request('/seller/me')).status).toBe(200);
    expect((await elsewhere.request('/seller/me')).status).toBe(302);
  });

  it('is the last onboarding step: no menu, the profile API allowed, then on to /seller', async () => {
    await sql`update seller_profiles set hobbies = '{}'
      where user_id = (select id from users where email = 'seller6@demo.test')`.execute(
      database.db,
    );
    const seller = await as('seller6@demo.test');
    const home = await seller.request('/seller');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/seller/me');
    const page = await (await seller.request('/seller/me')).text();
    expect(page).toContain('Last step');
    expect(page).not.toContain('href="/seller/clients-history"');

    // Other writes wait; the profile itself is allowed.
    const presence = await seller.json('POST', `/api/sellers/${seller.id}/presence`);
    expect(presence.status).toBe(403);
    const api = await seller.json('PUT', `/api/sellers/${seller.id}/profile`, {
      ...VALID,
      hobbies: ['music'],
    });
    expect(api.status).toBe(400);
    const refused = await formPost(seller, '/seller/me?form=profile', [['hobbies', 'music']]);
    expect(refused.status).toBe(422);

    const saved = await formPost(seller, '/seller/me?form=profile', [
      ['hobbies', 'music'],
      ['hobbies', 'arts'],
      ['hobbies', 'science'],
      ['carSellerStartedYear', '2010'],
      ['carSellerStartedMonth', '3'],
      ['concessionSellerStartedYear', '2016'],
      ['concessionSellerStartedMonth', '7'],
    ]);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/seller');
    // Onboarding is over: /seller no longer sends back to the profile.
    expect((await seller.request('/seller')).headers.get('location')).not.toBe('/seller/me');
  });
});
