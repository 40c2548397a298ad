import { describe, expect, it } from 'vitest';
import {
  as,
  database,
  formPost,
  GIF,
  multipart,
  photo,
  setUp,
} from '#tests/fixtures/suites/seller-profile.ts';

setUp();

// The bpm's profile (/bpm/me, docs/decisions/096): the advisor's page without the advisor's form.

const pictureOf = async (email: string) =>
  (
    await database.db
      .selectFrom('users')
      .select('picturePath')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).picturePath;

describe('/bpm/me', () => {
  it('shows the account, photo, language and password forms, and no advisor form', async () => {
    const bpm = await as('bpm@demo.test');
    const response = await bpm.request('/bpm/me');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('data-coming-soon');
    for (const form of ['picture', 'language', 'password']) {
      expect(html).toContain(`action="/bpm/me?form=${form}#section-${form}"`);
    }
    expect(html).not.toContain('form=profile');
    expect(html).toContain('bpm@demo.test');
    expect(html).toContain('href="/bpm/questionnaire"');
    expect(html).toContain('Votre photo accompagne votre nom dans l’application.');
    expect((await formPost(bpm, '/bpm/me?form=profile', [['hobbies', 'golf']])).status).toBe(404);
    // Another role's area is refused (the role guard's page).
    const seller = await as('seller2@demo.test');
    const elsewhere = await seller.request('/bpm/me');
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get('location')).toBe('/unauthorized');
  });

  it('replaces the photo, refusing what is not a JPG or PNG', async () => {
    const bpm = await as('bpm@demo.test');
    const gif = await multipart(bpm, 'POST', '/bpm/me?form=picture', new File([GIF], 'a.gif'));
    expect(gif.status).toBe(422);
    expect(await gif.text()).toContain('Le fichier n’est pas une image JPG ou PNG.');
    expect(await pictureOf('bpm@demo.test')).toBeNull();
    const huge = await multipart(
      bpm,
      'POST',
      '/bpm/me?form=picture',
      new File([new Uint8Array(3 * 1024 * 1024)], 'big.png'),
    );
    expect(huge.headers.get('location')).toBe('/bpm/me?error=pictureTooLarge');
    const saved = await multipart(
      bpm,
      'POST',
      '/bpm/me?form=picture',
      new File([await photo('png', 300, 300)], 'me.png'),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/bpm/me?flash=photo');
    expect(await pictureOf('bpm@demo.test')).toMatch(/\.png$/);
  });

  it('changes the language, and refuses a wrong current password', async () => {
    const bpm = await as('bpm@demo.test');
    const saved = await formPost(bpm, '/bpm/me?form=language', [['language', 'en']]);
    expect(saved.headers.get('location')).toBe('/bpm/me?flash=language&lang=en');
    expect(await (await bpm.request('/bpm/me?flash=language&lang=en')).text()).toContain(
      'Language saved.',
    );
    const wrong = await formPost(bpm, '/bpm/me?form=password', [
      ['oldPassword', 'Wrong1234'],
      ['password', 'Nouveau2026'],
      ['confirmation', 'Nouveau2026'],
    ]);
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('action="/bpm/me?form=password#section-password"');
    await formPost(bpm, '/bpm/me?form=language', [['language', 'fr']]);
  });
});
