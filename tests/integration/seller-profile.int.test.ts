import { describe, expect, it } from 'vitest';
import { answer } from '#tests/fixtures/api.ts';
import {
  as,
  failure,
  formPost,
  setUp,
  storedProfile,
  userIdOf,
  VALID,
} from '#tests/fixtures/suites/seller-profile.ts';

setUp();

describe('PUT /api/sellers/{id}/profile', () => {
  it('saves an advisor’s own profile and answers the card', async () => {
    const seller = await as('seller5@demo.test');
    const response = await seller.json('PUT', `/api/sellers/${seller.id}/profile`, {
      ...VALID,
      signedContract: true,
    });
    expect(response.status).toBe(200);
    expect(await answer(response, '/api/sellers/{id}/profile', 'put')).toMatchObject({
      id: seller.id,
      hobbies: VALID.hobbies,
      experience: VALID.experience,
      signedContract: true,
      yearsOfExperience: expect.any(Number) as number,
    });
    expect(await storedProfile('seller5@demo.test')).toMatchObject({
      hobbies: VALID.hobbies,
      carSellerStartedYear: 2012,
      carSellerStartedMonth: 5,
      concessionSellerStartedYear: 2019,
      concessionSellerStartedMonth: 10,
    });
  });

  it('refuses bad input with 400, each problem under its field, and changes nothing', async () => {
    const seller = await as('seller5@demo.test');
    const before = await storedProfile('seller5@demo.test');
    const response = await seller.json('PUT', `/api/sellers/${seller.id}/profile`, {
      hobbies: ['music', 'travel'],
      experience: {
        carSellerStartedAt: { year: 2019, month: 10 },
        concessionSellerStartedAt: { year: 2012, month: 5 },
      },
    });
    expect(response.status).toBe(400);
    expect((await failure(response)).issues).toEqual([
      {
        path: 'json.hobbies',
        message: 'Loisirs : choisissez exactement 3 loisirs (vous en avez choisi 2).',
      },
      {
        path: 'json.experience.concessionSellerStartedAt.year',
        message:
          'Début à cette concession : cette date doit venir après votre début dans la vente automobile.',
      },
    ]);
    const months = await seller.json('PUT', `/api/sellers/${seller.id}/profile`, {
      hobbies: ['music', 'travel', 'cooking', 'arts'],
      experience: {
        carSellerStartedAt: { year: 1900, month: 13 },
        concessionSellerStartedAt: { year: null, month: null },
      },
    });
    expect((await failure(months)).issues?.map((issue) => issue.path)).toEqual([
      'json.hobbies',
      'json.experience.carSellerStartedAt.year',
      'json.experience.carSellerStartedAt.month',
      'json.experience.concessionSellerStartedAt.year',
      'json.experience.concessionSellerStartedAt.month',
    ]);
    const shape = await seller.json('PUT', `/api/sellers/${seller.id}/profile`, { hobbies: 3 });
    expect(shape.status).toBe(400);
    expect(await storedProfile('seller5@demo.test')).toEqual(before);
  });

  it('speaks the advisor’s language (seller4 uses English)', async () => {
    const seller = await as('seller4@demo.test');
    const response = await seller.json('PUT', `/api/sellers/${seller.id}/profile`, {
      ...VALID,
      experience: { ...VALID.experience, carSellerStartedAt: { year: 2012, month: 0 } },
    });
    expect((await failure(response)).issues).toEqual([
      {
        path: 'json.experience.carSellerStartedAt.month',
        message: 'Started selling cars: the month must be between 1 and 12.',
      },
    ]);
  });

  it('answers 404 for another advisor and for another dealership’s advisor, changing nothing', async () => {
    const before = await storedProfile('seller7@demo.test');
    const seller = await as('seller5@demo.test');
    const other = await seller.json(
      'PUT',
      `/api/sellers/${await userIdOf('seller2@demo.test')}/profile`,
      VALID,
    );
    expect(other.status).toBe(404);
    const owner = await as('owner@demo.test');
    const foreign = await owner.json(
      'PUT',
      `/api/sellers/${await userIdOf('seller7@demo.test')}/profile`,
      VALID,
    );
    expect(foreign.status).toBe(404);
    expect(await failure(foreign)).toMatchObject({ code: 'SELLER.NOT_FOUND' });
    expect(await storedProfile('seller7@demo.test')).toEqual(before);
  });

  it('lets a manager of the dealership edit it, and takes signedContract as an assertion', async () => {
    const owner = await as('owner@demo.test');
    const id = await userIdOf('seller6@demo.test');
    expect((await owner.json('PUT', `/api/sellers/${id}/profile`, VALID)).status).toBe(200);
    const withdrawn = await owner.json('PUT', `/api/sellers/${id}/profile`, {
      ...VALID,
      signedContract: false,
    });
    expect(withdrawn.status).toBe(409);
    expect(await failure(withdrawn)).toEqual({
      code: 'SELLER.CONTRACT_WITHDRAWAL',
      message: 'Un contrat signé ne peut pas être retiré.',
    });
  });
});

describe('the /seller/me page', () => {
  it('shows the profile, the account and the forms', async () => {
    const seller = await as('seller5@demo.test');
    const response = await seller.request('/seller/me');
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const text of [
      'Mon profil',
      'seller5@demo.test',
      'href="/seller/questionnaire"',
      'action="/seller/me?form=profile#section-profile"',
      'action="/seller/me?form=picture#section-picture"',
      'action="/seller/me?form=language#section-language"',
      'action="/seller/me?form=password#section-password"',
      'name="carSellerStartedYear"',
      'value="2012"',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('sends the profile form back with its errors and what was typed, then saves it', async () => {
    const seller = await as('seller5@demo.test');
    const before = await storedProfile('seller5@demo.test');
    const refused = await formPost(seller, '/seller/me?form=profile', [
      ['hobbies', 'music'],
      ['hobbies', 'arts'],
      ['carSellerStartedYear', '2020'],
      ['carSellerStartedMonth', '3'],
      ['concessionSellerStartedYear', '2016'],
      ['concessionSellerStartedMonth', '7'],
    ]);
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('Loisirs : choisissez exactement 3 loisirs (vous en avez choisi 2).');
    expect(html).toContain(
      'Début à cette concession : cette date doit venir après votre début dans la vente automobile.',
    );
    expect(html).toContain('value="2016"');
    expect(html).toContain('&quot;defaultValues&quot;:[&quot;music&quot;,&quot;arts&quot;]');
    expect(await storedProfile('seller5@demo.test')).toEqual(before);

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
    expect(saved.headers.get('location')).toBe('/seller/me?flash=profile');
    expect(await (await seller.request('/seller/me?flash=profile')).text()).toContain(
      'Profil enregistré.',
    );
    expect(await storedProfile('seller5@demo.test')).toMatchObject({
      hobbies: ['music', 'arts', 'science'],
      carSellerStartedYear: 2010,
      concessionSellerStartedYear: 2016,
    });
  });
});
