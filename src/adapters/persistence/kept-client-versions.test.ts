import { describe, expect, it, vi } from 'vitest';
import { createMemoryClientFlow } from '#tests/fakes/client-flow.ts';
import { keepClientVersions } from './kept-client-versions.ts';

const AT = new Date('2026-11-29T10:00:00Z');
const NEW_VISIT = {
  concessionId: 'c1',
  language: 'fr',
  sequence: 'buyCar',
  createdBy: 'kiosk-c1',
  at: AT,
} as const;

const setUp = (maxEntries?: number) => {
  const store = createMemoryClientFlow({}).ports.clients;
  const findVersioned = vi.spyOn(store, 'findVersioned');
  return { store, findVersioned, kept: keepClientVersions(store, { maxEntries }) };
};

// docs/decisions/152: the next save of a visit reads nothing; what is kept may be out of date, and
// a write over it that does not hold forgets it.
describe('clients kept with their versions', () => {
  it('gives a new client back as created, without reading it', async () => {
    const { kept, findVersioned } = setUp();
    const created = await kept.create(NEW_VISIT);
    expect(await kept.findVersioned(created.client.id)).toEqual(created);
    expect(findVersioned).not.toHaveBeenCalled();
  });

  it('keeps a saved client with its new version', async () => {
    const { kept, store, findVersioned } = setUp();
    const { client, version } = await kept.create(NEW_VISIT);
    const written = { ...client, questionnaire: { colour: 'blue' } };
    const next = await kept.saveAnswersIfUnchanged(written, version, written, AT);
    expect(next).not.toBe(version);
    expect(await kept.findVersioned(client.id)).toEqual({ client: written, version: next });
    // The version kept is the store's.
    expect((await store.findVersioned(client.id))?.version).toBe(next);
    expect(findVersioned).toHaveBeenCalledTimes(1);
  });

  it('forgets a client whose write over it did not hold, and reads it again', async () => {
    const { kept, store, findVersioned } = setUp();
    const { client, version } = await kept.create(NEW_VISIT);
    // Another process saves the client: what is kept is out of date.
    await store.saveContact(client.id, { firstName: 'Léa', phone: null }, AT);
    expect(await kept.saveAnswersIfUnchanged(client, version, client, AT)).toBeNull();
    const read = await kept.findVersioned(client.id);
    expect(findVersioned).toHaveBeenCalledTimes(1);
    expect(read?.client.firstName).toBe('Léa');
  });

  it('forgets a client that changes status', async () => {
    const { kept, findVersioned } = setUp();
    const { client } = await kept.create(NEW_VISIT);
    await kept.applyTransition({
      clientId: client.id,
      concessionId: client.concessionId,
      expected: { status: null, sellerId: null },
      patch: { status: 'questionnaireCompleted', questionnaireCompletedAt: AT },
      change: { from: null, to: 'questionnaireCompleted' },
      actor: { userId: 'kiosk-c1', role: 'client' },
      at: AT,
    });
    expect((await kept.findVersioned(client.id))?.client.status).toBe('questionnaireCompleted');
    expect(findVersioned).toHaveBeenCalledTimes(1);
  });

  it('keeps the clients used last, up to its bound', async () => {
    const { kept, findVersioned } = setUp(2);
    const first = await kept.create(NEW_VISIT);
    const second = await kept.create(NEW_VISIT);
    await kept.findVersioned(first.client.id);
    await kept.create(NEW_VISIT);
    // The second was used least recently: it alone is read again.
    await kept.findVersioned(first.client.id);
    expect(findVersioned).not.toHaveBeenCalled();
    await kept.findVersioned(second.client.id);
    expect(findVersioned).toHaveBeenCalledTimes(1);
  });
});
