import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import { COMMENT_MESSAGE_MAX } from '#domain/feedback/comment.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';
import { answer, failure, ok, oneSignedInClientPerAccount } from '#tests/fixtures/api.ts';
import type { operations } from '#src/api-client/index.ts';

/*
 * Feedback comments (docs/spec/product-spec.md section 7, POST and GET /api/comments; pages /seller/comments and
 * /pr-admin/comments): who sends and reads what, the comment email in the outbox, refused input.
 */

const TEAM = 'team@bestpairing.test';

let database: Database;
let runtime: Runtime;

test.override({ env: { COMMENTS_EMAIL: TEAM } });

test.beforeAll(async ({ runtime: given }) => {
  runtime = given;
  database = given.database;
});

const as = oneSignedInClientPerAccount(() => runtime);

const counts = async () => {
  const comments = await database.db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const emails = await database.db
    .selectFrom('outboxMessages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('template', '=', 'commentReceived')
    .executeTakeFirstOrThrow();
  return { comments: Number(comments.n), emails: Number(emails.n) };
};

const send = async (email: string, body: unknown) =>
  (await as(email)).json('POST', '/api/comments', body);

describe('POST /api/comments', () => {
  it('saves the comment and writes the comment email to the platform team, with its job', async () => {
    const response = await send('seller1@demo.test', {
      category: 'bug',
      message: '  La liste des clients ne se rafraîchit plus.\nDepuis ce matin.  ',
    });
    expect(response.status).toBe(201);
    const comment = await answer(response, '/api/comments', 'post');
    expect(comment).toMatchObject({
      category: 'bug',
      message: 'La liste des clients ne se rafraîchit plus.\nDepuis ce matin.',
      author: { email: 'seller1@demo.test', name: 'Élodie Bouchard', role: 'seller' },
      concession: { name: 'Best Pairing Demo' },
    });

    const email = await database.db
      .selectFrom('outboxMessages')
      .selectAll()
      .where('template', '=', 'commentReceived')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(email).toMatchObject({
      channel: 'email',
      toAddress: TEAM,
      language: 'fr',
      concessionId: null,
      subject: 'Nouveau commentaire : Bogue',
    });
    expect(email.bodyText).toContain('Élodie Bouchard (seller1@demo.test, Conseiller)');
    expect(email.bodyText).toContain('de Best Pairing Demo');
    expect(email.bodyText).toContain('La liste des clients ne se rafraîchit plus.');
    expect(email.bodyText).toContain('/pr-admin/comments?category=bug');
    const jobs = await sql<{ count: number }>`select count(*)::int as count
      from graphile_worker.jobs where key = ${`deliver-email:${email.id}`}`.execute(database.db);
    expect(jobs.rows[0]?.count).toBe(1);
  });

  it('escapes the message in the email, so what people type never becomes markup', async () => {
    await send('admin@demo.test', { category: 'feature', message: '<img src=x onerror=alert(1)>' });
    const email = await database.db
      .selectFrom('outboxMessages')
      .select(['bodyHtml'])
      .where('template', '=', 'commentReceived')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(email.bodyHtml).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.bodyHtml).not.toContain('<img');
  });

  it('takes feedback from a BPM, who has no dealership', async () => {
    const response = await send('bpm@demo.test', {
      category: 'howTo',
      message: 'Comment ajouter une concession?',
    });
    expect(response.status).toBe(201);
    expect(await answer(response, '/api/comments', 'post')).toMatchObject({ concession: null });
  });

  it.each([
    ['no category', { message: 'Bonjour' }, 'body.category'],
    ['an unknown category', { category: 'complaint', message: 'Bonjour' }, 'body.category'],
    ['no message', { category: 'bug' }, 'body.message'],
    ['a message of spaces', { category: 'bug', message: '   \n ' }, 'body.message'],
    [
      'a message too long',
      { category: 'bug', message: 'x'.repeat(COMMENT_MESSAGE_MAX + 1) },
      'body.message',
    ],
  ])('refuses %s with 400 and writes nothing', async (_label, body, field) => {
    const before = await counts();
    const response = await send('seller2@demo.test', body);
    expect(response.status).toBe(400);
    const error = await failure(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.issues?.map((issue) => issue.path.replace(/^json\./, 'body.'))).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it('refuses the PR admin and the kiosks, who send no feedback', async () => {
    for (const email of ['pradmin@demo.test', 'kiosk@demo.test']) {
      const response = await send(email, { category: 'bug', message: 'x' });
      expect(response.status, email).toBe(403);
    }
  });
});

describe('GET /api/comments', () => {
  it('shows staff only their own comments', async () => {
    await send('seller7@demo.test', { category: 'data', message: 'Un chiffre semble faux.' });
    const mine = await ok((await as('seller7@demo.test')).api.GET('/api/comments'));
    expect(mine.map((comment) => comment.message)).toEqual(['Un chiffre semble faux.']);
    const other = await ok((await as('seller3@demo.test')).api.GET('/api/comments'));
    expect(other).toEqual([]);
  });

  it("shows the PR admin everyone's, newest first, by category when asked", async () => {
    const admin = await as('pradmin@demo.test');
    const list = (query: NonNullable<operations['getComments']['parameters']['query']> = {}) =>
      ok(admin.api.GET('/api/comments', { params: { query } }));
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(4);
    const times = all.map((comment) => Date.parse(comment.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const bugs = await list({ category: 'bug' });
    expect(bugs.length).toBeGreaterThan(0);
    expect(bugs.every((comment) => comment.category === 'bug')).toBe(true);
    const paged = await list({ limit: 1, offset: 1 });
    expect(paged).toEqual([all[1]]);
  });

  it('refuses an unknown category filter with the validation shape', async () => {
    const response = await (await as('pradmin@demo.test')).request('/api/comments?category=nope');
    expect(response.status).toBe(400);
  });
});

describe('the comments pages', () => {
  it('shows the advisor the form and the comments they sent', async () => {
    const seller = await as('seller1@demo.test');
    const response = await seller.request('/seller/comments');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Envoyer un commentaire');
    expect(html).toContain('<select');
    expect(html).toContain('La liste des clients ne se rafraîchit plus.');
    expect(html).not.toContain('Un chiffre semble faux.');
    expect(html).not.toContain('data-coming-soon');
  });

  it('sends the form back with a message beside each field, writing nothing', async () => {
    const before = await counts();
    const seller = await as('seller2@demo.test');
    const response = await seller.form('/seller/comments', { category: '', message: '  ' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Choisissez une catégorie.');
    expect(html).toContain('Écrivez votre message.');
    expect(html).toContain('aria-invalid="true"');
    expect(await counts()).toEqual(before);
  });

  it('sends a comment and says so after the redirect', async () => {
    // An advisor with no sale in progress (seller2 is kept on their client's pages).
    const seller = await as('seller5@demo.test');
    const before = await counts();
    const response = await seller.form('/seller/comments', {
      category: 'feature',
      message: 'Pouvoir trier les formations.',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/seller/comments?flash=sent');
    expect(await counts()).toEqual({ comments: before.comments + 1, emails: before.emails + 1 });
    const page = await (await seller.request('/seller/comments?flash=sent')).text();
    expect(page).toContain('Merci! Votre commentaire a été envoyé');
    expect(page).toContain('Pouvoir trier les formations.');
  });

  it("lists everyone's comments for the PR admin, filtered by category", async () => {
    const admin = await as('pradmin@demo.test');
    const all = await (await admin.request('/pr-admin/comments')).text();
    expect(all).toContain('Pouvoir trier les formations.');
    expect(all).toContain('seller5@demo.test');
    expect(all).toContain('Un chiffre semble faux.');
    const features = await (await admin.request('/pr-admin/comments?category=feature')).text();
    expect(features).toContain('Pouvoir trier les formations.');
    expect(features).not.toContain('Un chiffre semble faux.');
  });

  it('keeps the PR admin page to the PR admin', async () => {
    const response = await (await as('seller1@demo.test')).request('/pr-admin/comments');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/unauthorized');
  });
});
