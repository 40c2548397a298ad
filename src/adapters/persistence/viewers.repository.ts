import { sql, type Kysely } from 'kysely';
import type { ViewerStore } from '#application/ports/viewer-store.port.ts';
import type { DB } from './db.generated.ts';

/** One query per request: the user, their test, seller profile, dealership and subscription. */
export const createViewerStore = (db: Kysely<DB>): ViewerStore => ({
  load: async (userId) => {
    const row = await db
      .selectFrom('users')
      .leftJoin('psychometricTests as test', (join) =>
        join.onRef('test.userId', '=', 'users.id').on('test.completedAt', 'is not', null),
      )
      .leftJoin('sellerProfiles as seller', 'seller.userId', 'users.id')
      .leftJoin('concessions', (join) =>
        join
          .onRef('concessions.id', '=', 'users.concessionId')
          .on('concessions.deletedAt', 'is', null),
      )
      .leftJoin('subscriptions', 'subscriptions.concessionId', 'concessions.id')
      .select([
        'users.id',
        'users.email',
        'users.role',
        'users.firstName',
        'users.lastName',
        'users.language',
        'users.picturePath',
        'users.passwordHash',
        'users.signedContractAt',
        'users.signedPrivacyPolicyAt',
        'test.profileNumber',
        'seller.userId as sellerId',
        'seller.hobbies',
        'seller.carSellerStartedYear',
        'seller.carSellerStartedMonth',
        'seller.concessionSellerStartedYear',
        'seller.concessionSellerStartedMonth',
        'concessions.id as concessionId',
        'concessions.name as concessionName',
        'concessions.language as concessionLanguage',
        'concessions.infoValidated',
        'concessions.configurationValidated',
        'concessions.connectionValidated',
        'subscriptions.status as subscriptionStatus',
        sql<string[]>`array(select concession_id::text from bpm_assignments
          where bpm_user_id = users.id order by concession_id)`.as('assignedConcessionIds'),
      ])
      .where('users.id', '=', userId)
      .where('users.deletedAt', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      firstName: row.firstName,
      lastName: row.lastName,
      language: row.language,
      picturePath: row.picturePath,
      hasPassword: row.passwordHash !== null,
      signedContract: row.signedContractAt !== null,
      signedPrivacyPolicy: row.signedPrivacyPolicyAt !== null,
      profileNumber: row.profileNumber ?? null,
      seller: row.sellerId
        ? {
            hobbies: row.hobbies ?? [],
            carSellerStarted: { year: row.carSellerStartedYear, month: row.carSellerStartedMonth },
            concessionSellerStarted: {
              year: row.concessionSellerStartedYear,
              month: row.concessionSellerStartedMonth,
            },
          }
        : null,
      concession:
        row.concessionId && row.concessionName && row.concessionLanguage
          ? {
              id: row.concessionId,
              name: row.concessionName,
              language: row.concessionLanguage,
              infoValidated: row.infoValidated ?? false,
              configurationValidated: row.configurationValidated ?? false,
              connectionValidated: row.connectionValidated ?? false,
              subscriptionStatus: row.subscriptionStatus ?? null,
            }
          : null,
      assignedConcessionIds: row.assignedConcessionIds,
    };
  },
});
