import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Caller } from '#application/client-flow/common.ts';
import { installJobSchema } from '#adapters/jobs/worker.ts';
import { createAdapters } from '#composition/adapters.ts';
import { buildClientFlow, type ClientFlow } from '#composition/client-flow.ts';
import { buildPsychometrics } from '#composition/psychometrics.ts';
import { parseConfig } from '#src/config.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';

/*
 * The accept race (the core-loop issue, item 4): 20 advisors accept the same waiting client at the
 * same moment, round after round; exactly one wins each time, the others are told another advisor
 * was first, and the history holds exactly one acceptance. On PostgreSQL the accepts really run at
 * once (20 connections); the embedded database serializes them, so fewer rounds are enough there.
 */
const SELLERS = 20;
const ROUNDS = process.env.DATABASE_URL ? 200 : 10;

let database: Database;
let flow: ClientFlow;
let concessionId: string;
let callers: Caller[];

test.override({ template: 'empty', poolSize: SELLERS + 5 });

test.beforeAll(async ({ database: given, logger, clock }) => {
  database = given;
  await installJobSchema(database.pool);
  const adapters = createAdapters(database, {
    config: parseConfig({}),
    logger,
    clock,
  });
  flow = buildClientFlow(adapters, buildPsychometrics(adapters));
  const { db } = database;
  ({ id: concessionId } = await db
    .insertInto('concessions')
    .values({ name: 'Race Motors', sellerChoiceMode: 'advisorPicks' })
    .returning('id')
    .executeTakeFirstOrThrow());
  const sellers = await db
    .insertInto('users')
    .values(
      Array.from({ length: SELLERS }, (_, index) => ({
        email: `racer${index}@race.test`,
        role: 'seller' as const,
        concessionId,
        firstName: `Racer${index}`,
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('sellerProfiles')
    .values(sellers.map(({ id }) => ({ userId: id })))
    .execute();
  callers = sellers.map(({ id }) => ({
    actor: { userId: id, role: 'seller', concessionId, assignedConcessionIds: [] },
    scope: 'concession',
  }));
}, 120_000);

/** A deterministic shuffle (Fisher-Yates over a small linear congruential generator). */
const shuffled = <T>(items: readonly T[], seed: number): T[] => {
  const copy = [...items];
  let state = seed + 1;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (state * 1664525 + 1013904223) % 4294967296;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
};

const waitingClient = async () => {
  const now = new Date();
  const { id } = await database.db
    .insertInto('clients')
    .values({
      concessionId,
      sequence: 'buyCar',
      status: 'waitingRoom',
      questionnaireCompletedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

describe('accepting a client', () => {
  it(`has exactly one winner when ${SELLERS} advisors accept at once, ${ROUNDS} times over`, async () => {
    const winners = new Set<string>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const clientId = await waitingClient();
      // A new starting order each round: whoever starts first has no head start by design.
      const racers = shuffled(callers, round);
      const results = await Promise.all(
        racers.map((caller) => flow.acceptClient(caller, clientId)),
      );
      const won = results.flatMap((result, index) => (result.ok ? [racers[index]] : []));
      const lost = results.flatMap((result) => (result.ok ? [] : [result.error.code]));
      expect(won, `round ${round}`).toHaveLength(1);
      expect(new Set(lost)).toEqual(new Set(['CLIENT.ALREADY_ACCEPTED']));
      const winner = won[0]?.actor.userId ?? '';
      winners.add(winner);

      const row = await database.db
        .selectFrom('clients')
        .select(['status', 'sellerId'])
        .where('id', '=', clientId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'withAdvisor', sellerId: winner });
      const acceptances = await database.db
        .selectFrom('clientStatusChanges')
        .select(['actorUserId'])
        .where('clientId', '=', clientId)
        .where('toStatus', '=', 'withAdvisor')
        .execute();
      expect(acceptances).toEqual([{ actorUserId: winner }]);

      // The winner closes the sale so every advisor starts the next round free.
      await sql`update clients set status = 'sold', closed_at = now() where id = ${clientId}`.execute(
        database.db,
      );
    }
    // Not a rigged race: more than one advisor wins over the rounds.
    expect(winners.size).toBeGreaterThan(1);
  }, 600_000);
});
