import { createJsonLogger } from '#adapters/logging/json-logger.ts';
import { createAdapters } from '#composition/adapters.ts';
import { prepareDatabase, seedIfEmpty } from '#composition/database.ts';
import { buildPsychometrics } from '#composition/psychometrics.ts';
import { loadConfigOrExit } from '#src/config.ts';
import { createProgressPrinter } from './progress-bar.ts';

/** `npm run cli -- <command>`: operations on the configured database. */
const commands: Record<string, { help: string; run: (args: string[]) => Promise<void> }> = {
  migrate: {
    help: 'apply pending migrations',
    run: async () => {
      const config = loadConfigOrExit();
      const database = await prepareDatabase(config, createJsonLogger({ level: config.LOG_LEVEL }));
      await database.close();
    },
  },
  seed: {
    help: 'create the demo data on an empty database',
    run: async () => {
      const config = loadConfigOrExit();
      const logger = createJsonLogger({ level: config.LOG_LEVEL });
      const database = await prepareDatabase(config, logger);
      await seedIfEmpty(
        createAdapters(database, { config, logger, clock: { now: () => new Date() } }),
      );
      await database.close();
    },
  },
  recalc: {
    help: 'recalculate the lambda norms and re-score every profile, in the foreground',
    run: async () => {
      const config = loadConfigOrExit();
      const logger = createJsonLogger({ level: config.LOG_LEVEL });
      const database = await prepareDatabase(config, logger);
      try {
        const psychometrics = buildPsychometrics(
          createAdapters(database, { config, logger, clock: { now: () => new Date() } }),
        );
        // A run a crash left half done is finished rather than started over; a worker that picks
        // up the run's queued job meanwhile takes turns with this process, batch by batch.
        const { id, resumed } = await psychometrics.startOrResumeRecalculation({ startedBy: null });
        const printer = createProgressPrinter();
        console.error(resumed ? `Resuming recalculation ${id}` : `Recalculation ${id} started`);
        const run = await psychometrics.runRecalculation({
          recalculationId: id,
          onProgress: (progress) => printer.update(progress),
        });
        printer.done();
        console.error(
          run?.status === 'completed'
            ? `Done: ${run.processed} profiles re-scored with lambda version ${run.lambdaVersion}.`
            : `The recalculation is ${run?.status ?? 'gone'}.`,
        );
      } finally {
        await database.close();
      }
    },
  },
};

const [name = 'help', ...args] = process.argv.slice(2);
const command = commands[name];
if (!command) {
  console.log('Usage: npm run cli -- <command>\n');
  for (const [key, value] of Object.entries(commands))
    console.log(`  ${key.padEnd(12)} ${value.help}`);
  process.exit(name === 'help' ? 0 : 1);
}
await command.run(args);
