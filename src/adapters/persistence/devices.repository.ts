import type { Kysely } from 'kysely';
import type { DeviceStore } from '#application/ports/device-store.port.ts';
import type { DB } from './db.generated.ts';

/** The browsers each account signed in on (table known_devices, docs/decisions/040). */
export const createDeviceStore = (db: Kysely<DB>): DeviceStore => ({
  secretOf: async (id, userId, since) => {
    const row = await db
      .selectFrom('knownDevices')
      .select('secretHash')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .where('lastSeenAt', '>=', since)
      .executeTakeFirst();
    return row ? new Uint8Array(row.secretHash) : null;
  },
  remember: async (device) => {
    await db
      .insertInto('knownDevices')
      .values({
        id: device.id,
        userId: device.userId,
        secretHash: Buffer.from(device.secretHash),
        lastSeenAt: device.seenAt,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['id', 'userId'])
          .doUpdateSet({ secretHash: Buffer.from(device.secretHash), lastSeenAt: device.seenAt }),
      )
      .execute();
  },
});
