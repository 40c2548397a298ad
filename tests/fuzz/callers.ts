import type { Role } from '#domain/access/roles.ts';
import { sessionUser } from '#tests/fixtures/api.ts';
import type { DemoAccount } from '#tests/fixtures/integration.ts';
import type { HttpClient } from './sender.ts';

/** The demo account that stands for each role (docs/spec/decisions.md section 11). */
const ACCOUNTS: Record<Role, DemoAccount> = {
  prAdmin: 'pradmin',
  bpm: 'bpm',
  owner: 'owner',
  admin: 'admin',
  seller: 'seller1',
  client: 'kiosk',
  service: 'service',
};

export type Caller = HttpClient & { id: string };

/**
 * One signed-in browser per role for the fuzz suite, signed in again when a request ended its
 * session (a sign-out, a password set): `forget` drops what the sender kept of the old one.
 */
export const makeCallers = (
  loginAs: (account: DemoAccount) => Promise<Caller>,
  forget: (client: HttpClient) => void,
) => {
  const callers = new Map<Role, Caller>();
  return async (role: Role): Promise<Caller> => {
    const known = callers.get(role);
    if (known) {
      if (await sessionUser(known)) return known;
      forget(known);
    }
    const caller = await loginAs(ACCOUNTS[role]);
    callers.set(role, caller);
    return caller;
  };
};
