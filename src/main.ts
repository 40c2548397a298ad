import { startServer } from './adapters/http/server.ts';
import { createJsonLogger } from './adapters/logging/json-logger.ts';
import { loadConfigOrExit } from './config.ts';
import { createRuntime } from '#composition/index.ts';

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
