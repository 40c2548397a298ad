import { describe, expect } from 'vitest';
import { test } from '#tests/fixtures/integration.ts';

// Issue 19 item 7 (docs/decisions/044-forgot-password-in-a-job.md): member creation and the emails
// of another dealership. Forgot password's side is in passwords.int.test.ts and its unit test.

describe('what an answer tells of other people’s emails', () => {
  test('a manager learns “may already be used” at most 10 times an hour, then every creation waits', async ({
    loginAs,
  }) => {
    const owner = await loginAs('owner');
    const create = (email: string) =>
      owner.json('POST', '/api/users', {
        email,
        role: 'seller',
        firstName: 'Camille',
        lastName: 'Roy',
      });
    // An email of the other dealership gets the same answer as one of our own.
    const foreign = await create('owner2@demo.test');
    const ours = await create('seller1@demo.test');
    expect(foreign.status).toBe(409);
    expect(await foreign.json()).toEqual(await ours.json());
    // Members created do not count.
    expect((await create('new.member@demo.test')).status).toBe(201);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await create('seller7@demo.test')).status).toBe(409);
    }
    for (const email of ['seller8@demo.test', 'free.address@demo.test']) {
      const waiting = await create(email);
      expect(waiting.status).toBe(429);
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await waiting.json()).toEqual({
        code: 'USERS.RATE_LIMITED',
        message: expect.stringContaining('Trop de tentatives.'),
      });
    }
  });
});
