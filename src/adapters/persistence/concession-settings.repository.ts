import type { Kysely } from 'kysely';
import type { ConcessionSettingsStore } from '#application/ports/concession-settings.port.ts';
import type { DB } from './db.generated.ts';

const COLUMNS = [
  'id',
  'name',
  'timeZone',
  'sellerChoiceMode',
  'saleHoldHours',
  'alertDelayWeeks',
  'archiveDelayWeeks',
] as const;

/** A dealership's general settings: choice mode, sale hold, alert and archive delays. */
export const createConcessionSettingsStore = (db: Kysely<DB>): ConcessionSettingsStore => ({
  find: async (concessionId) =>
    (await db
      .selectFrom('concessions')
      .select(COLUMNS)
      .where('id', '=', concessionId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst()) ?? null,
  updateGeneral: async (concessionId, settings, at) =>
    (await db
      .updateTable('concessions')
      .set({ ...settings, updatedAt: at })
      .where('id', '=', concessionId)
      .where('deletedAt', 'is', null)
      .returning(COLUMNS)
      .executeTakeFirst()) ?? null,
});
