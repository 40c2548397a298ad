import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { openApiConfig } from '#adapters/http/api/openapi-contract.ts';
import { scopeOf, type Action } from '#domain/access/policy.ts';
import { ROLES } from '#domain/access/roles.ts';
import { test } from '#tests/fixtures/integration.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import { resolverOf, routesOf, type Document } from '#tests/fixtures/openapi-samples.ts';
import { requestsFor, type IdOf } from '#tests/fuzz/api-requests.ts';
import { makeCallers } from '#tests/fuzz/callers.ts';
import { makeSender, type HttpClient } from '#tests/fuzz/sender.ts';
import { newTally, summary } from '#tests/fuzz/verdict.ts';

/*
 * The API fuzz suite (docs/decisions/031-fuzz-suite.md): every operation of the OpenAPI document,
 * as every role the policy table lets call it and signed out, gets its valid sample, every field
 * mutated, hostile path and query parameters, malformed bodies and hostile headers. No answer is a
 * 5xx, every refusal is `{ message, code }`, a foreign Origin is refused as CSRF and a refused
 * request writes nothing. A route added to the app is in the document (`npm run openapi -- --check`
 * in CI), so it is fuzzed without a line here.
 */
test.override({ env: { TRUST_PROXY: 'true' } });

const document = JSON.parse(
  readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8'),
) as Document;
const routes = routesOf(document);
const resolve = resolverOf(document);
const tally = newTally();
const started = Date.now();

let sender: Awaited<ReturnType<typeof makeSender>>;
let anonymous: HttpClient;
let callerFor: ReturnType<typeof makeCallers>;
let ids: Record<string, string>;

test.beforeAll(async ({ runtime, loginAs }) => {
  sender = await makeSender(runtime, tally);
  anonymous = createClient(runtime);
  callerFor = makeCallers(loginAs, sender.forget);
  const { db } = runtime.database;
  const seller = await db
    .selectFrom('users')
    .select(['id', 'concessionId'])
    .where('email', '=', 'seller1@demo.test')
    .executeTakeFirstOrThrow();
  const home = seller.concessionId ?? '';
  const client = await db
    .selectFrom('clients')
    .select('id')
    .where('concessionId', '=', home)
    .where('deletedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const training = await db
    .selectFrom('trainings')
    .select('id')
    .where('concessionId', '=', home)
    .executeTakeFirstOrThrow();
  ids = {
    'sellers.id': seller.id,
    '?seller': seller.id,
    '?ids': seller.id,
    'clients.id': client.id,
    'concessions.id': home,
    '?concession': home,
    'trainings.id': training.id,
  };
});

test.afterAll(() => {
  // The closing line CI shows: how many requests were sent and how they were answered.
  // eslint-disable-next-line no-console
  console.log(summary(tally, 'API', (Date.now() - started) / 1000));
});

const idsFor =
  (caller: { id?: string }): IdOf =>
  (key) =>
    key === 'users.id' ? (caller.id ?? '') : (ids[key] ?? 'f3c1c9a0-5b7e-4c1d-9f6e-2a4b8c0d1e2f');

test('the document fuzzed is the app’s own', ({ runtime }) => {
  const live = runtime.app.getOpenAPI31Document(openApiConfig('http://localhost:3000', 'x'));
  expect(routesOf(live as Document).map((route) => `${route.method} ${route.path}`)).toEqual(
    routes.map((route) => `${route.method} ${route.path}`),
  );
});

for (const route of routes) {
  const action = route.operation['x-action'] as Action | undefined;
  const roles = action ? ROLES.filter((role) => scopeOf(role, action) !== null) : [];
  test(`${route.method} ${route.path}`, async () => {
    const before = tally.failures.length;
    // Signed out: every case when the route is public, else the first few (401 before anything).
    const asAnonymous = requestsFor(route, idsFor({}), resolve, action === undefined);
    for (const request of asAnonymous) await sender.send(anonymous, request);
    for (const role of roles) {
      const caller = await callerFor(role);
      await sender.resync();
      for (const request of requestsFor(route, idsFor(caller), resolve, true)) {
        await sender.send(caller, request);
      }
    }
    expect(tally.failures.slice(before)).toEqual([]);
  });
}
