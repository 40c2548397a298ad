import { describe, expect } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import { test } from '#tests/fixtures/integration.ts';

// Issue 19 / decision 040: one proxy of ours appends the client's address.
test.override({ env: { TRUST_PROXY: '1' } });

let runtime: Runtime;
test.beforeAll(async ({ runtime: given }) => {
  runtime = given;
});

/** A browser behind our proxy at `address`; `forged` is what the client itself wrote before it. */
const browserAt = (address: string, forged?: string) => {
  const client = createClient(runtime);
  const forwarded = forged ? `${forged}, ${address}` : address;
  const attempt = async (email: string, password: string) =>
    client.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': forwarded,
        'x-csrf-token': await client.csrfToken(),
      },
      body: JSON.stringify({ email, password }),
    });
  return { client, attempt };
};

const failTimes = async (
  attempt: (email: string, password: string) => Promise<Response>,
  email: string,
  times: number,
) => {
  for (let index = 0; index < times; index += 1) {
    expect((await attempt(email, 'Wrong1234')).status).toBe(401);
  }
};

describe('sign-in limits count failures, and spare the people they protect', () => {
  test('a stranger locks an account for unknown browsers, not for the browser its owner signed in on', async () => {
    const owner = browserAt('198.51.100.10');
    expect((await owner.attempt('seller2@demo.test', 'Demo1234')).status).toBe(200);
    owner.client.cookies.delete('bp_session');

    const stranger = browserAt('203.0.113.66');
    await failTimes(stranger.attempt, 'seller2@demo.test', 10);
    expect((await stranger.attempt('seller2@demo.test', 'Wrong1234')).status).toBe(429);
    // The right password from an unknown browser is refused during the lock, too.
    expect((await browserAt('198.51.100.11').attempt('seller2@demo.test', 'Demo1234')).status).toBe(
      429,
    );
    // The owner's browser keeps its own count.
    expect((await owner.attempt('seller2@demo.test', 'Demo1234')).status).toBe(200);
  });

  test('a stranger elsewhere cannot lock the showroom kiosk out', async () => {
    const stranger = browserAt('203.0.113.67');
    await failTimes(stranger.attempt, 'kiosk@demo.test', 10);
    expect((await stranger.attempt('kiosk@demo.test', 'Wrong1234')).status).toBe(429);
    // A new tablet in the showroom (another address, no device cookie yet) still gets in.
    expect((await browserAt('198.51.100.20').attempt('kiosk@demo.test', 'Demo1234')).status).toBe(
      200,
    );
  });

  test('a forged leftmost forwarded address does not choose the rate-limit key', async () => {
    // 50 failures from one address, each claiming another origin: the address is closed all the same.
    for (let index = 0; index < 50; index += 1) {
      const { attempt } = browserAt('203.0.113.90', `192.0.2.${index}`);
      expect((await attempt(`nobody${index}@demo.test`, 'Wrong1234')).status).toBe(401);
    }
    const { attempt } = browserAt('203.0.113.90', '192.0.2.200');
    expect((await attempt('seller4@demo.test', 'Demo1234')).status).toBe(429);
    // Another address is not affected.
    expect((await browserAt('203.0.113.91').attempt('seller4@demo.test', 'Demo1234')).status).toBe(
      200,
    );
  });
});
