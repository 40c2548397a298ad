import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { answer, ok, sessionUser } from '#tests/fixtures/api.ts';
import * as suite from '#tests/fixtures/suites/users.ts';

const PICTURE = '/api/users/{id}/picture';

suite.setUp();

describe('GET /api/users/{id}', () => {
  it('gives the "User (me)" fields of one\'s own account', async () => {
    const seller = await suite.as('seller1@demo.test');
    const id = await suite.userIdOf('seller1@demo.test');
    const withClient = await suite.database.db
      .selectFrom('clients')
      .select('id')
      .where('sellerId', '=', id)
      .where('status', '=', 'withAdvisor')
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    const user = await ok(seller.api.GET('/api/users/{id}', { params: { path: { id } } }));
    expect(user).toMatchObject({
      id,
      role: 'seller',
      email: 'seller1@demo.test',
      hasPassword: true,
      signedContract: true,
      infoValidated: true,
      withTheClient: withClient?.id ?? null,
      showEndQuestionnaire: false,
      concession: await suite.concessionIdOf('seller1@demo.test'),
      psychometricQuestionnaire: { complete: true },
      language: 'fr',
      pictureUrl: null,
    });
    expect(user.profileNumber).toEqual(expect.any(Number));
  });

  it('tells which client an advisor is with', async () => {
    const row = await suite.database.db
      .selectFrom('clients')
      .innerJoin('users', 'users.id', 'clients.sellerId')
      .select(['clients.id', 'users.email'])
      .where('clients.status', '=', 'withAdvisor')
      .where('clients.deletedAt', 'is', null)
      .executeTakeFirstOrThrow();
    const admin = await suite.as('admin@demo.test');
    const id = await suite.userIdOf(row.email);
    const user = await ok(admin.api.GET('/api/users/{id}', { params: { path: { id } } }));
    expect(user.withTheClient).toBe(row.id);
  });

  it("answers 404 for a colleague's account to an advisor and for another tenant's user", async () => {
    const seller = await suite.as('seller1@demo.test');
    const colleague = await seller.request(
      `/api/users/${await suite.userIdOf('seller2@demo.test')}`,
    );
    expect(colleague.status).toBe(404);
    expect(await suite.failure(colleague)).toMatchObject({ code: 'USERS.NOT_FOUND' });
    const owner = await suite.as('owner@demo.test');
    const foreign = await owner.request(`/api/users/${await suite.userIdOf('seller7@demo.test')}`);
    expect(foreign.status).toBe(404);
  });

  it('lets a BPM read their own account and the people of assigned dealerships', async () => {
    const bpm = await suite.as('bpm@demo.test');
    expect((await bpm.request(`/api/users/${await suite.userIdOf('bpm@demo.test')}`)).status).toBe(
      200,
    );
    expect(
      (await bpm.request(`/api/users/${await suite.userIdOf('owner2@demo.test')}`)).status,
    ).toBe(200);
    expect(
      (await bpm.request(`/api/users/${await suite.userIdOf('pradmin@demo.test')}`)).status,
    ).toBe(404);
  });
});

describe('PUT /api/users/{id} and /picture', () => {
  it('updates the profile with a picture served back under its own type', async () => {
    const seller = await suite.as('seller4@demo.test');
    const id = await suite.userIdOf('seller4@demo.test');
    const response = await suite.multipart(seller, 'PUT', `/api/users/${id}`, {
      ...suite.profile,
      firstName: 'Karim',
      lastName: 'Haddad',
      phone: '514.555.0177',
      language: 'en',
      picture: new File([suite.PNG], 'me.png', { type: 'image/png' }),
    });
    expect(response.status).toBe(200);
    const user = await answer(response, '/api/users/{id}', 'put');
    expect(user).toMatchObject({ phone: '5145550177', language: 'en' });
    expect(user.pictureUrl).toMatch(/^\/uploads\/pictures\/[0-9a-f-]{36}\.png$/);

    const picture = await suite.runtime.app.request(user.pictureUrl ?? '');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    const served = await sharp(new Uint8Array(await picture.arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: 'png', width: 8, height: 8 });
  });

  it('keeps the picture when the file input is left empty', async () => {
    const seller = await suite.as('seller4@demo.test');
    const id = await suite.userIdOf('seller4@demo.test');
    const before = await ok(seller.api.GET('/api/users/{id}', { params: { path: { id } } }));
    const response = await suite.multipart(seller, 'PUT', `/api/users/${id}`, {
      ...suite.profile,
      firstName: 'Karim',
      lastName: 'Haddad',
      picture: new File([], ''),
    });
    expect(response.status).toBe(200);
    expect((await answer(response, '/api/users/{id}', 'put')).pictureUrl).toBe(before.pictureUrl);
  });

  it('refuses a picture over 2 MB, or one that is not a JPG or PNG whatever its name', async () => {
    const seller = await suite.as('seller5@demo.test');
    const url = `/api/users/${await suite.userIdOf('seller5@demo.test')}/picture`;
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(suite.PNG);
    const tooLarge = await suite.multipart(seller, 'PUT', url, {
      picture: new File([big], 'big.png', { type: 'image/png' }),
    });
    expect(tooLarge.status).toBe(400);
    expect((await suite.failure(tooLarge)).issues).toEqual([
      { path: 'form.picture', message: 'L’image doit faire au plus 2 Mo.' },
    ]);
    const html = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    const disguised = await suite.multipart(seller, 'PUT', url, {
      picture: new File([html], 'innocent.png', { type: 'image/png' }),
    });
    expect(disguised.status).toBe(400);
    expect((await suite.failure(disguised)).issues?.[0]?.message).toBe(
      'L’image doit être au format JPG ou PNG.',
    );
    const huge = await suite.multipart(seller, 'PUT', url, {
      picture: new File([new Uint8Array(3 * 1024 * 1024)], 'huge.png'),
    });
    expect(huge.status).toBe(413);
    expect(await suite.failure(huge)).toEqual({
      code: 'UPLOAD.TOO_LARGE',
      message: 'L’image doit faire au plus 2 Mo.',
    });
    const missing = await suite.multipart(seller, 'PUT', url, {});
    expect(missing.status).toBe(400);
    expect((await suite.failure(missing)).issues?.[0]).toMatchObject({ path: 'form.picture' });
  });

  it('refuses an invalid phone and missing names field by field', async () => {
    const seller = await suite.as('seller5@demo.test');
    const response = await suite.multipart(
      seller,
      'PUT',
      `/api/users/${await suite.userIdOf('seller5@demo.test')}`,
      { firstName: '', lastName: 'Fortin', phone: '555-01', language: 'de' },
    );
    expect(response.status).toBe(400);
    expect((await suite.failure(response)).issues?.map((issue) => issue.path).sort()).toEqual([
      'form.firstName',
      'form.language',
      'form.phone',
    ]);
  });

  it("replaces a member's picture for a manager and removes the previous file", async () => {
    const admin = await suite.as('admin@demo.test');
    const url = `/api/users/${await suite.userIdOf('seller2@demo.test')}/picture`;
    const first = await answer(
      await suite.multipart(admin, 'PUT', url, { picture: new File([suite.PNG], 'a.png') }),
      PICTURE,
      'put',
    );
    const second = await answer(
      await suite.multipart(admin, 'PUT', url, { picture: new File([suite.JPEG], 'b.jpg') }),
      PICTURE,
      'put',
    );
    expect(second.pictureUrl).toMatch(/\.jpg$/);
    expect(
      (await suite.runtime.app.request(second.pictureUrl ?? '')).headers.get('content-type'),
    ).toBe('image/jpeg');
    expect((await suite.runtime.app.request(first.pictureUrl ?? '')).status).toBe(404);
  });

  it('refuses an account above the manager, and another tenant with 404', async () => {
    const admin = await suite.as('admin@demo.test');
    const above = await suite.multipart(
      admin,
      'PUT',
      `/api/users/${await suite.userIdOf('owner@demo.test')}`,
      {
        ...suite.profile,
      },
    );
    expect(above.status).toBe(403);
    expect(await suite.failure(above)).toMatchObject({ code: 'USERS.MEMBER_NOT_MANAGEABLE' });
    const foreign = await suite.multipart(
      admin,
      'PUT',
      `/api/users/${await suite.userIdOf('seller7@demo.test')}`,
      { ...suite.profile },
    );
    expect(foreign.status).toBe(404);
  });

  it('serves nothing but stored files: no listing, no way out of the folder', async () => {
    for (const probe of [
      '/uploads/',
      '/uploads/pictures/',
      '/uploads/pictures/..%2F..%2Fpackage.json',
      '/uploads/../package.json',
      '/uploads/pictures/00000000-0000-4000-8000-000000000000.png',
    ]) {
      const response = await suite.runtime.app.request(probe);
      expect(response.status, probe).toBe(404);
    }
  });
});

describe('PUT /api/users/{id}/language', () => {
  it('changes the language the session reports', async () => {
    const seller = await suite.as('seller6@demo.test');
    const id = await suite.userIdOf('seller6@demo.test');
    const response = await seller.json('PUT', `/api/users/${id}/language`, { language: 'fr' });
    expect(response.status).toBe(200);
    expect((await sessionUser(seller))?.language).toBe('fr');
  });

  it("refuses another user's language and an unknown language", async () => {
    const seller = await suite.as('seller6@demo.test');
    const other = await seller.json(
      'PUT',
      `/api/users/${await suite.userIdOf('seller1@demo.test')}/language`,
      { language: 'en' },
    );
    expect(other.status).toBe(404);
    const unknown = await seller.json(
      'PUT',
      `/api/users/${await suite.userIdOf('seller6@demo.test')}/language`,
      { language: 'de' },
    );
    expect(unknown.status).toBe(400);
    expect((await suite.failure(unknown)).issues).toEqual([
      { path: 'json.language', message: 'Choisissez le français ou l’anglais.' },
    ]);
  });
});
