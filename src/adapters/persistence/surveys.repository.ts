import type { Kysely } from 'kysely';
import type { SurveyPart1, SurveyPart2 } from '#domain/surveys/survey.ts';
import type { SurveyRecord, SurveyStore } from '#application/ports/survey-store.port.ts';
import type { DB } from './db.generated.ts';
import { aggregateSurveys, filtered, fullName } from './survey-aggregates.ts';

const selectSurveys = (db: Kysely<DB>) =>
  db
    .selectFrom('surveys as s')
    .innerJoin('concessions as c', 'c.id', 's.concessionId')
    .leftJoin('users as u', 'u.id', 's.sellerId')
    .select([
      's.id',
      's.language',
      's.part1',
      's.part2',
      's.createdAt',
      'c.id as concessionId',
      'c.name as concessionName',
      'u.id as sellerId',
      'u.firstName',
      'u.lastName',
      'u.email',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof selectSurveys>['execute']>>[number];

const toRecord = (row: Row): SurveyRecord => ({
  id: row.id,
  concession: { id: row.concessionId, name: row.concessionName },
  seller:
    row.sellerId && row.email
      ? { id: row.sellerId, name: fullName(row.firstName, row.lastName, row.email) }
      : null,
  language: row.language,
  // Written only by SurveyStore.create from checked answers (docs/decisions/072).
  part1: row.part1 as Omit<SurveyPart1, 'sellerId'>,
  part2: row.part2 as SurveyPart2,
  createdAt: row.createdAt,
});

export const createSurveyStore = (db: Kysely<DB>): SurveyStore => ({
  kiosk: async (concessionId) => {
    const concession = await db
      .selectFrom('concessions')
      .select(['name', 'logoPath'])
      .where('id', '=', concessionId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!concession) return null;
    const advisors = await db
      .selectFrom('users')
      .select(['id', 'firstName', 'lastName', 'email'])
      .where('concessionId', '=', concessionId)
      .where('role', '=', 'seller')
      .where('deletedAt', 'is', null)
      .orderBy('firstName')
      .orderBy('lastName')
      .orderBy('id')
      .execute();
    return {
      concessionName: concession.name,
      logoPath: concession.logoPath,
      advisors: advisors.map((u) => ({
        id: u.id,
        name: fullName(u.firstName, u.lastName, u.email),
      })),
    };
  },
  create: async (survey) => {
    const { id } = await db
      .insertInto('surveys')
      .values({
        concessionId: survey.concessionId,
        sellerId: survey.sellerId,
        language: survey.language,
        part1: JSON.stringify(survey.part1),
        part2: JSON.stringify(survey.part2),
        createdAt: survey.createdAt,
        updatedAt: survey.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return toRecord(await selectSurveys(db).where('s.id', '=', id).executeTakeFirstOrThrow());
  },
  list: async (filter, limit) => {
    if (filter.concessionIds !== null && filter.concessionIds.length === 0) return [];
    const rows = await filtered(selectSurveys(db), filter)
      .orderBy('s.createdAt', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toRecord);
  },
  aggregate: (filter) => aggregateSurveys(db, filter),
  concessions: async (concessionIds) => {
    if (concessionIds !== null && concessionIds.length === 0) return [];
    let query = db.selectFrom('concessions').select(['id', 'name']).where('deletedAt', 'is', null);
    if (concessionIds !== null) query = query.where('id', 'in', concessionIds);
    return query.orderBy('name').orderBy('id').execute();
  },
  advisors: async (concessionIds) => {
    if (concessionIds !== null && concessionIds.length === 0) return [];
    let query = db
      .selectFrom('users')
      .select(['id', 'firstName', 'lastName', 'email'])
      .where('role', '=', 'seller');
    if (concessionIds !== null) query = query.where('concessionId', 'in', concessionIds);
    const rows = await query.orderBy('firstName').orderBy('lastName').orderBy('id').execute();
    return rows.map((u) => ({ id: u.id, name: fullName(u.firstName, u.lastName, u.email) }));
  },
});
