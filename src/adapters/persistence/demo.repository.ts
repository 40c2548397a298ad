import { sql, type Kysely } from 'kysely';
import type { DemoStore } from '#application/ports/demo-store.port.ts';
import { DEMO_MARKER_EMAIL } from '#domain/demo/accounts.ts';
import { DEMO_SETTINGS } from '#domain/demo/dealerships.ts';
import { json } from './client-rows.ts';
import type { DB } from './db.generated.ts';
import { addClients } from './demo-clients.ts';
import { addReferenceData, addTerritoryBpms } from './demo-reference.ts';
import { scoreColumns } from './psychometric-rows.ts';

const lookup = <Key>(entries: Iterable<readonly [Key, string]>, what: string) => {
  const ids = new Map(entries);
  return (key: Key) => {
    const id = ids.get(key);
    if (!id) throw new Error(`${what} ${String(key)} missing`);
    return id;
  };
};

/**
 * The demo data's writes (docs/decisions/032), in bulk: a handful of statements for the whole demo,
 * so integration and browser tests seed quickly. Walk-in clients are folded from the transitions
 * the status machine decided, with `applyTransition`'s own column mapping (client-rows.ts).
 */
export const createDemoStore = (db: Kysely<DB>): DemoStore => ({
  seeded: async () =>
    (await db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`lower(email) = ${DEMO_MARKER_EMAIL}`)
      .where('deletedAt', 'is', null)
      .executeTakeFirst()) !== undefined,

  lock: async () => {
    // Two processes starting on an empty database (app and `npm run seed`) must not both seed.
    await sql`select pg_advisory_xact_lock(hashtext('best-pairing:seed-demo'))`.execute(db);
  },

  addReferenceData: addReferenceData(db),

  addConcessions: async (concessions, stationPasswordHash) => {
    const territories = await db.selectFrom('territories').select(['id', 'name']).execute();
    const territoryId = (name: string) =>
      territories.find((row) => row.name.toLowerCase() === name.toLowerCase())?.id ?? null;
    const rows = await db
      .insertInto('concessions')
      .values(
        concessions.map((spec) => ({
          name: spec.name,
          phone: spec.phone,
          address: spec.address,
          city: spec.city,
          postalCode: spec.postalCode,
          country: 'CA',
          state: spec.state,
          website: spec.website,
          territoryId: territoryId(spec.territory),
          language: 'fr' as const,
          defaultAppLanguage: 'fr' as const,
          // The dealership not set up yet has what the platform filled in, nothing more (decision 063).
          infoValidated: spec.setUp,
          configurationValidated: spec.setUp,
          connectionValidated: spec.setUp,
          ownerContactEmail: spec.ownerContactEmail,
          clientStationPasswordHash: spec.setUp ? stationPasswordHash : null,
          serviceStationPasswordHash: spec.setUp ? stationPasswordHash : null,
          wifiNetworks: json(
            spec.setUp ? [{ title: 'Salle d’exposition', ssid: spec.wifiSsid }] : [],
          ),
          // No egress addresses: advisors count as on site from any network, so the demo works
          // on a laptop (docs/spec/decisions.md section 4 only checks networks a concession configured).
          sellerChoiceMode: spec.sellerChoiceMode,
          saleHoldHours: DEMO_SETTINGS.saleHoldHours,
          alertDelayWeeks: DEMO_SETTINGS.alertDelayWeeks,
          archiveDelayWeeks: DEMO_SETTINGS.archiveDelayWeeks,
          timeZone: DEMO_SETTINGS.timeZone,
          // Only the sales demo's showroom is kept out of real lists and numbers (decision 087).
          isDemo: spec.key === 'showroom',
          createdAt: spec.createdAt,
          updatedAt: spec.createdAt,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    const manufacturers = await db.selectFrom('manufacturers').select(['id', 'name']).execute();
    const manufacturerId = lookup(
      manufacturers.map((row) => [row.name.toLowerCase(), row.id] as const),
      'manufacturer',
    );
    const ids = lookup(
      concessions.map(
        (spec) => [spec.key, rows.find((row) => row.name === spec.name)?.id ?? ''] as const,
      ),
      'concession',
    );
    await db
      .insertInto('concessionManufacturers')
      .values(
        concessions.flatMap((spec) =>
          spec.manufacturers.map((name) => ({
            concessionId: ids(spec.key),
            manufacturerId: manufacturerId(name.toLowerCase()),
          })),
        ),
      )
      .execute();
    return ids;
  },

  addAccounts: async (accounts, { passwordHash, concession }) => {
    const latestVersion = async (kind: 'contract' | 'privacyPolicy') =>
      (
        await db
          .selectFrom('contractVersions')
          .select('id')
          .where('kind', '=', kind)
          .where('publishedAt', 'is not', null)
          .orderBy('version', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id;
    const contractVersionId = await latestVersion('contract');
    const privacyPolicyVersionId = await latestVersion('privacyPolicy');
    const rows = await db
      .insertInto('users')
      .values(
        accounts.map((account) => ({
          email: account.email,
          passwordHash: account.hasPassword ? passwordHash : null,
          role: account.role,
          concessionId: account.concession ? concession(account.concession) : null,
          firstName: account.firstName,
          lastName: account.lastName,
          phone: account.phone,
          language: account.language,
          signedContractAt: account.signsContract ? account.signedAt : null,
          signedContractVersionId: account.signsContract ? contractVersionId : null,
          signedPrivacyPolicyAt: account.signsPrivacyPolicy ? account.signedAt : null,
          signedPrivacyPolicyVersionId: account.signsPrivacyPolicy ? privacyPolicyVersionId : null,
          createdAt: account.createdAt,
          updatedAt: account.signedAt,
        })),
      )
      .returning(['id', 'email'])
      .execute();
    return lookup(
      rows.map((row) => [row.email, row.id] as const),
      'user',
    );
  },

  lambdaId: async ({ lambda, createdBy, createdAt }, ids) => {
    const latest = await db
      .selectFrom('lambdaVersions')
      .select('id')
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (latest) return latest.id;
    const { id } = await db
      .insertInto('lambdaVersions')
      .values({
        version: lambda.version,
        norms: json(lambda.norms),
        counts: json({ seller40: 0, client16: 0 }),
        weights: json(lambda.weights),
        createdBy: ids.user(createdBy),
        createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  addStaff: async (plan, ids, lambdaId) => {
    // The sales demo's showroom has neither (docs/decisions/087).
    if (plan.bpmAssignments.length > 0) {
      await db
        .insertInto('bpmAssignments')
        .values(
          plan.bpmAssignments.map((assignment) => ({
            bpmUserId: ids.user(assignment.email),
            concessionId: ids.concession(assignment.concession),
            createdAt: assignment.createdAt,
          })),
        )
        .execute();
    }
    await addTerritoryBpms(db, plan, ids.user);
    await db
      .insertInto('psychometricTests')
      .values(
        plan.staffTests.map((test) => ({
          userId: ids.user(test.email),
          form: 'seller40' as const,
          answers: json(test.answers),
          completedAt: test.completedAt,
          ...scoreColumns(test.score),
          lambdaVersionId: lambdaId,
          scoredAt: test.completedAt,
        })),
      )
      .execute();
    await db
      .insertInto('sellerProfiles')
      .values(
        plan.sellerProfiles.map((profile) => ({
          userId: ids.user(profile.email),
          hobbies: [...profile.hobbies],
          spokenLanguages: [...profile.spokenLanguages],
          carSellerStartedYear: profile.carSellerStarted.year,
          carSellerStartedMonth: profile.carSellerStarted.month,
          concessionSellerStartedYear: profile.concessionSellerStarted.year,
          concessionSellerStartedMonth: profile.concessionSellerStarted.month,
          statisticsStatus: profile.statisticsStatus,
          lastHeartbeatAt: profile.lastOnSiteAt,
          lastOnSiteHeartbeatAt: profile.lastOnSiteAt,
        })),
      )
      .execute();
    if (plan.trainings.length === 0) return;
    await db
      .insertInto('trainings')
      .values(
        plan.trainings.map(({ concession, createdBy, ...training }) => ({
          ...training,
          concessionId: concession ? ids.concession(concession) : null,
          createdBy: ids.user(createdBy),
        })),
      )
      .execute();
  },

  addSubscriptions: async (subscriptions, ids) => {
    const plans = await db.selectFrom('plans').selectAll().execute();
    for (const subscription of subscriptions) {
      const plan = plans.find((row) => row.id === ids.plan(subscription.plan));
      if (!plan) throw new Error(`plan ${subscription.plan} missing`);
      const concessionId = ids.concession(subscription.concession);
      const { id: subscriptionId } = await db
        .insertInto('subscriptions')
        .values({
          concessionId,
          planId: plan.id,
          status: 'active',
          provider: 'demo',
          providerStatus: 'active',
          billingPeriod: plan.billingPeriod,
          basePriceCents: plan.basePriceCents,
          includedSellerLicences: plan.includedSellerLicences,
          extraSellerLicences: subscription.extraSellerLicences,
          unitPriceCents: plan.unitPriceCents,
          discountPercent: plan.discountPercent,
          currentPeriodStart: subscription.currentPeriodStart,
          currentPeriodEnd: subscription.currentPeriodEnd,
          activatedAt: subscription.activatedAt,
          setUpAt: subscription.activatedAt,
          createdAt: subscription.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('licences')
        .values(
          subscription.licences.map((licence) => ({
            concessionId,
            kind: licence.kind,
            userId: licence.email ? ids.user(licence.email) : null,
            assignedAt: licence.assignedAt,
          })),
        )
        .execute();
      if (subscription.invoices.length === 0) continue;
      await db
        .insertInto('invoices')
        .values(
          subscription.invoices.map((invoice) => ({
            ...invoice,
            concessionId,
            subscriptionId,
            status: 'paid' as const,
            paidAt: invoice.issuedAt,
            // Each demo invoice bills the month that starts on its date.
            periodStart: invoice.issuedAt,
            periodEnd: new Date(
              Date.UTC(
                invoice.issuedAt.getUTCFullYear(),
                invoice.issuedAt.getUTCMonth() + 1,
                invoice.issuedAt.getUTCDate(),
              ),
            ),
          })),
        )
        .execute();
    }
  },

  addClients: addClients(db),
});
