import { readSellerCard } from '#domain/concessions/settings.ts';
import { sql, type Kysely } from 'kysely';
import { isSignatureCurrent } from '#domain/access/signatures.ts';
import { DEFAULT_TIME_ZONE } from '#domain/locale/time-zone.ts';
import type { ViewerRecord, ViewerStore } from '#application/ports/viewer-store.port.ts';
import { compiledOnce } from './compiled-once.ts';
import type { DB } from './db.generated.ts';
import { asOneValue, bytesOfJson, dateOfJson, type AsJson } from './json-rows.ts';

/** The user, their test, seller profile, dealership and subscription: one query (decision 114). */
const selectViewer = (db: Kysely<DB>) =>
  db
    .selectFrom('users')
    .leftJoin('psychometricTests as test', (join) =>
      join.onRef('test.userId', '=', 'users.id').on('test.completedAt', 'is not', null),
    )
    .leftJoin('sellerProfiles as seller', 'seller.userId', 'users.id')
    .leftJoin('concessions', 'concessions.id', 'users.concessionId')
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
      'users.deletedAt',
      // A signature counts only for the latest published version (docs/decisions/083); both
      // latest versions in one pass over the few versions there are.
      sql<[number | null, number | null]>`(select array[
        max(version) filter (where kind = 'contract'),
        max(version) filter (where kind = 'privacyPolicy')]
      from contract_versions where published_at is not null)`.as('latestVersions'),
      'test.profileNumber',
      'seller.userId as sellerId',
      'seller.hobbies',
      'seller.carSellerStartedYear',
      'seller.carSellerStartedMonth',
      'seller.concessionSellerStartedYear',
      'seller.concessionSellerStartedMonth',
      'seller.showEndQuestionnaire',
      // An advisor's sale in progress, at most one (clients_one_sale_per_seller_key, its conditions
      // written as constants so the read's one plan uses that index). A sub-query, not a join: a
      // ninth joined table would stop PostgreSQL from reordering the joins (decision 123).
      sql<{ clientId: string; holdExpiresAt: string } | null>`(select json_build_object(
        'clientId', sale.id, 'holdExpiresAt', sale.hold_expires_at) from clients sale
        where sale.seller_id = users.id and sale.status = 'withAdvisor'
        and sale.deleted_at is null)`.as('sale'),
      'concessions.id as concessionId',
      'concessions.deletedAt as concessionDeletedAt',
      'concessions.name as concessionName',
      'concessions.language as concessionLanguage',
      'concessions.timeZone as concessionTimeZone',
      'concessions.infoValidated',
      'concessions.configurationValidated',
      'concessions.connectionValidated',
      'concessions.sellerCardPersonalization',
      'concessions.logoPath',
      'subscriptions.status as subscriptionStatus',
    ]);

type ViewerRow = AsJson<
  NonNullable<Awaited<ReturnType<ReturnType<typeof selectViewer>['executeTakeFirst']>>>
>;

// A bpm's dealerships: those assigned to it and those of its territories
// (docs/decisions/076-territories.md). Read for a bpm only: every other role has none, and
// the session read stays on the few tables every request needs (decision 114).
const assignedTo = compiledOnce(['userId'], (db: Kysely<DB>, { userId }) =>
  db
    .selectFrom('bpmAssignments')
    .select(sql<string>`concession_id::text`.as('id'))
    .where('bpmUserId', '=', userId)
    .union(
      db
        .selectFrom('concessions')
        .innerJoin('territoryBpms', 'territoryBpms.territoryId', 'concessions.territoryId')
        .select(sql<string>`concessions.id::text`.as('id'))
        .where('territoryBpms.bpmUserId', '=', userId)
        .where('concessions.deletedAt', 'is', null),
    )
    .orderBy('id'),
);

/**
 * The record of a row, or none for a deleted user. Deletions are read here rather than filtered in
 * the query: PostgreSQL's one plan per statement then looks each row up by its key (decision 114).
 */
const toRecord = async (db: Kysely<DB>, row: ViewerRow): Promise<ViewerRecord | null> => {
  if (row.deletedAt !== null) return null;
  const assignedConcessionIds =
    row.role === 'bpm' ? (await assignedTo(db, { userId: row.id })).map(({ id }) => id) : [];
  const [latestContractVersion = null, latestPrivacyPolicyVersion = null] = row.latestVersions;
  const concession = row.concessionDeletedAt === null ? row : null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    language: row.language,
    picturePath: row.picturePath,
    hasPassword: row.passwordHash !== null,
    signedContract: isSignatureCurrent(row.signedContractVersion, latestContractVersion),
    signedPrivacyPolicy: isSignatureCurrent(
      row.signedPrivacyPolicyVersion,
      latestPrivacyPolicyVersion,
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
      concession?.concessionId && concession.concessionName && concession.concessionLanguage
        ? {
            id: concession.concessionId,
            name: concession.concessionName,
            language: concession.concessionLanguage,
            timeZone: concession.concessionTimeZone ?? DEFAULT_TIME_ZONE,
            infoValidated: concession.infoValidated ?? false,
            configurationValidated: concession.configurationValidated ?? false,
            connectionValidated: concession.connectionValidated ?? false,
            subscriptionStatus: concession.subscriptionStatus ?? null,
            sellerCard: readSellerCard(concession.sellerCardPersonalization),
            ...(concession.logoPath ? { logoPath: concession.logoPath } : {}),
          }
        : null,
    assignedConcessionIds,
    sale: row.sale
      ? {
          clientId: row.sale.clientId,
          // In JSON, a timestamp arrives as its text.
          holdExpiresAt: new Date(row.sale.holdExpiresAt),
          showEndQuestionnaire: row.showEndQuestionnaire ?? false,
        }
      : null,
  };
};

// Every request reads its session: that read is compiled once (decisions 048 and 114).
const bySession = compiledOnce(['sessionId'], (db: Kysely<DB>, { sessionId }) =>
  asOneValue(
    db,
    selectViewer(db)
      .innerJoin('sessions', 'sessions.userId', 'users.id')
      .select([
        'sessions.id as sessionId',
        'sessions.secretHash',
        'sessions.expiresAt',
        'sessions.absoluteExpiresAt',
      ])
      .where('sessions.id', '=', sessionId),
  ),
);
const byApiToken = compiledOnce(['tokenId'], (db: Kysely<DB>, { tokenId }) =>
  asOneValue(
    db,
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
  ),
);

/** One query per request: the session presented and the viewer it belongs to together. */
export const createViewerStore = (db: Kysely<DB>): ViewerStore => {
  return {
    load: async (userId) => {
      const found = await asOneValue(
        db,
        selectViewer(db).where('users.id', '=', userId),
      ).executeTakeFirst();
      return found ? toRecord(db, found.row) : null;
    },
    findBySession: async (sessionId) => {
      const [found] = await bySession(db, { sessionId });
      const row = found?.row;
      const viewer = row && (await toRecord(db, row));
      if (!row || !viewer) return null;
      return {
        id: row.sessionId,
        secretHash: bytesOfJson(row.secretHash),
        userId: row.id,
        expiresAt: new Date(row.expiresAt),
        absoluteExpiresAt: new Date(row.absoluteExpiresAt),
        role: row.role,
        viewer,
      };
    },
    findByApiToken: async (tokenId) => {
      const [found] = await byApiToken(db, { tokenId });
      const row = found?.row;
      const viewer = row && (await toRecord(db, row));
      if (!row || !viewer) return null;
      return {
        id: row.tokenId,
        secretHash: bytesOfJson(row.secretHash),
        scope: row.scopeRole,
        expiresAt: new Date(row.expiresAt),
        lastUsedAt: dateOfJson(row.lastUsedAt),
        revokedAt: dateOfJson(row.revokedAt),
        viewer,
      };
    },
  };
};
