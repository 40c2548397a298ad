import { readSellerCard } from '#domain/concessions/settings.ts';
import { sql, type Kysely } from 'kysely';
import { isSignatureCurrent } from '#domain/access/signatures.ts';
import { DEFAULT_TIME_ZONE } from '#domain/locale/time-zone.ts';
import type { ViewerRecord, ViewerStore } from '#application/ports/viewer-store.port.ts';
import { compiledOnce } from './compiled-once.ts';
import type { DB } from './db.generated.ts';

/** The user, their test, seller profile, dealership and subscription: one query. */
const selectViewer = (db: Kysely<DB>) =>
  db
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
    .leftJoin('contractVersions as contract', 'contract.id', 'users.signedContractVersionId')
    .leftJoin('contractVersions as policy', 'policy.id', 'users.signedPrivacyPolicyVersionId')
    .select([
      'users.id',
      'users.email',
      'users.role',
      'users.firstName',
      'users.lastName',
      'users.language',
      'users.picturePath',
      'users.passwordHash',
      'contract.version as signedContractVersion',
      'policy.version as signedPrivacyPolicyVersion',
      // A signature counts only for the latest published version (docs/decisions/083).
      sql<number | null>`(select max(version) from contract_versions
      where kind = 'contract' and published_at is not null)`.as('latestContractVersion'),
      sql<number | null>`(select max(version) from contract_versions
      where kind = 'privacyPolicy' and published_at is not null)`.as('latestPrivacyPolicyVersion'),
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
      'concessions.timeZone as concessionTimeZone',
      'concessions.infoValidated',
      'concessions.configurationValidated',
      'concessions.connectionValidated',
      'concessions.sellerCardPersonalization',
      'concessions.logoPath',
      'subscriptions.status as subscriptionStatus',
      // A bpm's dealerships: those assigned to it and those of its territories
      // (docs/decisions/076-territories.md).
      sql<string[]>`array(select concession_id::text from bpm_assignments
      where bpm_user_id = users.id
      union
      select territory_concessions.id::text from concessions territory_concessions
      join territory_bpms on territory_bpms.territory_id = territory_concessions.territory_id
      where territory_bpms.bpm_user_id = users.id and territory_concessions.deleted_at is null
      order by 1)`.as('assignedConcessionIds'),
    ])
    .where('users.deletedAt', 'is', null);

type ViewerRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof selectViewer>['executeTakeFirst']>>
>;

const toRecord = (row: ViewerRow): ViewerRecord => ({
  id: row.id,
  email: row.email,
  role: row.role,
  firstName: row.firstName,
  lastName: row.lastName,
  language: row.language,
  picturePath: row.picturePath,
  hasPassword: row.passwordHash !== null,
  signedContract: isSignatureCurrent(row.signedContractVersion, row.latestContractVersion),
  signedPrivacyPolicy: isSignatureCurrent(
    row.signedPrivacyPolicyVersion,
    row.latestPrivacyPolicyVersion,
  ),
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
          timeZone: row.concessionTimeZone ?? DEFAULT_TIME_ZONE,
          infoValidated: row.infoValidated ?? false,
          configurationValidated: row.configurationValidated ?? false,
          connectionValidated: row.connectionValidated ?? false,
          subscriptionStatus: row.subscriptionStatus ?? null,
          sellerCard: readSellerCard(row.sellerCardPersonalization),
          ...(row.logoPath ? { logoPath: row.logoPath } : {}),
        }
      : null,
  assignedConcessionIds: row.assignedConcessionIds,
});

// Every request reads its session: that read is compiled once (decision 048).
const bySession = compiledOnce(['sessionId'], (db: Kysely<DB>, { sessionId }) =>
  selectViewer(db)
    .innerJoin('sessions', 'sessions.userId', 'users.id')
    .select([
      'sessions.id as sessionId',
      'sessions.secretHash',
      'sessions.expiresAt',
      'sessions.absoluteExpiresAt',
    ])
    .where('sessions.id', '=', sessionId),
);
const byApiToken = compiledOnce(['tokenId'], (db: Kysely<DB>, { tokenId }) =>
  selectViewer(db)
    .innerJoin('apiTokens', 'apiTokens.createdBy', 'users.id')
    .select([
      'apiTokens.id as tokenId',
      'apiTokens.secretHash',
      'apiTokens.scopeRole',
      'apiTokens.expiresAt',
      'apiTokens.lastUsedAt',
      'apiTokens.revokedAt',
    ])
    .where('apiTokens.lookupId', '=', tokenId),
);

/** One query per request: the session presented and the viewer it belongs to together. */
export const createViewerStore = (db: Kysely<DB>): ViewerStore => {
  return {
    load: async (userId) => {
      const row = await selectViewer(db).where('users.id', '=', userId).executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    findBySession: async (sessionId) => {
      const [row] = await bySession(db, { sessionId });
      if (!row) return null;
      return {
        id: row.sessionId,
        secretHash: new Uint8Array(row.secretHash),
        userId: row.id,
        expiresAt: row.expiresAt,
        absoluteExpiresAt: row.absoluteExpiresAt,
        role: row.role,
        viewer: toRecord(row),
      };
    },
    findByApiToken: async (tokenId) => {
      const [row] = await byApiToken(db, { tokenId });
      if (!row) return null;
      return {
        id: row.tokenId,
        secretHash: new Uint8Array(row.secretHash),
        scope: row.scopeRole,
        expiresAt: row.expiresAt,
        lastUsedAt: row.lastUsedAt,
        revokedAt: row.revokedAt,
        viewer: toRecord(row),
      };
    },
  };
};
