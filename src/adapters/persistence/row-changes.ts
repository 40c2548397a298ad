import pg from 'pg';

/**
 * What tells a cache of reads that they may be out of date: the database's triggers on every row
 * the reads answer. The session reads (docs/decisions/137, migration `viewer-changes`) and the
 * client lists (docs/decisions/139, migration `client-list-changes`) each have their own.
 */
export type RowChanges = {
  /** Moves on at every change: a read begun before a move must not be kept. */
  generation: () => number;
  /** False while a change is being written here, or while another process's could go unheard. */
  settled: () => boolean;
  close: () => Promise<void>;
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

const RELISTEN_MS = 1000;

// pg's client has these; its types do not say so.
type Connection = {
  on: (event: 'readyForQuery', listener: (msg: { status: string }) => void) => void;
};
type PooledClient = pg.PoolClient & { connection?: Connection; processID?: number | null };

/**
 * Watches this process's writes: a trigger's notice arrives on the writing connection before its
 * statement ends. From then until that connection's transaction has ended (committed or not), the
 * cache keeps nothing; at its end the generation moves again, so a read that saw the old rows is
 * never kept. With `listenTo` (a PostgreSQL server other processes write too), a connection of its
 * own listens for the triggers' notifications; until it listens, nothing counts as settled.
 */
export const watchRowChanges = (
  pools: readonly pg.Pool[],
  topic: ChangeTopic,
  listenTo?: { connectionString: string },
): RowChanges => {
  let generation = 0;
  let listening = listenTo === undefined;
  let closed = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const writing = new Set<pg.PoolClient>();
  // The server processes of this process's own connections: their changes are heard as notices.
  const own = new Set<number>();
  const move = () => {
    generation += 1;
  };

  const watch = (client: PooledClient) => {
    const pid = client.processID;
    if (pid) own.add(pid);
    client.on('notice', (notice) => {
      if (notice.message !== topic.notice) return;
      writing.add(client);
      move();
    });
    client.connection?.on('readyForQuery', ({ status }) => {
      if (status !== 'I' || !writing.delete(client)) return;
      move();
    });
    client.on('end', () => {
      if (pid) own.delete(pid);
      if (writing.delete(client)) move();
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
      move();
      client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void listen(), RELISTEN_MS);
    };
    listener = client;
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', ({ processId }) => {
      if (!own.has(processId)) move();
    });
    try {
      await client.connect();
      await client.query(`listen ${topic.channel}`);
      if (listener !== client) return;
      move();
      listening = true;
    } catch {
      lost();
    }
  };
  void listen();

  return {
    generation: () => generation,
    settled: () => listening && writing.size === 0,
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
