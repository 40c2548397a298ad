import type { Role } from '#domain/access/roles.ts';
import { DEVICE_LIFETIME_MS } from '#domain/access/session-lifetime.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Account, AccountStore } from '#application/ports/account-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { DeviceStore } from '#application/ports/device-store.port.ts';
import type { PasswordHasher } from '#application/ports/password-hasher.port.ts';
import type { RateLimiter, RateRule } from '#application/ports/rate-limiter.port.ts';
import type { SessionStore } from '#application/ports/session-store.port.ts';
import type { TokenService } from '#application/ports/token-service.port.ts';
import { startSession } from './start-session.ts';

const WINDOW_MS = 15 * 60_000;

/**
 * Guessing is slowed by failures (docs/decisions/040): 10 in 15 minutes lock an account, but only
 * for browsers it has not signed in on; a browser it has keeps its own count, so strangers cannot
 * lock the owner out. A kiosk account's lock is also per address: a stranger elsewhere cannot lock
 * the showroom's tablets. 50 failures in 15 minutes close an address; a successful sign-in gives
 * its attempt back, so a dealership's staff signing in from one address are never refused.
 */
const SIGN_IN_LIMITS = {
  perAccount: { limit: 10, windowMs: WINDOW_MS },
  perAddress: { limit: 50, windowMs: WINDOW_MS },
} as const satisfies Record<string, RateRule>;

export type SignInInput = {
  email: string;
  password: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** The browser's device cookie, if it has one. */
  deviceToken: string | null;
};

export type SignInError =
  { code: 'AUTH.INVALID_CREDENTIALS' } | { code: 'AUTH.RATE_LIMITED'; retryAfterMs: number };

export type SignedIn = { token: string; expiresAt: Date; userId: string; role: Role };

/** The device cookie to keep: the one presented when it was known, a new one otherwise. */
type SignedInOnDevice = SignedIn & { deviceToken: string };

export type SignInDeps = {
  accounts: AccountStore;
  devices: DeviceStore;
  sessions: SessionStore;
  hasher: PasswordHasher;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  clock: Clock;
};

const isStation = (account: Account): account is Account & { role: 'client' | 'service' } =>
  account.role === 'client' || account.role === 'service';

export const makeSignIn =
  (deps: SignInDeps) =>
  async (input: SignInInput): Promise<Result<SignedInOnDevice, SignInError>> => {
    const now = deps.clock.now();
    const email = input.email.trim().toLowerCase();
    const address = input.ipAddress ?? 'unknown';
    const account = await deps.accounts.findByEmail(email);
    const device = account ? await knownDevice(deps, account.id, input.deviceToken, now) : null;
    const accountKey = device
      ? `sign-in:device:${device.id}`
      : account && isStation(account)
        ? `sign-in:station:${account.id}:${address}`
        : `sign-in:account:${account?.id ?? email}`;
    const addressKey = `sign-in:address:${address}`;
    const decisions = await Promise.all([
      deps.rateLimiter.consume(accountKey, SIGN_IN_LIMITS.perAccount, now),
      deps.rateLimiter.consume(addressKey, SIGN_IN_LIMITS.perAddress, now),
    ]);
    const refused = decisions.find((decision) => !decision.allowed);
    if (refused && !refused.allowed) {
      return err({ code: 'AUTH.RATE_LIMITED', retryAfterMs: refused.retryAfterMs });
    }

    const hash =
      account && isStation(account)
        ? account.concessionId
          ? await deps.accounts.stationPasswordHash(account.concessionId, account.role)
          : null
        : (account?.passwordHash ?? null);
    // Verify even when there is nothing to verify against, so the answer takes as long whether or
    // not the email exists (no account enumeration by timing).
    const valid = await deps.hasher.verify(hash ?? (await dummyHash(deps.hasher)), input.password);
    if (!account || !hash || !valid) return err({ code: 'AUTH.INVALID_CREDENTIALS' });

    // A successful sign-in clears the lock's counter: the forgetful colleague starts afresh.
    await deps.rateLimiter.reset(accountKey);
    await deps.rateLimiter.refund(addressKey);
    const session = await startSession(deps, {
      userId: account.id,
      role: account.role,
      ipAddress: input.ipAddress,
      userAgent: input.userAgent,
    });
    await deps.accounts.recordSignIn(account.id, now);
    const deviceToken = await rememberDevice(deps, account.id, device, now);
    return ok({ ...session, userId: account.id, role: account.role, deviceToken });
  };

type KnownDevice = { id: string; secretHash: Uint8Array; token: string };

/** The presented device cookie, when it is ours and the account signed in with it lately. */
const knownDevice = async (
  deps: Pick<SignInDeps, 'devices' | 'tokens'>,
  userId: string,
  token: string | null,
  now: Date,
): Promise<KnownDevice | null> => {
  const presented = token ? deps.tokens.read(token) : null;
  if (!token || !presented) return null;
  const since = new Date(now.getTime() - DEVICE_LIFETIME_MS);
  const stored = await deps.devices.secretOf(presented.id, userId, since);
  return stored && deps.tokens.sameSecret(stored, presented.secretHash)
    ? { ...presented, token }
    : null;
};

/** Keeps the known device fresh, or makes this browser a known device of the account. */
const rememberDevice = async (
  deps: Pick<SignInDeps, 'devices' | 'tokens'>,
  userId: string,
  known: KnownDevice | null,
  now: Date,
): Promise<string> => {
  const device = known ?? deps.tokens.issue();
  await deps.devices.remember({
    id: device.id,
    userId,
    secretHash: device.secretHash,
    seenAt: now,
  });
  return device.token;
};

let dummy: Promise<string> | undefined;
const dummyHash = (hasher: PasswordHasher) => (dummy ??= hasher.hash('not-a-real-password-0A'));
