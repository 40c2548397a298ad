import { describe, expect, it } from 'vitest';
import { failure } from '#tests/fixtures/api.ts';
import * as suite from '#tests/fixtures/suites/clients-bad-input.ts';
import { SALE_CALLS } from '#tests/fixtures/suites/clients-bad-input-sale.ts';
import { MATCHES_CALLS, VISIT_CALLS } from '#tests/fixtures/suites/clients-bad-input-visit.ts';

/*
 * Bad input to every Clients call gets a 4xx and changes nothing: wrong types, unknown values,
 * ids that are not ids, and ids of another dealership (answered like missing ones, docs/spec/decisions.md
 * section 2). After each refusal the clients and their status history are exactly as before.
 */

suite.setUp();

const CALLS = [...VISIT_CALLS, ...SALE_CALLS, ...MATCHES_CALLS];

describe('bad input to the Clients calls', () => {
  it.each(CALLS.map((entry) => [entry.name, entry] as const))(
    '%s: refused, nothing changed',
    async (_name, entry) => {
      const before = await suite.snapshot();
      const response = await suite.call(entry);
      expect(response.status, await response.clone().text()).toBe(entry.status);
      // The contract's `{ message, code }` (failure refuses any other shape).
      const { message, code } = await failure(response);
      expect(message).not.toBe('');
      expect(code).not.toBe('');
      expect(await suite.snapshot()).toBe(before);
    },
  );

  it('covers every Clients call', () => {
    const covered = new Set(
      CALLS.map((entry) => {
        const path = entry.path().split('?')[0] ?? '';
        return `${entry.method} ${path.replace(/\/api\/clients\/[^/]+/, '/api/clients/{id}')}`;
      }),
    );
    expect([...covered].sort()).toEqual(
      [
        'DELETE /api/clients/{id}',
        'GET /api/clients',
        'GET /api/clients/{id}',
        'GET /api/clients/{id}/matches',
        'POST /api/clients',
        'POST /api/clients/{id}/accept',
        'POST /api/clients/{id}/extra-time',
        'POST /api/clients/{id}/seller',
        'PUT /api/clients/{id}/feedback',
        'PUT /api/clients/{id}/questionnaire',
        'PUT /api/clients/{id}/seller',
      ].sort(),
    );
  });
});
