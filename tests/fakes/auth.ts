import type { Role } from '#domain/access/roles.ts';
import type { Language } from '#domain/locale/language.ts';
import type {
  CredentialHolder,
  CredentialStore,
} from '#application/ports/credential-store.port.ts';
import type { EmailOutbox, QueuedEmail } from '#application/ports/email-outbox.port.ts';
import type { JobName, JobQueue } from '#application/ports/job-queue.port.ts';
import type { PasswordHasher } from '#application/ports/password-hasher.port.ts';
import type {
  ResetTokenStore,
  StoredPasswordLink,
} from '#application/ports/reset-token-store.port.ts';
import type { NewSession, SessionStore } from '#application/ports/session-store.port.ts';
import type { TokenService } from '#application/ports/token-service.port.ts';
import { createMemoryRateLimiter } from './rate-limiter.ts';

/**
 * In-memory ports for the use cases' unit tests: one shared state, so a test can look at what a use
 * case wrote (sessions, links, queued emails) the way the database would hold it.
 */

/** Fast and readable: the "hash" says what it hides, which is fine for a test. */
export const fakeHasher: PasswordHasher = {
  hash: async (plain) => `hashed:${plain}`,
  verify: async (hash, plain) => hash === `hashed:${plain}`,
};

const encoder = new TextEncoder();

/** Tokens `t1.s1`, `t2.s2`...: the id part finds the record, the secret part must match. */
export const fakeTokens = (): TokenService => {
  let counter = 0;
  const read = (token: string) => {
    const [id, secret, ...rest] = token.split('.');
    if (!id || !secret || rest.length > 0) return null;
    return { id: `id:${id}`, secretHash: encoder.encode(secret) };
  };
  return {
    issue: () => {
      counter += 1;
      const token = `t${counter}.s${counter}`;
      return { token, ...(read(token) as { id: string; secretHash: Uint8Array }) };
    },
    read,
    sameSecret: (a, b) => a.length === b.length && a.every((byte, index) => byte === b[index]),
  };
};

export type FakeUser = {
  id: string;
  email: string;
  role: Role;
  concessionId: string | null;
  passwordHash: string | null;
  name?: string;
  language?: Language | null;
};

export const createMemoryWorld = (seed: { users: FakeUser[]; concessions?: string[] }) => {
  const users = new Map(seed.users.map((user) => [user.id, { ...user }]));
  const concessions = new Map(
    (seed.concessions ?? []).map((id) => [id, { id, client: null, service: null }]) as [
      string,
      { id: string; client: string | null; service: string | null },
    ][],
  );
  const sessions = new Map<string, NewSession>();
  const links = new Map<string, StoredPasswordLink>();
  const emails: QueuedEmail[] = [];

  const holder = (user: FakeUser | undefined): CredentialHolder | null =>
    user
      ? {
          id: user.id,
          email: user.email,
          role: user.role,
          concessionId: user.concessionId,
          concessionName: user.concessionId ? `Dealership ${user.concessionId}` : null,
          name: user.name ?? user.email,
          language: user.language ?? null,
          concessionLanguage: user.concessionId ? 'fr' : null,
          passwordHash: user.passwordHash,
        }
      : null;

  const credentials: CredentialStore = {
    findUser: async (id) => holder(users.get(id)),
    findUserByEmail: async (email) =>
      holder([...users.values()].find((user) => user.email.toLowerCase() === email.toLowerCase())),
    setPassword: async (id, hash) => {
      const user = users.get(id);
      if (user) user.passwordHash = hash;
    },
    createPassword: async (id, hash) => {
      const user = users.get(id);
      if (!user || user.passwordHash !== null) return false;
      user.passwordHash = hash;
      return true;
    },
    findConcession: async (id) => (concessions.has(id) ? { id } : null),
    setStationPassword: async (id, station, hash) => {
      const concession = concessions.get(id);
      if (concession) concession[station] = hash;
    },
    kioskAccountOf: async (id, station) =>
      [...users.values()].find((user) => user.concessionId === id && user.role === station)?.id ??
      null,
  };

  const sessionStore: SessionStore = {
    create: async (session) => {
      sessions.set(session.id, session);
    },
    find: async () => null,
    extend: async () => undefined,
    delete: async (id) => {
      sessions.delete(id);
    },
    deleteAllOf: async (userId) => {
      for (const [id, session] of sessions) if (session.userId === userId) sessions.delete(id);
    },
    deleteExpired: async () => ({ sessions: 0, resetTokens: 0 }),
  };

  const resetTokens: ResetTokenStore = {
    create: async (link) => {
      links.set(link.id, { ...link, usedAt: null });
    },
    find: async (id) => links.get(id) ?? null,
    use: async (id, at) => {
      const link = links.get(id);
      if (!link || link.usedAt) return false;
      link.usedAt = at;
      return true;
    },
    revokeAllOf: async (userId, at) => {
      for (const link of links.values())
        if (link.userId === userId && !link.usedAt) link.usedAt = at;
    },
  };

  const outbox: EmailOutbox = {
    queue: async (email) => {
      emails.push(email);
    },
  };

  const rateLimiter = createMemoryRateLimiter();

  /** Jobs queued, in order (the tests run them when they want to). */
  const queued: { name: JobName; payload: unknown }[] = [];
  const jobs: JobQueue = {
    enqueue: async (name, payload) => {
      queued.push({ name, payload });
    },
  };

  const ports = { credentials, sessions: sessionStore, resetTokens, outbox, jobs };
  return {
    ...ports,
    rateLimiter,
    /** A unit of work over the same state (no rollback: the use cases' tests do not need one). */
    inTransaction: <T>(work: (bound: typeof ports) => Promise<T>) => work(ports),
    state: { users, concessions, sessions, links, emails, jobs: queued },
  };
};

/** A session row as sign-in would have written it, to see it end. */
export const sessionOf = (userId: string, id: string): NewSession => ({
  id,
  secretHash: new Uint8Array(32),
  userId,
  createdAt: new Date(0),
  expiresAt: new Date(8.64e15),
  absoluteExpiresAt: new Date(8.64e15),
  userAgent: null,
  ipAddress: null,
});
