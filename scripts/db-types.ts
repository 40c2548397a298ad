/**
 * Generates src/adapters/persistence/db.generated.ts (the Kysely `DB` interface) from the migrations:
 * migrates a fresh in-memory PGlite, introspects it with kysely-codegen and formats the result with
 * prettier, so the output depends on migrations/ alone (never on a developer's local database).
 *
 *   npm run db:types              write the file
 *   npm run db:types -- --check   exit 1 if the committed file differs (CI)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect, sql } from 'kysely';
import {
  DiffChecker,
  generate,
  PostgresDialect as CodegenPostgresDialect,
  type PostprocessFunction,
} from 'kysely-codegen';
import * as prettier from 'prettier';
import { openDatabase } from '#adapters/persistence/database.ts';
import { migrateToLatest } from '#adapters/persistence/migrate.ts';

const outFile = fileURLToPath(
  new URL('../src/adapters/persistence/db.generated.ts', import.meta.url),
);

// The project's prettier settings, used when no prettier configuration file is found.
const FALLBACK_PRETTIER_OPTIONS: prettier.Options = {
  singleQuote: true,
  printWidth: 100,
  trailingComma: 'all',
};

const generateTypes = async (): Promise<string> => {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateToLatest(database.db);
    // Introspection needs the raw snake_case catalog rows, so it gets a Kysely without the
    // CamelCasePlugin on the same pool (closed with the database below).
    const introspectionDb = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: database.pool }),
    });
    const source = await generate({
      db: introspectionDb,
      // database.ts reads numeric as numbers; the types say the same.
      dialect: new CodegenPostgresDialect({ numericParser: 'number' }),
      camelCase: true,
      excludePattern: 'kysely_migration*',
      postprocess: typeChecklistColumns,
      outFile: null,
    });
    return format(source);
  } finally {
    await database.close();
  }
};

/**
 * The schema spells its enumerations as CHECK constraints on text columns (simpler to extend than
 * PostgreSQL enum types). Reading them back gives those columns string-literal unions instead of
 * `string`, so a misspelt status fails type checking rather than at the database:
 * `col in ('a', 'b')` and `col = 'a'` type `col`, `col <@ array['a', 'b']` types the array's items.
 */
const typeChecklistColumns: PostprocessFunction = async ({ db, metadata }) => {
  const { rows } = await sql<{ tableName: string; definition: string }>`
    select c.conrelid::regclass::text as "tableName", pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    join pg_namespace n on n.oid = c.connamespace
    where n.nspname = 'public' and c.contype = 'c' and cardinality(c.conkey) = 1
  `.execute(db);
  for (const { tableName, definition } of rows) {
    const match =
      /^CHECK \(\((\w+) = ANY \(ARRAY\[([^\]]*)\]\)\)\)$/.exec(definition) ??
      /^CHECK \(\((\w+) = ('[^']*'::text)\)\)$/.exec(definition) ??
      /\((\w+) <@ ARRAY\[([^\]]*)\]\)/.exec(definition);
    if (!match) continue;
    const [, columnName, literals = ''] = match;
    const values = [...literals.matchAll(/'([^']*)'::text/g)].map(([, value = '']) => value);
    const column = metadata.tables
      .find((table) => table.schema === 'public' && table.name === tableName)
      ?.columns.find((candidate) => candidate.name === columnName);
    if (column && values.length > 0) column.enumValues = values;
  }
  return metadata;
};

const format = async (source: string): Promise<string> => {
  const options = (await prettier.resolveConfig(outFile)) ?? FALLBACK_PRETTIER_OPTIONS;
  return prettier.format(source, { ...options, filepath: outFile });
};

const readCommitted = async (): Promise<string> => {
  try {
    return await readFile(outFile, 'utf8');
  } catch {
    return '';
  }
};

const main = async () => {
  const check = process.argv.includes('--check');
  const generated = await generateTypes();
  const relativePath = 'src/adapters/persistence/db.generated.ts';

  if (check) {
    const committed = await readCommitted();
    if (committed === generated) {
      console.log(`${relativePath} is up to date with migrations/.`);
      return;
    }
    console.error(new DiffChecker().diff(committed, generated));
    console.error(
      `${relativePath} does not match migrations/. Run \`npm run db:types\` and commit the result.`,
    );
    process.exitCode = 1;
    return;
  }

  await writeFile(outFile, generated);
  console.log(`Wrote ${relativePath}.`);
};

await main();
