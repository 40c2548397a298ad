import { createJsonLogger } from './adapters/logging/json-logger.ts';
import { loadConfigOrExit } from './config.ts';
import { createWorkerRuntime } from '#composition/index.ts';

// A worker alone (`npm run worker`), next to servers started with RUN_WORKER=false.
const config = loadConfigOrExit();
const logger = createJsonLogger({ level: config.LOG_LEVEL });
const worker = await createWorkerRuntime(config, logger);
const stop = () => void worker.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await worker.done;
