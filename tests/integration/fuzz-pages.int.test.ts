import { expect } from 'vitest';
import { roleOfPath } from '#domain/access/roles.ts';
import { test } from '#tests/fixtures/integration.ts';
import { newVisit } from '#tests/fixtures/client-flow.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import { makeCallers } from '#tests/fuzz/callers.ts';
import { fillPath, formsOf, pageRequests } from '#tests/fuzz/page-forms.ts';
import { makeSender } from '#tests/fuzz/sender.ts';
import { newTally, summary } from '#tests/fuzz/verdict.ts';

/*
 * The page forms' fuzz suite (docs/decisions/031-fuzz-suite.md): every POST route outside /api, as
 * the role whose pages it belongs to and signed out, with the fields its page renders mutated and
 * bodies that are not what they declare. No answer is a 5xx (nor the 500 page), a refusal is a page
 * or a redirect, a foreign Origin is refused as CSRF and a refused post writes nothing. The routes
 * are read from the app, so a new form is fuzzed without a line here.
 */
test.override({ env: { TRUST_PROXY: 'true' } });

const THROW_AWAY = 'f3c1c9a0-5b7e-4c1d-9f6e-2a4b8c0d1e2f';

// One test for all forms (they share callers and the write log); generous for a loaded 2-core machine.
test('every page form', { timeout: 900_000 }, async ({ runtime, loginAs }) => {
  const started = Date.now();
  const tally = newTally();
  const sender = await makeSender(runtime, tally);
  const callerFor = makeCallers(loginAs, sender.forget);
  const { db } = runtime.database;
  const seller = await db
    .selectFrom('users')
    .select(['id', 'concessionId'])
    .where('email', '=', 'seller1@demo.test')
    .executeTakeFirstOrThrow();
  const client = await db
    .selectFrom('clients')
    .select('id')
    .where('concessionId', '=', seller.concessionId)
    .where('deletedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const training = await db
    .selectFrom('trainings')
    .select('id')
    .where('concessionId', '=', seller.concessionId)
    .executeTakeFirstOrThrow();

  // A visit just begun at the kiosk: its questionnaire pages show their forms.
  const kiosk = await callerFor('client');
  const visit = await newVisit(kiosk);

  const routes = [
    ...new Set(
      runtime.app.routes
        .filter((route) => route.method === 'POST' && !route.path.startsWith('/api'))
        .map((route) => route.path),
    ),
  ];
  // A delete names a record that does not exist: the rest of the run needs the training.
  const idsOf = (route: string) => (name: string) => {
    // Deleting seller1 or resetting their password would sign them out of the rest of the run.
    if (/\/members\/.*\/(delete|reset-password)$/.test(route)) return THROW_AWAY;
    if (name === 'sellerId' || route.includes('/members/')) return seller.id;
    if (route.includes('/training/')) return route.endsWith('/delete') ? THROW_AWAY : training.id;
    if (route.startsWith('/client/')) return visit.id;
    return route.includes('client') ? client.id : THROW_AWAY;
  };

  for (const route of routes) {
    const role = roleOfPath(route);
    const url = fillPath(route, idsOf(route));
    const browser = role ? await callerFor(role) : createClient(runtime);
    // The fields are those of the page that holds the form: the form's own address or its parent.
    const html = await Promise.all(
      [url, url.split('/').slice(0, -1).join('/') || '/'].map(async (page) => {
        const response = await browser.request(page, { headers: { accept: 'text/html' } });
        return { page, html: response.ok ? await response.text() : '' };
      }),
    );
    const forms = html.map(({ page, html: text }) => formsOf(text, page, url));
    const form = forms.find((found) => found.fields.size + found.files.size > 0) ?? forms[0];
    if (!form) continue;
    const requests = pageRequests(route, url, form, idsOf(route));
    await sender.resync();
    for (const request of requests) await sender.send(browser, request);
    // Signed out, the first few: refused or sent to the sign-in page, never a 5xx.
    if (role)
      for (const request of requests.slice(0, 3)) await sender.send(createClient(runtime), request);
  }

  // The closing line CI shows: how many requests were sent and how they were answered.
  // eslint-disable-next-line no-console
  console.log(summary(tally, `${routes.length} page forms`, (Date.now() - started) / 1000));
  expect(tally.failures).toEqual([]);
  expect(routes.length).toBeGreaterThan(20);
});
