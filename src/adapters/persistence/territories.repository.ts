import { sql, type Kysely } from 'kysely';
import type {
  NamedRef,
  TerritoryChanges,
  TerritoryRecord,
  TerritoryStore,
} from '#application/ports/territory-store.port.ts';
import type { DB } from './db.generated.ts';

const personName = (row: { firstName: string | null; lastName: string | null; email: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;

const groupBy = <Row, Value>(
  rows: readonly Row[],
  key: (row: Row) => string,
  value: (row: Row) => Value,
) => {
  const groups = new Map<string, Value[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), value(row)]);
  return groups;
};

/** The territories asked for (null: all), each with its regions, bpm and dealerships: four queries. */
const readTerritories = async (db: Kysely<DB>, id: string | null): Promise<TerritoryRecord[]> => {
  let territories = db
    .selectFrom('territories')
    .select(['id', 'name'])
    .orderBy(sql`lower(name)`);
  if (id !== null) territories = territories.where('id', '=', id);
  const rows = await territories.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [regions, bpms, concessions] = await Promise.all([
    db
      .selectFrom('territoryRegions')
      .select(['territoryId', 'country', 'state'])
      .where('territoryId', 'in', ids)
      .orderBy('country')
      .orderBy('state')
      .execute(),
    db
      .selectFrom('territoryBpms')
      .innerJoin('users', 'users.id', 'territoryBpms.bpmUserId')
      .select([
        'territoryBpms.territoryId',
        'users.id',
        'users.email',
        'users.firstName',
        'users.lastName',
      ])
      .where('territoryBpms.territoryId', 'in', ids)
      .where('users.deletedAt', 'is', null)
      .orderBy('users.firstName')
      .orderBy('users.lastName')
      .execute(),
    db
      .selectFrom('concessions')
      .select(['territoryId', 'id', 'name', 'state'])
      .where('territoryId', 'in', ids)
      .where('deletedAt', 'is', null)
      .orderBy('name')
      .execute(),
  ]);
  const regionsOf = groupBy(
    regions,
    (row) => row.territoryId,
    ({ country, state }) => ({ country, state }),
  );
  const bpmsOf = groupBy(
    bpms,
    (row) => row.territoryId,
    (row) => ({ id: row.id, name: personName(row), email: row.email }),
  );
  const concessionsOf = groupBy(
    concessions,
    (row) => row.territoryId ?? '',
    (row) => ({ id: row.id, name: row.name, state: row.state }),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    regions: regionsOf.get(row.id) ?? [],
    bpms: bpmsOf.get(row.id) ?? [],
    concessions: concessionsOf.get(row.id) ?? [],
  }));
};

const writeMembers = async (db: Kysely<DB>, territoryId: string, changes: TerritoryChanges) => {
  await db.deleteFrom('territoryRegions').where('territoryId', '=', territoryId).execute();
  await db.deleteFrom('territoryBpms').where('territoryId', '=', territoryId).execute();
  if (changes.regions.length > 0) {
    await db
      .insertInto('territoryRegions')
      .values(changes.regions.map((region) => ({ territoryId, ...region })))
      .execute();
  }
  if (changes.bpmIds.length > 0) {
    await db
      .insertInto('territoryBpms')
      .values(changes.bpmIds.map((bpmUserId) => ({ territoryId, bpmUserId })))
      .execute();
  }
};

/**
 * Territories, their regions and their bpm (docs/decisions/076-territories.md). Writes run in the
 * caller's transaction after `lock`, so the use case's region check and the write see the same rows.
 */
export const createTerritoryStore = (db: Kysely<DB>): TerritoryStore => ({
  list: () => readTerritories(db, null),
  findById: async (id) => (await readTerritories(db, id))[0] ?? null,
  lock: async () => {
    await sql`select pg_advisory_xact_lock(hashtext('best-pairing:territories'))`.execute(db);
  },
  coveredRegions: async () =>
    db
      .selectFrom('territoryRegions')
      .innerJoin('territories', 'territories.id', 'territoryRegions.territoryId')
      .select([
        'territoryRegions.country',
        'territoryRegions.state',
        'territoryRegions.territoryId',
        'territories.name as territoryName',
      ])
      .execute(),
  nameTaken: async (name, except) => {
    let query = db
      .selectFrom('territories')
      .select('id')
      .where(sql`lower(name)`, '=', name.toLowerCase());
    if (except !== null) query = query.where('id', '<>', except);
    return (await query.executeTakeFirst()) !== undefined;
  },
  liveBpmIds: async (ids) => {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', ids)
      .where('role', '=', 'bpm')
      .where('deletedAt', 'is', null)
      .execute();
    return rows.map((row) => row.id);
  },
  create: async (changes, at) => {
    const row = await db
      .insertInto('territories')
      .values({ name: changes.name, createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeMembers(db, row.id, changes);
    return { id: row.id };
  },
  update: async (id, changes, at) => {
    const row = await db
      .updateTable('territories')
      .set({ name: changes.name, updatedAt: at })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await writeMembers(db, id, changes);
    return true;
  },
  delete: async (id) =>
    (await db.deleteFrom('territories').where('id', '=', id).returning('id').executeTakeFirst()) !==
    undefined,
  territoriesOfBpms: async (bpmIds) => {
    if (bpmIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('territoryBpms')
      .innerJoin('territories', 'territories.id', 'territoryBpms.territoryId')
      .select(['territoryBpms.bpmUserId', 'territories.id', 'territories.name'])
      .where('territoryBpms.bpmUserId', 'in', bpmIds)
      .orderBy('territories.name')
      .execute();
    return groupBy(
      rows,
      (row) => row.bpmUserId,
      ({ id, name }): NamedRef => ({ id, name }),
    );
  },
  concessionsOfBpm: async (bpmId) =>
    db
      .selectFrom('concessions')
      .select(['id', 'name', 'timeZone'])
      .where('deletedAt', 'is', null)
      .where((eb) =>
        eb.or([
          eb(
            'id',
            'in',
            eb.selectFrom('bpmAssignments').select('concessionId').where('bpmUserId', '=', bpmId),
          ),
          eb(
            'territoryId',
            'in',
            eb.selectFrom('territoryBpms').select('territoryId').where('bpmUserId', '=', bpmId),
          ),
        ]),
      )
      .orderBy('name')
      .execute(),
});
