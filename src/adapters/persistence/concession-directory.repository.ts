import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type {
  ConcessionDirectory,
  ConcessionSummary,
  DirectoryFilter,
} from '#application/ports/concession-directory.port.ts';
import { COUNTRIES, type Country } from '#domain/concessions/settings.ts';
import { containsPattern } from '#domain/concessions/directory.ts';
import type { DB } from './db.generated.ts';

const countryOf = (value: string): Country =>
  COUNTRIES.find((country) => country === value) ?? 'CA';

/**
 * The live dealerships a filter keeps: never a deleted one (it has left every list), nor the sales
 * demo's showroom, which is never mixed with real data (docs/decisions/087).
 */
const filtered = (db: Kysely<DB>, filter: DirectoryFilter) => {
  let query = db
    .selectFrom('concessions as c')
    .where('c.deletedAt', 'is', null)
    .where('c.isDemo', '=', false);
  if (filter.concessionIds !== null) {
    // An empty scope lists nothing (`in ()` is not valid SQL).
    if (filter.concessionIds.length === 0) return query.where(sql<SqlBool>`false`);
    query = query.where('c.id', 'in', filter.concessionIds);
  }
  if (filter.state) query = query.where('c.state', '=', filter.state.toUpperCase());
  if (filter.manufacturerId) {
    const manufacturerId = filter.manufacturerId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('concessionManufacturers as m')
          .select('m.manufacturerId')
          .whereRef('m.concessionId', '=', 'c.id')
          .where('m.manufacturerId', '=', manufacturerId),
      ),
    );
  }
  if (filter.search !== '') {
    const pattern: Expression<string> = sql<string>`${containsPattern(filter.search)}`;
    query = query.where(sql<SqlBool>`lower(c.name) like ${pattern}`);
  }
  return query;
};

const selectSummary = (query: ReturnType<typeof filtered>) =>
  query
    .leftJoin('territories as t', 't.id', 'c.territoryId')
    .leftJoin('subscriptions as s', 's.concessionId', 'c.id')
    .select([
      'c.id',
      'c.name',
      'c.city',
      'c.country',
      'c.state',
      'c.language',
      'c.infoValidated',
      'c.configurationValidated',
      'c.connectionValidated',
      'c.createdAt',
      't.id as territoryId',
      't.name as territoryName',
      's.status as subscriptionStatus',
      sql<string[]>`coalesce((select array_agg(mf.name order by mf.name)
        from concession_manufacturers cm join manufacturers mf on mf.id = cm.manufacturer_id
        where cm.concession_id = c.id), '{}')`.as('manufacturers'),
    ]);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummary>['execute']>>[number];

const toSummary = ({ territoryId, territoryName, ...row }: SummaryRow): ConcessionSummary => ({
  ...row,
  country: countryOf(row.country),
  territory: territoryId && territoryName ? { id: territoryId, name: territoryName } : null,
});

/** The platform's dealership directory (docs/decisions/077 and 078). */
export const createConcessionDirectory = (db: Kysely<DB>): ConcessionDirectory => ({
  count: async (filter) => {
    const row = await filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  },
  list: async (filter, window) =>
    (
      await selectSummary(filtered(db, filter))
        .orderBy(sql`lower(c.name)`)
        .orderBy('c.id')
        .limit(window.limit)
        .offset(window.offset)
        .execute()
    ).map(toSummary),
  find: async (concessionId) => {
    const row = await selectSummary(
      filtered(db, { concessionIds: [concessionId], search: '' }),
    ).executeTakeFirst();
    return row ? toSummary(row) : null;
  },
  territoryIdsOf: async (bpmUserId) =>
    (
      await db
        .selectFrom('territoryBpms')
        .select('territoryId')
        .where('bpmUserId', '=', bpmUserId)
        .execute()
    ).map((row) => row.territoryId),
  listTerritories: async (ids) => {
    if (ids !== null && ids.length === 0) return [];
    let query = db.selectFrom('territories').select(['id', 'name']).orderBy('name');
    if (ids !== null) query = query.where('id', 'in', ids);
    return query.execute();
  },
  statesOf: async (concessionIds) =>
    (
      await filtered(db, { concessionIds, search: '' })
        .select('c.state')
        .distinct()
        .where('c.state', 'is not', null)
        .orderBy('c.state')
        .execute()
    ).flatMap((row) => (row.state ? [row.state] : [])),

  create: async (concession, at) => {
    const { id } = await db
      .insertInto('concessions')
      .values({
        name: concession.name,
        language: concession.language,
        defaultAppLanguage: concession.language,
        territoryId: concession.territoryId,
        ownerContactEmail: concession.ownerEmail,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (concession.manufacturerIds.length > 0) {
      await db
        .insertInto('concessionManufacturers')
        .values(
          concession.manufacturerIds.map((manufacturerId) => ({
            concessionId: id,
            manufacturerId,
          })),
        )
        .execute();
    }
    // Not paid yet: the owner's onboarding leads to the checkout (decisions 067-069).
    await db
      .insertInto('subscriptions')
      .values({ concessionId: id, status: 'neverCreated', createdAt: at, updatedAt: at })
      .execute();
    return { id };
  },
  assignBpm: async (concessionId, bpmUserId, at) => {
    await db
      .insertInto('bpmAssignments')
      .values({ concessionId, bpmUserId, createdAt: at })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  },
  softDelete: async (concessionId, at) => {
    const deleted = await db
      .updateTable('concessions')
      .set({ deletedAt: at, updatedAt: at })
      .where('id', '=', concessionId)
      .where('deletedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) return false;
    // Its accounts close with it (decision 078): signed out now, no sign-in, no emailed link, no
    // program token; their rows stay, so the clients they served keep their advisor.
    const accounts = db.selectFrom('users').select('id').where('concessionId', '=', concessionId);
    await db.deleteFrom('sessions').where('userId', 'in', accounts).execute();
    await db.deleteFrom('passwordResetTokens').where('userId', 'in', accounts).execute();
    await db
      .updateTable('apiTokens')
      .set({ revokedAt: at })
      .where('concessionId', '=', concessionId)
      .where('revokedAt', 'is', null)
      .execute();
    await db
      .updateTable('users')
      .set({ deletedAt: at, updatedAt: at })
      .where('concessionId', '=', concessionId)
      .where('deletedAt', 'is', null)
      .execute();
    return true;
  },
});
