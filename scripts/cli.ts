import { createJsonLogger } from '../src/adapters/logging/json-logger.ts';
import { prepareDatabase, seedIfEmpty } from '../src/composition-root.ts';
import { loadConfigOrExit } from '../src/config.ts';

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
      await seedIfEmpty(database, logger, { now: () => new Date() });
      await database.close();
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
