import { sql, type Kysely, type RawBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AvailableSeller, MatchingStore } from '#application/ports/matching.port.ts';
import { heartbeatCutoff } from '#domain/matching/index.ts';
import { DESCRIPTOR_KEYS, type DescriptorKey } from '#domain/psychometrics/index.ts';
import { availableSellers } from './available-sellers.ts';
import { compiledOnce } from './compiled-once.ts';
import type { DB } from './db.generated.ts';
import { readWeights } from './lambda-versions.repository.ts';

/** The kiosk lets a client pick at most 3 qualities; more in a stored questionnaire is ignored. */
const MAX_WANTED_QUALITIES = 3;

const descriptorSet: ReadonlySet<string> = new Set(DESCRIPTOR_KEYS);

/** The kiosk questionnaire is free-form JSON: keep only what matching understands. */
const wantedQualitiesOf = (chosen: unknown): DescriptorKey[] => {
  if (!Array.isArray(chosen)) return [];
  return chosen
    .filter(
      (value): value is DescriptorKey => typeof value === 'string' && descriptorSet.has(value),
    )
    .slice(0, MAX_WANTED_QUALITIES);
};

const hobbiesOf = (hobbies: unknown): string[] =>
  Array.isArray(hobbies)
    ? hobbies.filter((value): value is string => typeof value === 'string')
    : [];

/** What a ranking reads of each available advisor, in a stable order. */
const sellersToRank = (db: Kysely<DB>, inConcession: RawBuilder<boolean>, cutoff: unknown) =>
  availableSellers(db, inConcession, cutoff)
    .select([
      'u.id',
      'u.firstName',
      'u.lastName',
      'u.picturePath',
      'sp.hobbies',
      'sp.spokenLanguages',
      'sp.lastAssignmentAt',
      'sp.carSellerStartedYear',
      'sp.carSellerStartedMonth',
      'sp.concessionSellerStartedYear',
      'sp.concessionSellerStartedMonth',
      't.zE',
      't.zA',
      't.zC',
      't.zI',
    ])
    .orderBy('u.id');

type SellerRow = Awaited<ReturnType<ReturnType<typeof sellersToRank>['execute']>>[number];

// In JSON (one query for a ranking below), a timestamp arrives as its text.
const toSeller = (
  row: Omit<SellerRow, 'lastAssignmentAt'> & { lastAssignmentAt: Date | string | null },
): AvailableSeller => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  picturePath: row.picturePath,
  z: { E: row.zE ?? 0, A: row.zA ?? 0, C: row.zC ?? 0, I: row.zI ?? 0 },
  languages: row.spokenLanguages,
  hobbies: row.hobbies,
  lastAssignmentAt: row.lastAssignmentAt === null ? null : new Date(row.lastAssignmentAt),
  carSellerStarted: { year: row.carSellerStartedYear, month: row.carSellerStartedMonth },
  concessionSellerStarted: {
    year: row.concessionSellerStartedYear,
    month: row.concessionSellerStartedMonth,
  },
});

// Every kiosk visit asks these two: each is built and compiled once (decision 110). A ranking's
// client, its dealership's available advisors and the latest norms' weights come in one statement
// (decision 115).
const clientToRank = compiledOnce(['clientId', 'cutoff'], (db: Kysely<DB>, { clientId, cutoff }) =>
  db
    .selectFrom('clients as client')
    .leftJoin('psychometricTests as t', (join) =>
      join.onRef('t.clientId', '=', 'client.id').on('t.completedAt', 'is not', null),
    )
    .select([
      'client.id',
      'client.concessionId',
      'client.language',
      // Only the two answers a ranking reads, not the whole questionnaire.
      sql<unknown>`client.questionnaire -> 'sellerQualities'`.as('sellerQualities'),
      sql<unknown>`client.questionnaire -> 'hobbies'`.as('hobbies'),
      't.zE',
      't.zA',
      't.zC',
      't.zI',
      jsonArrayFrom(
        sellersToRank(db, sql<boolean>`u.concession_id = client.concession_id`, cutoff),
      ).as('sellers'),
      sql<unknown>`(select weights from lambda_versions order by version desc limit 1)`.as(
        'lambdaWeights',
      ),
    ])
    .where('client.id', '=', clientId)
    .where('client.deletedAt', 'is', null),
);
const availableIds = compiledOnce(
  ['concessionIds', 'cutoff'],
  (db: Kysely<DB>, { concessionIds, cutoff }) =>
    availableSellers(
      db,
      sql<boolean>`u.concession_id = any(${concessionIds}::uuid[])`,
      cutoff,
    ).select('u.id'),
);

export const createMatchingStore = (db: Kysely<DB>): MatchingStore => ({
  findClientToRank: async (clientId, now) => {
    const [row] = await clientToRank(db, { clientId, cutoff: heartbeatCutoff(now) });
    if (!row) return null;
    const scored = row.zE !== null && row.zA !== null && row.zC !== null && row.zI !== null;
    return {
      client: {
        id: row.id,
        concessionId: row.concessionId,
        language: row.language,
        wantedQualities: wantedQualitiesOf(row.sellerQualities),
        hobbies: hobbiesOf(row.hobbies),
        z: scored ? { E: row.zE ?? 0, A: row.zA ?? 0, C: row.zC ?? 0, I: row.zI ?? 0 } : null,
      },
      sellers: row.sellers.map(toSeller),
      weights: readWeights(row.lambdaWeights),
    };
  },
  availableSellerIds: async (concessionIds, now) => {
    if (concessionIds.length === 0) return new Set();
    const rows = await availableIds(db, {
      concessionIds: [...new Set(concessionIds)],
      cutoff: heartbeatCutoff(now),
    });
    return new Set(rows.map((row) => row.id));
  },
});
