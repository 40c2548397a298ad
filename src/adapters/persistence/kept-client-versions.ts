import type { ClientStore, VersionedClient } from '#application/ports/client-store.port.ts';

type KeptClientWrites = Pick<
  ClientStore,
  'create' | 'findVersioned' | 'saveAnswersIfUnchanged' | 'applyTransition'
>;

/**
 * The clients this process created or saved last, with their rows' versions, kept so that the
 * next save of the same visit reads nothing (docs/decisions/152). A kept client may be out of date
 * (another process, or a locked write, changed it since): every write over it is conditional on
 * its version, and one that does not hold forgets it and is made again on the client read locked.
 * A transition forgets it too: the client then leaves the questionnaire. At most `maxEntries`, the
 * least recently used forgotten first.
 */
export const keepClientVersions = (
  store: KeptClientWrites,
  { maxEntries = 1000 }: { maxEntries?: number } = {},
): KeptClientWrites => {
  const kept = new Map<string, VersionedClient>();
  const keep = (versioned: VersionedClient) => {
    const { id } = versioned.client;
    kept.delete(id);
    kept.set(id, versioned);
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
  };
  return {
    create: async (input) => {
      const created = await store.create(input);
      keep(created);
      return created;
    },
    findVersioned: async (clientId) => {
      const known = kept.get(clientId);
      if (known) {
        keep(known);
        return known;
      }
      const read = await store.findVersioned(clientId);
      if (read) keep(read);
      return read;
    },
    saveAnswersIfUnchanged: async (written, version, input, at) => {
      const next = await store.saveAnswersIfUnchanged(written, version, input, at);
      if (next === null) kept.delete(written.id);
      else keep({ client: written, version: next });
      return next;
    },
    applyTransition: (input) => {
      kept.delete(input.clientId);
      return store.applyTransition(input);
    },
  };
};
