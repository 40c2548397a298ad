import type { Kysely } from 'kysely';
import type {
  TrainingRecord,
  TrainingStore,
  TrainingVideo,
} from '#application/ports/training-store.port.ts';
import type { DB } from './db.generated.ts';

/** Trainings that still count: platform ones, and those of dealerships not deleted. */
const selectTrainings = (db: Kysely<DB>) =>
  db
    .selectFrom('trainings')
    .leftJoin('concessions', 'concessions.id', 'trainings.concessionId')
    .select([
      'trainings.id',
      'trainings.concessionId',
      'concessions.name as concessionName',
      'trainings.name',
      'trainings.description',
      'trainings.videoFile',
      'trainings.videoUrl',
      'trainings.createdAt',
      'trainings.updatedAt',
    ])
    .where((eb) =>
      eb.or([eb('trainings.concessionId', 'is', null), eb('concessions.deletedAt', 'is', null)]),
    );

type Row = Awaited<ReturnType<ReturnType<typeof selectTrainings>['execute']>>[number];

const toRecord = (row: Row): TrainingRecord => {
  // The table holds exactly one of the two (constraint trainings_one_video).
  const video: TrainingVideo = row.videoFile
    ? { kind: 'file', key: row.videoFile }
    : { kind: 'link', url: row.videoUrl ?? '' };
  return {
    id: row.id,
    concessionId: row.concessionId,
    concessionName: row.concessionName,
    name: row.name,
    description: row.description,
    video,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
};

const videoColumns = (video: TrainingVideo) =>
  video.kind === 'file'
    ? { videoFile: video.key, videoUrl: null }
    : { videoFile: null, videoUrl: video.url };

export const createTrainingStore = (db: Kysely<DB>): TrainingStore => {
  const find = async (id: string) => {
    const row = await selectTrainings(db).where('trainings.id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  };
  return {
    find,
    list: async ({ concessionIds }) => {
      let query = selectTrainings(db);
      if (concessionIds !== null) {
        query = query.where((eb) =>
          concessionIds.length === 0
            ? eb('trainings.concessionId', 'is', null)
            : eb.or([
                eb('trainings.concessionId', 'is', null),
                eb('trainings.concessionId', 'in', concessionIds),
              ]),
        );
      }
      const rows = await query
        .orderBy('trainings.updatedAt', 'desc')
        .orderBy('trainings.name')
        .orderBy('trainings.id')
        .execute();
      return rows.map(toRecord);
    },
    create: async (training) => {
      const { id } = await db
        .insertInto('trainings')
        .values({
          concessionId: training.concessionId,
          name: training.name,
          description: training.description,
          ...videoColumns(training.video),
          createdBy: training.createdBy,
          createdAt: training.at,
          updatedAt: training.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await find(id);
      if (!created) throw new Error(`training ${id} vanished after its insert`);
      return created;
    },
    update: async (id, fields) => {
      const updated = await db
        .updateTable('trainings')
        .set({
          name: fields.name,
          description: fields.description,
          ...videoColumns(fields.video),
          updatedAt: fields.at,
        })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return updated ? find(id) : null;
    },
    remove: async (id) => {
      const removed = await db.deleteFrom('trainings').where('id', '=', id).executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },
  };
};
