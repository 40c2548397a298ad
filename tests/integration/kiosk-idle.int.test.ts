import { describe, expect, it } from 'vitest';
import type { signedIn } from '#tests/fixtures/client-flow.ts';
import { clearFloor, completedClient } from '#tests/fixtures/client-flow.ts';
import { test } from '#tests/fixtures/integration.ts';
import type { Runtime } from '#composition/index.ts';

/*
 * A tablet left alone posts its idle form (docs/decisions/059): the visit left behind is cancelled
 * or handed to the waiting room, and the next buyer is greeted in the tablet's own language.
 */
let runtime: Runtime;
type Browser = Awaited<ReturnType<typeof signedIn>>;
let kiosk: Browser;

test.beforeAll(async ({ runtime: given, loginAs }) => {
  runtime = given;
  kiosk = await loginAs('kiosk');
});

const idle = async (clientId?: string) => {
  const body = new URLSearchParams([['csrfToken', await kiosk.csrfToken()]]);
  if (clientId) body.append('clientId', clientId);
  const response = await kiosk.request('/client/idle', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/client');
  return response;
};

const statusOf = async (clientId: string) =>
  await runtime.database.db
    .selectFrom('clients')
    .select(['status', 'sellerId', 'deletedAt'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();

const languageOfHome = async () =>
  /<html lang="(\w+)"/.exec(await (await kiosk.request('/client')).text())?.[1];

describe('the kiosk’s header', () => {
  it('shows buyers the dealership’s name, not the tablet account’s email', async () => {
    const { name } = await runtime.database.db
      .selectFrom('users')
      .innerJoin('concessions', 'concessions.id', 'users.concessionId')
      .select('concessions.name')
      .where('users.email', '=', 'kiosk@demo.test')
      .executeTakeFirstOrThrow();
    const header = /<header[^>]*>(.*?)<\/header>/s.exec(
      await (await kiosk.request('/client')).text(),
    )?.[1];
    expect(header).toContain(name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(header).not.toContain('kiosk@demo.test');
  });
});

describe('the idle kiosk', () => {
  it('cancels a visit still answering and greets the next buyer in French', async () => {
    await clearFloor(runtime);
    expect(await languageOfHome()).toBe('fr');
    await kiosk.request('/client?lang=en');
    expect(await languageOfHome()).toBe('en');
    const started = await kiosk.request('/client', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([
        ['csrfToken', await kiosk.csrfToken()],
        ['sequence', 'buyCar'],
      ]).toString(),
    });
    const part1 = new URL(started.headers.get('location') ?? '', 'http://kiosk');
    const clientId = part1.searchParams.get('clientId') ?? '';
    // The page on screen carries the visit in its idle form.
    const page = await (await kiosk.request(`${part1.pathname}${part1.search}`)).text();
    expect(page).toMatch(
      new RegExp(
        `<form id="kiosk-idle" hidden="" action="/client/idle" method="post">.*?value="${clientId}"`,
      ),
    );

    const response = await idle(clientId);
    expect(response.headers.get('set-cookie')).toMatch(/lang=;.*Max-Age=0/);
    expect((await statusOf(clientId)).deletedAt).not.toBeNull();
    expect(await languageOfHome()).toBe('fr');
  });

  it('sends a buyer who walked away from "Merci!" to the waiting room', async () => {
    await clearFloor(runtime);
    const clientId = await completedClient(kiosk);
    const thanks = await kiosk.request(
      `/client/questionnaire/endQuestionnaire?clientId=${clientId}`,
    );
    expect(thanks.status).toBe(200);
    await idle(clientId);
    expect(await statusOf(clientId)).toEqual({
      status: 'waitingRoom',
      sellerId: null,
      deletedAt: null,
    });
  });

  it('leaves a visit already in the waiting room, and answers without a visit', async () => {
    await clearFloor(runtime);
    const clientId = await completedClient(kiosk);
    await idle(clientId);
    await idle(clientId);
    expect((await statusOf(clientId)).status).toBe('waitingRoom');
    await idle();
  });
});
