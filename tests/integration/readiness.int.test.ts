import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createJsonLogger } from '#adapters/logging/json-logger.ts';
import { createRuntime } from '#composition/index.ts';
import { parseConfig } from '#src/config.ts';
import { createTestDatabase } from '#tests/fixtures/test-database.ts';

/*
 * Readiness without a database: 503 `{ message, code: 'NOT_READY' }`, the message in the caller's
 * language like every other error (docs/decisions/029).
 */
it('answers 503 NOT_READY in the caller’s language when the database does not answer', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bp-ready-'));
  const database = await createTestDatabase({ template: 'empty' });
  const runtime = await createRuntime(
    parseConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }),
    createJsonLogger({ level: 'silent' }),
    { worker: false, database },
  );
  try {
    await runtime.close();
    await database.drop();
    const answers = await Promise.all(
      ['fr-CA', 'en-CA'].map(async (language) => {
        const response = await runtime.app.request('/readyz', {
          headers: { 'accept-language': language },
        });
        return { status: response.status, body: await response.json() };
      }),
    );
    expect(answers).toEqual([
      {
        status: 503,
        body: {
          message:
            'Le service ne peut pas répondre : sa base de données est injoignable. Réessayez dans un instant.',
          code: 'NOT_READY',
        },
      },
      {
        status: 503,
        body: {
          message: 'The service cannot answer: its database is unreachable. Try again in a moment.',
          code: 'NOT_READY',
        },
      },
    ]);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
