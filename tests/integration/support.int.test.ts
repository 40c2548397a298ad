import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';
import {
  accountLookups,
  answer,
  failure,
  oneSignedInClientPerAccount,
} from '#tests/fixtures/api.ts';
import type { Schemas } from '#src/api-client/index.ts';

/*
 * Support tickets (docs/spec/product-spec.md sections 3 and 7; docs/decisions/071): POST /api/support with its
 * screenshot and email, who reads which tickets (tenancy), refused input, the PR admin's state.
 */

const SUPPORT = 'help@bestpairing.test';
let database: Database;
let runtime: Runtime;

test.override({ env: { SUPPORT_EMAIL: SUPPORT } });
test.beforeAll(async ({ runtime: given }) => {
  runtime = given;
  database = given.database;
});

/** The tickets a `GET /api/support` lists. */
const listOf = (response: Response) => answer(response, '/api/support', 'get');
const as = oneSignedInClientPerAccount(() => runtime);
const { userIdOf } = accountLookups(() => database);

const PNG = new Uint8Array(
  await sharp({ create: { width: 4, height: 4, channels: 3, background: '#8d5b3f' } })
    .png()
    .toBuffer(),
);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);

const send = async (email: string, fields: Record<string, string | string[] | File>) => {
  const client = await as(email);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return client.request('/api/support', {
    method: 'POST',
    headers: { 'x-csrf-token': await client.csrfToken() },
    body: form,
  });
};

const ticketOf = async (email: string, extra: Record<string, string | string[] | File> = {}) => ({
  category: 'bug',
  personsConcerned: [await userIdOf(email)],
  subject: 'La liste ne se rafraîchit plus',
  description: 'Depuis ce matin.\nMême après une reconnexion.',
  ...extra,
});

const counts = async () => {
  const tickets = await database.db
    .selectFrom('supportTickets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const emails = await database.db
    .selectFrom('outboxMessages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('template', '=', 'supportTicket')
    .executeTakeFirstOrThrow();
  return { tickets: Number(tickets.n), emails: Number(emails.n) };
};

let sellerTicket: Schemas['SupportTicket'];

describe('POST /api/support', () => {
  it('stores the ticket and its screenshot and queues the support email with the file', async () => {
    const colleague = await userIdOf('seller2@demo.test');
    const response = await send(
      'seller1@demo.test',
      await ticketOf('seller1@demo.test', {
        personsConcerned: [await userIdOf('seller1@demo.test'), colleague],
        attachment: new File([PNG], 'capture.png', { type: 'image/png' }),
      }),
    );
    expect(response.status).toBe(201);
    sellerTicket = await answer(response, '/api/support', 'post');
    expect(sellerTicket).toMatchObject({
      category: 'bug',
      subject: 'La liste ne se rafraîchit plus',
      hasAttachment: true,
      state: 'open',
      author: { email: 'seller1@demo.test', role: 'seller' },
      concession: { name: 'Best Pairing Demo' },
    });
    expect(sellerTicket.personsConcerned.map((p) => p.id)).toContain(colleague);

    const email = await database.db
      .selectFrom('outboxMessages')
      .selectAll()
      .where('template', '=', 'supportTicket')
      .executeTakeFirstOrThrow();
    expect(email).toMatchObject({ toAddress: SUPPORT, concessionId: null, language: 'fr' });
    expect(email.subject).toBe('Demande de soutien : La liste ne se rafraîchit plus');
    expect(email.bodyText).toContain(`/pr-admin/support/${sellerTicket.id}`);
    expect(email.attachments).toEqual([
      {
        name: 'capture.png',
        contentType: 'image/png',
        contentBase64: Buffer.from(PNG).toString('base64'),
      },
    ]);
  });

  it('refuses a GIF renamed .png with the spec message, writing nothing', async () => {
    const before = await counts();
    const response = await send(
      'admin@demo.test',
      await ticketOf('admin@demo.test', {
        attachment: new File([GIF], 'capture.png', { type: 'image/png' }),
      }),
    );
    expect(response.status).toBe(400);
    expect((await failure(response)).issues).toEqual([
      { path: 'form.attachment', message: 'La pièce jointe doit être une image JPG, JPEG ou PNG.' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('answers every missing field in the validation shape, in the caller language', async () => {
    const client = await as('bpm@demo.test');
    const form = new FormData();
    form.append('category', 'billing');
    const response = await client.request('/api/support?lang=en', {
      method: 'POST',
      headers: { 'x-csrf-token': await client.csrfToken(), 'accept-language': 'en' },
      body: form,
    });
    expect(response.status).toBe(400);
    const body = await failure(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues?.find((issue) => issue.path === 'form.subject')?.message).toBe(
      'Write the request’s subject.',
    );
    expect(body.issues?.map((issue) => issue.path).sort()).toEqual([
      'form.category',
      'form.description',
      'form.personsConcerned',
      'form.subject',
    ]);
  });

  it('refuses a person of another dealership', async () => {
    const response = await send(
      'owner@demo.test',
      await ticketOf('owner@demo.test', {
        personsConcerned: [await userIdOf('seller7@demo.test')],
      }),
    );
    expect(response.status).toBe(400);
    expect((await failure(response)).issues).toEqual([
      {
        path: 'form.personsConcerned',
        message: 'Choisissez les personnes concernées dans la liste.',
      },
    ]);
  });

  it('is refused to the kiosk accounts', async () => {
    const response = await send('service@demo.test', await ticketOf('service@demo.test'));
    expect(response.status).toBe(403);
  });
});

describe('reading tickets', () => {
  it("shows authors their own, a BPM its dealerships', the PR admin all", async () => {
    const ids = async (email: string, query = '') =>
      (await listOf(await (await as(email)).request(`/api/support${query}`))).map((t) => t.id);
    expect(await ids('seller1@demo.test')).toEqual([sellerTicket.id]);
    expect(await ids('seller2@demo.test')).toEqual([]);
    expect(await ids('bpm@demo.test')).toContain(sellerTicket.id);
    expect(await ids('pradmin@demo.test', '?category=bug&state=open')).toContain(sellerTicket.id);
    expect(await ids('pradmin@demo.test', '?category=login')).toEqual([]);
  });

  it("gives another dealership's owner neither the list nor the ticket nor its file (404)", async () => {
    const owner2 = await as('owner2@demo.test');
    expect(await listOf(await owner2.request('/api/support'))).toEqual([]);
    const one = await owner2.request(`/api/support/${sellerTicket.id}`);
    expect(one.status).toBe(404);
    expect(await failure(one)).toMatchObject({ code: 'SUPPORT.NOT_FOUND' });
    expect((await owner2.request(`/api/support/${sellerTicket.id}/attachment`)).status).toBe(404);
  });

  it('serves the screenshot to the PR admin under its own type', async () => {
    const file = await (
      await as('pradmin@demo.test')
    ).request(`/api/support/${sellerTicket.id}/attachment`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });
});

describe('PUT /api/support/{id}/state', () => {
  it('lets the PR admin close and reopen a ticket, and nobody else', async () => {
    const seller = await as('seller1@demo.test');
    const refused = await seller.json('PUT', `/api/support/${sellerTicket.id}/state`, {
      state: 'closed',
    });
    expect(refused.status).toBe(403);
    const admin = await as('pradmin@demo.test');
    const closed = await admin.json('PUT', `/api/support/${sellerTicket.id}/state`, {
      state: 'closed',
    });
    expect(await answer(closed, '/api/support/{id}/state', 'put')).toMatchObject({
      state: 'closed',
      resolvedAt: expect.any(String),
    });
    const open = await listOf(await admin.request('/api/support?state=open'));
    expect(open.map((t) => t.id)).not.toContain(sellerTicket.id);
    const reopened = await admin.json('PUT', `/api/support/${sellerTicket.id}/state`, {
      state: 'open',
    });
    expect(await answer(reopened, '/api/support/{id}/state', 'put')).toMatchObject({
      state: 'open',
      resolvedAt: null,
    });
  });
});

describe('support pages', () => {
  it('posts the form without script and lists the ticket; the inbox filters it', async () => {
    const admin = await as('admin@demo.test');
    const form = new FormData();
    form.append('csrfToken', await admin.csrfToken());
    form.append('category', 'howTo');
    form.append('personsConcerned', await userIdOf('admin@demo.test'));
    form.append('subject', 'Ajouter un conseiller');
    form.append('description', 'Comment ajouter un conseiller?');
    const posted = await admin.request('/admin/support', { method: 'POST', body: form });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/admin/support?flash=sent');
    const page = await (await admin.request('/admin/support?flash=sent')).text();
    expect(page).toContain('Ajouter un conseiller');
    const inbox = await (await as('pradmin@demo.test')).request('/pr-admin/support?category=howTo');
    const html = await inbox.text();
    expect(html).toContain('Ajouter un conseiller');
    expect(html).not.toContain('La liste ne se rafraîchit plus');
  });

  it('shows a refused form again with the message beside each field (422)', async () => {
    const seller = await as('seller3@demo.test');
    const form = new FormData();
    form.append('csrfToken', await seller.csrfToken());
    form.append('category', 'bug');
    const response = await seller.request('/seller/support', { method: 'POST', body: form });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Écrivez l’objet de la demande.');
    expect(html).toContain('Décrivez le problème.');
  });

  it("answers 404 for another tenant's ticket page", async () => {
    const owner2 = await as('owner2@demo.test');
    expect((await owner2.request(`/owner/support/${sellerTicket.id}`)).status).toBe(404);
  });
});
