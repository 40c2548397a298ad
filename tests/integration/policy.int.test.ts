import { describe, expect, it } from 'vitest';
import { failure } from '#tests/fixtures/api.ts';
import { POLICY, scopeOf } from '#domain/access/policy.ts';
import { ROLES } from '#domain/access/roles.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import {
  clientFor,
  OTHER,
  routes,
  runtime,
  send,
  setUp,
  tenantParameters,
  urlFor,
} from '#tests/fixtures/suites/policy.ts';

setUp();

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
          expect(await failure(response)).toMatchObject({ code: 'FORBIDDEN' });
        });
      }

      const parameters = tenantParameters(route);
      if (tenantScoped.length > 0 && parameters.length > 0) {
        it.each(tenantScoped)("answers 404 to %s for the other dealership's ids", async (role) => {
          for (const parameter of parameters) {
            const url = urlFor(route, role, parameter);
            const response = await send(await clientFor(role), route, url, true);
            if (response.status === 400) {
              const { issues } = await failure(response);
              throw new Error(
                `${label} as ${role}: the sample request was refused as invalid ` +
                  `(${JSON.stringify(issues)}). Give the request body schema an \`example\` ` +
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
