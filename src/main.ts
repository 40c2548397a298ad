import { setFlagsFromString } from 'node:v8';
import { startServer } from './adapters/http/server.ts';
import { createJsonLogger } from './adapters/logging/json-logger.ts';
import { loadConfigOrExit } from './config.ts';
import { createRuntime } from '#composition/index.ts';

// The heap grows by half of what the last full collection kept, not up to four times: under load
// the resident size then stays near its level instead of swinging by a third between collections
// (docs/decisions/138-heap-growth-bounded.md). V8 reads the factor at each collection.
setFlagsFromString('--heap-growing-percent=50');

const config = loadConfigOrExit();
const logger = createJsonLogger({ level: config.LOG_LEVEL });

const runtime = await createRuntime(config, logger, { worker: config.RUN_WORKER });
const server = startServer(
  runtime.app.fetch,
  { port: config.PORT, hostname: config.HOST },
  (port) => {
    logger.info(`Best Pairing is ready at ${config.publicUrl}`, {
      port,
      database: runtime.database.mode,
    });
  },
);

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info('Shutting down', { signal });
  server.close();
  runtime.close().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error('Shutdown failed', { error });
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
