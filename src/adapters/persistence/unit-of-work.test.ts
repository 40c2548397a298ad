import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from './db.generated.ts';
import { lazyBinder } from './unit-of-work.ts';

// Two executors told apart by identity: the binder never queries them.
const first = {} as Kysely<DB>;
const second = {} as Kysely<DB>;

const countingBinder = () => {
  const made: string[] = [];
  const bind = lazyBinder({
    users: (executor: Kysely<DB>) => {
      made.push('users');
      return { executor, name: 'users' };
    },
    clients: (executor: Kysely<DB>) => {
      made.push('clients');
      return { executor, name: 'clients' };
    },
  });
  return { made, bind };
};

describe('lazyBinder (decision 129)', () => {
  it('makes a store only when it is first read, bound to its own executor', () => {
    const { made, bind } = countingBinder();
    const ports = bind(first);
    expect(made).toEqual([]);
    expect(ports.clients).toEqual({ executor: first, name: 'clients' });
    expect(ports.clients.executor).toBe(first);
    expect(made).toEqual(['clients']);
  });

  it('keeps the store it made: a second read is the same object', () => {
    const { made, bind } = countingBinder();
    const ports = bind(first);
    const clients = ports.clients;
    expect(ports.clients).toBe(clients);
    expect(made).toEqual(['clients']);
  });

  it('binds each executor apart: a transaction never reads another one’s store', () => {
    const { made, bind } = countingBinder();
    const outside = bind(first);
    const inside = bind(second);
    expect(outside.users.executor).toBe(first);
    expect(inside.users.executor).toBe(second);
    expect(outside.users).not.toBe(inside.users);
    expect(made).toEqual(['users', 'users']);
  });

  it('names every store, made or not, as a plain object would', () => {
    const { bind } = countingBinder();
    const ports = bind(first);
    expect('users' in ports && 'clients' in ports).toBe(true);
    const { users } = ports;
    expect(users.name).toBe('users');
  });

  it('hands every store to a spread or a rest pattern', () => {
    const { bind } = countingBinder();
    const { users, ...others } = bind(first);
    expect(users.name).toBe('users');
    expect(others.clients).toEqual({ executor: first, name: 'clients' });
    expect(Object.keys({ ...bind(second) })).toEqual(['users', 'clients']);
  });
});
