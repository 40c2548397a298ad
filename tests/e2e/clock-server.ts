import { serve, type ServerType } from '@hono/node-server';
import { createJsonLogger } from '#adapters/logging/json-logger.ts';
import { openDatabase } from '#adapters/persistence/database.ts';
import { createRuntime, type Runtime } from '#composition/index.ts';
import { parseConfig } from '#src/config.ts';

/** One port above the shared test server's: the journeys that use it run one at a time. */
const CLOCK_PORT = Number(process.env.E2E_PORT ?? 3107) + 1;

/**
 * A hold only expires with time: the journeys that need it run on their own server, in this
 * process, on their own embedded database with the demo data, whose clock the test moves forward
 * (the shared test server keeps real time).
 */
export const startServerWithClock = async () => {
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };
  const database = await openDatabase({ dataDir: 'memory://' });
  const runtime: Runtime = await createRuntime(
    parseConfig({ SEED_DEMO: 'true', PORT: String(CLOCK_PORT) }),
    createJsonLogger({ level: 'silent' }),
    { worker: false, database, clock },
  );
  const server: ServerType = serve({
    fetch: runtime.app.fetch,
    port: CLOCK_PORT,
    hostname: '127.0.0.1',
  });
  return {
    baseURL: `http://127.0.0.1:${CLOCK_PORT}`,
    origin: `http://localhost:${CLOCK_PORT}`,
    runtime,
    later: (hours: number) => {
      offsetMs += hours * 60 * 60 * 1000;
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await runtime.close();
    },
  };
};
