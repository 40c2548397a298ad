import pg from 'pg';

/**
 * What tells a cache of reads that they may be out of date: the database's triggers on every row
 * the reads answer. The session reads (docs/decisions/137, migration `viewer-changes`), the client
 * lists (docs/decisions/139, migration `client-list-changes`), the advisors' lists
 * (docs/decisions/142, migration `seller-list-changes`) and the latest lambda (docs/decisions/144,
 * migration `lambda-changes`) each have their own topic.
 */
export type RowChanges = {
  /** Moves on at every change: a read begun before a move must not be kept. */
  generation: () => number;
  /** False while a change is being written here, or while another process's could go unheard. */
  settled: () => boolean;
};

/** The notice a topic's triggers raise on the connection that changes a row, and their channel. */
export type ChangeTopic = { notice: string; channel: string };

export const VIEWER_ROWS: ChangeTopic = {
  notice: 'viewer rows changed',
  channel: 'viewer_changes',
};
export const CLIENT_LIST_ROWS: ChangeTopic = {
  notice: 'client list rows changed',
  channel: 'client_list_changes',
};

export const SELLER_LIST_ROWS: ChangeTopic = {
  notice: 'seller list rows changed',
  channel: 'seller_list_changes',
};

export const LAMBDA_ROWS: ChangeTopic = {
  notice: 'lambda rows changed',
  channel: 'lambda_changes',
};

/** The changes of reads that rest on the rows of several topics: any of them moves them. */
export const anyOfChanges = (...all: readonly RowChanges[]): RowChanges => ({
  // Each generation only grows: their sum moves whenever one of them does.
  generation: () => all.reduce((sum, changes) => sum + changes.generation(), 0),
  settled: () => all.every((changes) => changes.settled()),
});

const RELISTEN_MS = 1000;

// pg's client has these; its types do not say so.
type Connection = {
  on: (event: 'readyForQuery', listener: (msg: { status: string }) => void) => void;
};
type PooledClient = pg.PoolClient & { connection?: Connection; processID?: number | null };

/** A topic's generation and the connections writing one of its rows now. */
type Watched<K> = ChangeTopic & { name: K; generation: number; writing: Set<pg.PoolClient> };

/**
 * Watches this process's writes for every topic at once: a trigger's notice arrives on the writing
 * connection before its statement ends. From then until that connection's transaction has ended
 * (committed or not), the topic's cache keeps nothing; at its end the generation moves again, so a
 * read that saw the old rows is never kept. With `listenTo` (a PostgreSQL server other processes
 * write too), one connection of its own listens for every topic's notifications; until it listens,
 * nothing counts as settled.
 */
export const watchRowChanges = <K extends string>(
  pools: readonly pg.Pool[],
  topics: Readonly<Record<K, ChangeTopic>>,
  listenTo?: { connectionString: string },
): { changes: Record<K, RowChanges>; close: () => Promise<void> } => {
  let listening = listenTo === undefined;
  let closed = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const watched = (Object.keys(topics) as K[]).map((name): Watched<K> => ({
    ...topics[name],
    name,
    generation: 0,
    writing: new Set(),
  }));
  // The server processes of this process's own connections: their changes are heard as notices.
  const own = new Set<number>();
  const moveAll = () => {
    for (const topic of watched) topic.generation += 1;
  };
  /** The end of a connection's transaction (or of the connection) ends its writing. */
  const ended = (client: pg.PoolClient) => {
    for (const topic of watched) if (topic.writing.delete(client)) topic.generation += 1;
  };

  const watch = (client: PooledClient) => {
    const pid = client.processID;
    if (pid) own.add(pid);
    client.on('notice', (notice) => {
      const topic = watched.find((each) => each.notice === notice.message);
      if (!topic) return;
      topic.writing.add(client);
      topic.generation += 1;
    });
    client.connection?.on('readyForQuery', ({ status }) => {
      if (status === 'I') ended(client);
    });
    client.on('end', () => {
      if (pid) own.delete(pid);
      ended(client);
    });
  };
  for (const pool of pools) pool.on('connect', watch);

  const listen = async () => {
    if (!listenTo || closed) return;
    const client = new pg.Client({ connectionString: listenTo.connectionString });
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      listening = false;
      moveAll();
      client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void listen(), RELISTEN_MS);
    };
    listener = client;
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', ({ processId, channel }) => {
      const topic = watched.find((each) => each.channel === channel);
      if (topic && !own.has(processId)) topic.generation += 1;
    });
    try {
      await client.connect();
      await client.query(watched.map((topic) => `listen ${topic.channel};`).join(' '));
      if (listener !== client) return;
      moveAll();
      listening = true;
    } catch {
      lost();
    }
  };
  void listen();

  const changesOf = (topic: Watched<K>): RowChanges => ({
    generation: () => topic.generation,
    settled: () => listening && topic.writing.size === 0,
  });
  return {
    changes: Object.fromEntries(watched.map((topic) => [topic.name, changesOf(topic)])) as Record<
      K,
      RowChanges
    >,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      listening = false;
      await client?.end().catch(() => undefined);
    },
  };
};
