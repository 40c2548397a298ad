import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '#adapters/logging/json-logger.ts';
import { OPENAPI_INFO } from '#adapters/http/app.ts';
import { createRuntime } from '#composition/index.ts';
import { parseConfig } from '#src/config.ts';
import { POLICY, scopeOf, type Action } from '#domain/access/policy.ts';
import { ROLES, type Role } from '#domain/access/roles.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import {
  PNG,
  resolverOf,
  sampleOf,
  type Document,
  type Operation,
  type Parameter,
  type Schema,
} from '#tests/fixtures/openapi-samples.ts';
import { createTestDatabase } from '#tests/fixtures/test-database.ts';

/*
 * The policy table, checked on every route that names an action (generated, not hand-picked):
 * (a) signed out -> 401; (b) every role the table leaves out -> 403; (c) every role whose scope is
 * a dealership ('concession') or assigned dealerships ('assigned'), given an id of the OTHER
 * dealership -> 404 (docs/spec/decisions.md section 2). A route added later is covered as soon as it exists;
 * one whose parameters this file cannot fill fails with a message saying what to add.
 */

// Top-level await: the tests are generated from the running app's own OpenAPI document.
const database = await createTestDatabase({ template: 'demo' });
const runtime = await createRuntime(
  parseConfig({ SEED_DEMO: 'true' }),
  createJsonLogger({ level: 'silent' }),
  { worker: false, database },
);
const document = runtime.app.getOpenAPI31Document({
  ...OPENAPI_INFO,
  info: { ...OPENAPI_INFO.info, version: 'test' },
});

afterAll(async () => {
  await runtime.close();
  await database.drop();
});

/** The demo account that stands for each role (docs/spec/decisions.md section 11). */
const ACCOUNTS: Record<Role, string> = {
  prAdmin: 'pradmin@demo.test',
  bpm: 'bpm@demo.test',
  owner: 'owner@demo.test',
  admin: 'admin@demo.test',
  seller: 'seller1@demo.test',
  client: 'kiosk@demo.test',
  service: 'service@demo.test',
};
const HOME = 'Best Pairing Demo';
const OTHER = 'Best Pairing Demo Québec';

type Ids = {
  home: string;
  other: string;
  homeClient: string;
  otherClient: string;
  homeTraining: string;
  otherTraining: string;
  userOf: (email: string) => string;
};

const concessionId = async (name: string) =>
  (
    await database.db
      .selectFrom('concessions')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
const clientOf = async (concession: string) =>
  (
    await database.db
      .selectFrom('clients')
      .select('id')
      .where('concessionId', '=', concession)
      .where('deletedAt', 'is', null)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow()
  ).id;

/**
 * What to put in each path or query parameter, by `<resource>.<name>` (the path segment before
 * `{name}`) or `?<name>` for a query parameter: an id the signed-in role could otherwise reach,
 * and an id of the other dealership (null when the parameter names platform data, which has no
 * tenant). A new kind of parameter needs a line here.
 */
type Sample = {
  reachable: (ids: Ids, role: Role) => string;
  foreign: ((ids: Ids) => string) | null;
};
const SAMPLES: Record<string, Sample> = {
  'users.id': {
    reachable: (ids, role) => ids.userOf(ACCOUNTS[role]),
    foreign: (ids) => ids.userOf('seller7@demo.test'),
  },
  // An advisor's id is their account's; the others reach the advisors of their dealership.
  'sellers.id': {
    reachable: (ids) => ids.userOf(ACCOUNTS.seller),
    foreign: (ids) => ids.userOf('seller7@demo.test'),
  },
  'clients.id': { reachable: (ids) => ids.homeClient, foreign: (ids) => ids.otherClient },
  'concessions.id': { reachable: (ids) => ids.home, foreign: (ids) => ids.other },
  '?concession': { reachable: (ids) => ids.home, foreign: (ids) => ids.other },
  // Each demo dealership has a training of its own (platform trainings have no tenant).
  'trainings.id': { reachable: (ids) => ids.homeTraining, foreign: (ids) => ids.otherTraining },
};

const trainingOf = async (concession: string) =>
  (
    await database.db
      .selectFrom('trainings')
      .select('id')
      .where('concessionId', '=', concession)
      .executeTakeFirstOrThrow()
  ).id;

let ids: Ids;
beforeAll(async () => {
  const users = await database.db.selectFrom('users').select(['id', 'email']).execute();
  const [home, other] = [await concessionId(HOME), await concessionId(OTHER)];
  ids = {
    home,
    other,
    homeClient: await clientOf(home),
    otherClient: await clientOf(other),
    homeTraining: await trainingOf(home),
    otherTraining: await trainingOf(other),
    userOf: (email) => {
      const found = users.find((user) => user.email === email);
      if (!found) throw new Error(`no demo account ${email}`);
      return found.id;
    },
  };
  // The demo BPM manages both dealerships; taking the second away gives it a foreign one too.
  await database.db
    .deleteFrom('bpmAssignments')
    .where('bpmUserId', '=', ids.userOf(ACCOUNTS.bpm))
    .where('concessionId', '=', other)
    .execute();
});

const resolve = resolverOf(document as Document);
const sample = (schema: Schema) => sampleOf(schema, resolve);

const requestBody = (operation: Operation): RequestInit => {
  const content = operation.requestBody?.content;
  if (!content) return {};
  if (content['application/json']) {
    return {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sample(content['application/json'].schema)),
    };
  }
  const form = content['multipart/form-data'];
  if (form) {
    const schema = resolve(form.schema);
    const values = sample({ ...schema, example: undefined }) as Record<string, unknown>;
    const example = (schema.example ?? {}) as Record<string, unknown>;
    const data = new FormData();
    for (const [key, value] of Object.entries({ ...values, ...example })) {
      const field = resolve(schema.properties?.[key] ?? {});
      data.append(
        key,
        field.format === 'binary' ? new File([PNG], 'sample.png') : String(value as string),
      );
    }
    return { body: data };
  }
  if (content['application/x-www-form-urlencoded']) {
    const values = sample(content['application/x-www-form-urlencoded'].schema);
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(values as Record<string, string>).toString(),
    };
  }
  return {};
};

type Route = { method: string; path: string; action: Action; operation: Operation };

const routes: Route[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>)
    .filter(([, operation]) => operation['x-action'] !== undefined)
    .map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      action: operation['x-action'] as Action,
      operation,
    })),
);

const sampleKey = (path: string, parameter: Parameter) => {
  if (parameter.in === 'query') return `?${parameter.name}`;
  const segments = path.split('/');
  const index = segments.indexOf(`{${parameter.name}}`);
  return `${segments[index - 1] ?? ''}.${parameter.name}`;
};

const sampleFor = (route: Route, parameter: Parameter): Sample => {
  const key = sampleKey(route.path, parameter);
  const sample = SAMPLES[key];
  if (!sample) {
    throw new Error(
      `${route.method} ${route.path}: no sample id for parameter "${key}". Add one to SAMPLES in ` +
        'tests/integration/policy.int.test.ts (an id the role reaches, and one of the other ' +
        'dealership, or foreign: null for platform data).',
    );
  }
  return sample;
};

/** The URL with every path parameter (and required query parameter) filled for `role`. */
const urlFor = (route: Route, role: Role, foreign?: Parameter) => {
  const parameters = route.operation.parameters ?? [];
  let path = route.path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    const needed = parameter.in === 'path' || parameter.required || parameter === foreign;
    if (!needed || (parameter.in !== 'path' && parameter.in !== 'query')) continue;
    const sample = sampleFor(route, parameter);
    const value =
      parameter === foreign && sample.foreign ? sample.foreign(ids) : sample.reachable(ids, role);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, value);
    else query.set(parameter.name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

type Client = ReturnType<typeof createClient>;
const signedIn = new Map<Role, Client>();
const clientFor = async (role: Role) => {
  const known = signedIn.get(role);
  if (known) return known;
  const client = createClient(runtime);
  await client.signIn(ACCOUNTS[role]);
  signedIn.set(role, client);
  return client;
};

const send = async (client: Client, route: Route, url: string, withBody: boolean) => {
  const init: RequestInit = withBody ? requestBody(route.operation) : {};
  const headers = new Headers(init.headers);
  if (route.method !== 'GET') headers.set('x-csrf-token', await client.csrfToken());
  return client.request(url, { ...init, method: route.method, headers });
};

/**
 * The parameters that name a tenant's record: every path parameter (one without a sample fails its
 * test with the message above) and the query parameters the samples know as tenant ids.
 */
const tenantParameters = (route: Route) =>
  (route.operation.parameters ?? []).filter((parameter) => {
    const sample = SAMPLES[sampleKey(route.path, parameter)];
    if (parameter.in === 'path') return sample?.foreign !== null;
    return parameter.in === 'query' && sample !== undefined && sample.foreign !== null;
  });

describe('the policy table at every route', () => {
  it('finds the routes that name an action in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(Object.keys(POLICY)).toContain(route.action);
  });

  for (const route of routes) {
    const label = `${route.method} ${route.path} (${route.action})`;
    const excluded = ROLES.filter((role) => scopeOf(role, route.action) === null);
    const tenantScoped = ROLES.filter((role) =>
      ['concession', 'assigned'].includes(scopeOf(role, route.action) ?? ''),
    );

    describe(label, () => {
      it('answers 401 when signed out', async () => {
        const anonymous = createClient(runtime);
        const response = await send(anonymous, route, urlFor(route, 'seller'), false);
        expect(response.status, label).toBe(401);
        expect(await response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      });

      if (excluded.length > 0) {
        it.each(excluded)('answers 403 to %s, which the table leaves out', async (role) => {
          const response = await send(await clientFor(role), route, urlFor(route, role), false);
          expect(response.status, `${label} as ${role}`).toBe(403);
          expect(await response.json()).toMatchObject({ code: 'FORBIDDEN' });
        });
      }

      const parameters = tenantParameters(route);
      if (tenantScoped.length > 0 && parameters.length > 0) {
        it.each(tenantScoped)("answers 404 to %s for the other dealership's ids", async (role) => {
          for (const parameter of parameters) {
            const url = urlFor(route, role, parameter);
            const response = await send(await clientFor(role), route, url, true);
            const body = (await response.json()) as { code?: string; issues?: unknown };
            if (response.status === 400) {
              throw new Error(
                `${label} as ${role}: the sample request was refused as invalid ` +
                  `(${JSON.stringify(body.issues)}). Give the request body schema an \`example\` ` +
                  'the route accepts, so the tenant check is what answers.',
              );
            }
            expect(response.status, `${label} as ${role}, ${parameter.name} of ${OTHER}`).toBe(404);
          }
        });
      }
    });
  }
});
