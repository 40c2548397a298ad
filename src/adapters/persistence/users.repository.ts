import { sql, type Kysely } from 'kysely';
import type { UserRecord, UserStore } from '#application/ports/user-store.port.ts';
import type { DB } from './db.generated.ts';

/**
 * Live accounts with what the Users calls show: personality test, advisor flags, the dealership's
 * setup flag and the walk-in client the advisor is with. Accounts of a deleted dealership are gone
 * with it.
 */
const selectUsers = (db: Kysely<DB>) =>
  db
    .selectFrom('users')
    .leftJoin('psychometricTests as test', 'test.userId', 'users.id')
    .leftJoin('sellerProfiles as seller', 'seller.userId', 'users.id')
    .leftJoin('concessions', 'concessions.id', 'users.concessionId')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.role',
      'users.concessionId',
      'users.firstName',
      'users.lastName',
      'users.phone',
      'users.language',
      'users.picturePath',
      'users.passwordHash',
      'users.signedContractAt',
      'users.signedPrivacyPolicyAt',
      'users.lastSignInAt',
      'users.createdAt',
      'test.profileNumber',
      'test.completedAt as testCompletedAt',
      'seller.showEndQuestionnaire',
      'seller.lastOnSiteHeartbeatAt',
      'seller.statisticsStatus',
      'concessions.infoValidated',
      eb
        .selectFrom('clients')
        .select('clients.id')
        .whereRef('clients.sellerId', '=', 'users.id')
        .where('clients.status', '=', 'withAdvisor')
        .where('clients.deletedAt', 'is', null)
        .limit(1)
        .as('withTheClient'),
      eb
        .selectFrom('licences')
        .select('licences.kind')
        .whereRef('licences.userId', '=', 'users.id')
        .limit(1)
        .as('licence'),
    ])
    .where('users.deletedAt', 'is', null)
    .where((eb) =>
      eb.or([eb('users.concessionId', 'is', null), eb('concessions.deletedAt', 'is', null)]),
    )
    .orderBy('users.lastName')
    .orderBy('users.firstName')
    .orderBy('users.email');

type Row = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

const toRecord = (row: Row): UserRecord => ({
  id: row.id,
  email: row.email,
  role: row.role,
  concessionId: row.concessionId,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  language: row.language,
  picturePath: row.picturePath,
  hasPassword: row.passwordHash !== null,
  signedContract: row.signedContractAt !== null,
  signedPrivacyPolicy: row.signedPrivacyPolicyAt !== null,
  profileNumber: row.profileNumber ?? null,
  psychometricTestComplete: row.testCompletedAt != null,
  infoValidated: row.infoValidated ?? false,
  withTheClient: row.withTheClient ?? null,
  showEndQuestionnaire: row.showEndQuestionnaire ?? false,
  lastSignInAt: row.lastSignInAt,
  createdAt: row.createdAt,
  licence: row.licence ?? null,
  lastOnSiteAt: row.lastOnSiteHeartbeatAt ?? null,
  statisticsStatus: row.statisticsStatus ?? null,
});

export const createUserStore = (db: Kysely<DB>): UserStore => ({
  findById: async (id) => {
    const row = await selectUsers(db).where('users.id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  },
  list: async ({ concessionIds, roles }) => {
    if (roles.length === 0 || concessionIds?.length === 0) return [];
    let query = selectUsers(db).where('users.role', 'in', roles);
    if (concessionIds) query = query.where('users.concessionId', 'in', concessionIds);
    return (await query.execute()).map(toRecord);
  },
  listBpms: async (concessionIds) => {
    if (concessionIds?.length === 0) return [];
    let query = selectUsers(db).where('users.role', '=', 'bpm');
    if (concessionIds) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('bpmAssignments')
            .select('bpmAssignments.concessionId')
            .whereRef('bpmAssignments.bpmUserId', '=', 'users.id')
            .where('bpmAssignments.concessionId', 'in', concessionIds),
        ),
      );
    }
    return (await query.execute()).map(toRecord);
  },
  findConcession: async (id) =>
    (await db
      .selectFrom('concessions')
      .select(['id', 'name', 'language'])
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst()) ?? null,
  emailInUse: async (email) =>
    (await db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('deletedAt', 'is', null)
      .executeTakeFirst()) !== undefined,
  create: async (member, at) => {
    // `do nothing` on the live-email index rather than catching the violation: inside a
    // transaction a failed statement would abort everything after it.
    const row = await db
      .insertInto('users')
      .values({ ...member, createdAt: at, updatedAt: at })
      .onConflict((conflict) =>
        conflict
          .expression(sql`lower(email)`)
          .where('deletedAt', 'is', null)
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) return 'emailInUse';
    // Advisor-only data (hobbies, experience, flags) lives beside the account from the start.
    if (member.role === 'seller') {
      await db
        .insertInto('sellerProfiles')
        .values({ userId: row.id, createdAt: at, updatedAt: at })
        .execute();
    }
    return { id: row.id };
  },
  updateProfile: async (id, changes) => {
    await db.updateTable('users').set(changes).where('id', '=', id).execute();
  },
  setPicture: async (id, picturePath) => {
    await db.updateTable('users').set({ picturePath }).where('id', '=', id).execute();
  },
  setLanguage: async (id, language) => {
    await db.updateTable('users').set({ language }).where('id', '=', id).execute();
  },
  signDocument: async (id, kind, versionId, at) => {
    await db
      .updateTable('users')
      .set(
        kind === 'contract'
          ? { signedContractAt: at, signedContractVersionId: versionId }
          : { signedPrivacyPolicyAt: at, signedPrivacyPolicyVersionId: versionId },
      )
      .where('id', '=', id)
      .execute();
  },
  signedVersionId: async (id, kind) => {
    const row = await db
      .selectFrom('users')
      .select(['signedContractVersionId', 'signedPrivacyPolicyVersionId'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return kind === 'contract' ? row.signedContractVersionId : row.signedPrivacyPolicyVersionId;
  },
  lockOwners: async (concessionId) => {
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('concessionId', '=', concessionId)
      .where('role', '=', 'owner')
      .where('deletedAt', 'is', null)
      .forUpdate()
      .execute();
    return rows.length;
  },
  lockSeats: async (concessionId, kinds) => {
    if (kinds.length === 0) return [];
    return db
      .selectFrom('licences')
      .select(['id', 'kind', 'userId'])
      .where('concessionId', '=', concessionId)
      .where('kind', 'in', kinds)
      .orderBy('createdAt')
      .orderBy('id')
      .forUpdate()
      .execute();
  },
  assignSeat: async (seatId, userId, at) => {
    await db
      .updateTable('licences')
      .set({ userId, assignedAt: at, updatedAt: at })
      .where('id', '=', seatId)
      .execute();
  },
  freeSeat: async (userId) => {
    await db
      .updateTable('licences')
      .set({ userId: null, assignedAt: null })
      .where('userId', '=', userId)
      .execute();
  },
  seatUsage: async (concessionId) =>
    (
      await db
        .selectFrom('licences')
        .select((eb) => [
          'kind',
          eb.fn.countAll<string>().as('total'),
          eb.fn.count<string>('userId').as('used'),
        ])
        .where('concessionId', '=', concessionId)
        .groupBy('kind')
        .execute()
    ).map((row) => ({ kind: row.kind, total: Number(row.total), used: Number(row.used) })),
  setRole: async (id, role) => {
    await db.updateTable('users').set({ role }).where('id', '=', id).execute();
    // An advisor's own data lives beside the account (kept if they were one before).
    if (role === 'seller') {
      await db
        .insertInto('sellerProfiles')
        .values({ userId: id })
        .onConflict((conflict) => conflict.column('userId').doNothing())
        .execute();
    }
  },
  softDelete: async (id, at) => {
    await db.updateTable('users').set({ deletedAt: at }).where('id', '=', id).execute();
    // The seat goes back to the dealership, and links emailed to the account stop working.
    await db
      .updateTable('licences')
      .set({ userId: null, assignedAt: null })
      .where('userId', '=', id)
      .execute();
    await db.deleteFrom('passwordResetTokens').where('userId', '=', id).execute();
  },
});
