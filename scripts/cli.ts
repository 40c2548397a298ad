import { Command, CommanderError } from 'commander';
import type { LogLevel } from '#application/ports/logger.port.ts';
import { createJsonLogger } from '#adapters/logging/json-logger.ts';
import { createAdapters } from '#composition/adapters.ts';
import {
  listMigrations,
  migrateOneDown,
  migrateUp,
  openConfiguredDatabase,
  seedIfEmpty,
} from '#composition/database.ts';
import { buildPsychometrics } from '#composition/psychometrics.ts';
import { parseConfig, type Config } from '#src/config.ts';
import { createProgressPrinter } from './progress-bar.ts';

/**
 * `npm run cli -- <command>`: operations on the configured database (decision 050). Each command
 * says what it did on stdout; an error is one line on stderr and exit code 1, a usage error exit 2.
 * Log lines go to stderr at `warn` and above (the command's own lines say what happened), and are
 * held while the progress bar is drawn, then written after it.
 */
const held: string[] = [];
let holding = false;
const writeLog = (line: string) => {
  if (holding) held.push(line);
  else process.stderr.write(`${line}\n`);
};
const releaseLogs = () => {
  holding = false;
  for (const line of held.splice(0)) process.stderr.write(`${line}\n`);
};

const LEVELS: (LogLevel | 'silent')[] = ['debug', 'info', 'warn', 'error', 'silent'];
const cliLogger = (config: Config) =>
  createJsonLogger({
    level: LEVELS.indexOf(config.LOG_LEVEL) > LEVELS.indexOf('warn') ? config.LOG_LEVEL : 'warn',
    write: writeLog,
  });

/** Opens the configured database for one command and closes it after, whatever happens. */
const withDatabase = async <T>(
  run: (database: Awaited<ReturnType<typeof openConfiguredDatabase>>, config: Config) => Promise<T>,
) => {
  const config = parseConfig(process.env);
  const database = await openConfiguredDatabase(config);
  try {
    return await run(database, config);
  } finally {
    await database.close();
  }
};

const say = (line: string) => process.stdout.write(`${line}\n`);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const migrate = {
  up: () =>
    withDatabase(async (database) => {
      const applied = await migrateUp(database);
      say(
        applied.length === 0
          ? 'Nothing to migrate: the database is up to date.'
          : `Applied ${plural(applied.length, 'migration')}: ${applied.join(', ')}`,
      );
    }),
  down: () =>
    withDatabase(async (database) => {
      const reverted = await migrateOneDown(database);
      say(reverted ? `Reverted migration ${reverted}` : 'Nothing to revert: no migration applied.');
    }),
  status: () =>
    withDatabase(async (database) => {
      const migrations = await listMigrations(database);
      for (const { name, executedAt } of migrations)
        say(
          `${executedAt ? `applied ${executedAt.toISOString()}` : 'pending'.padEnd(32)}  ${name}`,
        );
      const pending = migrations.filter((migration) => !migration.executedAt).length;
      say(`${plural(migrations.length - pending, 'migration')} applied, ${pending} pending.`);
    }),
};

const seed = () =>
  withDatabase(async (database, config) => {
    const logger = cliLogger(config);
    await migrateUp(database);
    const seeded = await seedIfEmpty(
      createAdapters(database, { config, logger, clock: { now: () => new Date() } }),
    );
    say(
      seeded
        ? 'Seeded the demo data: accounts *@demo.test, password Demo1234.'
        : 'The database is not empty: nothing seeded.',
    );
  });

const recalc = () =>
  withDatabase(async (database, config) => {
    const logger = cliLogger(config);
    await migrateUp(database);
    const psychometrics = buildPsychometrics(
      createAdapters(database, { config, logger, clock: { now: () => new Date() } }),
    );
    // A run a crash left half done is finished rather than started over; a worker that picks up
    // the run's queued job meanwhile takes turns with this process, batch by batch.
    const { id, resumed } = await psychometrics.startOrResumeRecalculation({ startedBy: null });
    say(resumed ? `Resuming recalculation ${id}` : `Recalculation ${id} started`);
    const printer = createProgressPrinter();
    holding = true;
    let run: Awaited<ReturnType<typeof psychometrics.runRecalculation>>;
    try {
      run = await psychometrics.runRecalculation({
        recalculationId: id,
        onProgress: (progress) => printer.update(progress),
      });
    } finally {
      printer.done();
      releaseLogs();
    }
    say(
      run?.status === 'completed'
        ? `Done: ${run.processed} profiles re-scored with lambda version ${run.lambdaVersion}.`
        : `The recalculation is ${run?.status ?? 'gone'}.`,
    );
  });

const program = new Command('npm run cli --')
  .description('Best Pairing: operations on the configured database (DATABASE_URL or DATA_DIR).')
  .exitOverride()
  .configureOutput({ writeErr: () => undefined })
  .showSuggestionAfterError(false);
program
  .command('migrate')
  .description(
    'apply pending migrations (up, the default), revert the last one (down), or list them (status)',
  )
  .argument('[direction]', 'up, down or status', 'up')
  .action(async (direction: string) => {
    const run = migrate[direction as keyof typeof migrate] as (() => Promise<void>) | undefined;
    if (!run) throw new UsageError(`unknown migrate direction: ${direction} (up, down or status)`);
    await run();
  });
program.command('seed').description('create the demo data on an empty database').action(seed);
program
  .command('recalc')
  .description('recalculate the lambda norms and re-score every profile, in the foreground')
  .action(recalc);

class UsageError extends Error {}

const main = async (argv: string[]) => {
  if (argv.length === 0) {
    say(program.helpInformation().trimEnd());
    return 0;
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) return 0;
      const unknown = /unknown command '([^']*)'/.exec(error.message);
      process.stderr.write(
        `${unknown ? `unknown command: ${unknown[1]}` : error.message.replace(/^error: /, '')}\n`,
      );
      process.stderr.write('Run `npm run cli -- help` for the commands.\n');
      return 2;
    }
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    // One line, whatever the message (a configuration error lists each bad variable on its own).
    const message = (error instanceof Error ? error.message : String(error))
      .split('\n')
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ');
    process.stderr.write(`error: ${message}\n`);
    return 1;
  }
};

process.exitCode = await main(process.argv.slice(2));
