import { sql, type Kysely } from 'kysely';
import type { DashboardStore, DealershipFacts } from '#application/ports/dashboard.port.ts';
import { heartbeatCutoff } from '#domain/matching/index.ts';
import type { DB } from './db.generated.ts';

const WAITING = ['questionnaireCompleted', 'waitingRoom'] as const;

/**
 * Live dealerships with their settings and latest subscription (read only: billing writes it), in
 * one query whatever their number: the dashboard reads one, the platform's homes many.
 */
export const dealershipFactsQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('concessions as c')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('subscriptions as s')
          .select(['s.status', 's.cancelAtPeriodEnd', 's.currentPeriodEnd'])
          .whereRef('s.concessionId', '=', 'c.id')
          .orderBy('s.createdAt', 'desc')
          .limit(1)
          .as('sub'),
      (join) => join.onTrue(),
    )
    .select([
      'c.id',
      'c.name',
      'c.city',
      'c.timeZone',
      'c.alertDelayWeeks',
      'c.infoValidated',
      'c.configurationValidated',
      'c.connectionValidated',
      'sub.status',
      'sub.cancelAtPeriodEnd',
      'sub.currentPeriodEnd',
    ])
    .where('c.deletedAt', 'is', null);

type FactsRow = Awaited<
  ReturnType<ReturnType<typeof dealershipFactsQuery>['executeTakeFirstOrThrow']>
>;

export const dealershipFactsOf = (row: FactsRow): DealershipFacts => ({
  id: row.id,
  timeZone: row.timeZone,
  alertDelayWeeks: row.alertDelayWeeks,
  setup: {
    infoValidated: row.infoValidated,
    configurationValidated: row.configurationValidated,
    connectionValidated: row.connectionValidated,
  },
  subscription: row.status
    ? {
        status: row.status,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
        currentPeriodEnd: row.currentPeriodEnd ?? null,
      }
    : null,
});

/** The managers' dashboard (issue 14): the dealership's facts and its floor, one query each. */
export const createDashboardStore = (db: Kysely<DB>): DashboardStore => ({
  dealership: async (concessionId) => {
    const row = await dealershipFactsQuery(db).where('c.id', '=', concessionId).executeTakeFirst();
    return row ? dealershipFactsOf(row) : null;
  },

  floor: async (concessionId, now, dayStart) => {
    const row = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('clients')
          .select(eb.fn.countAll<string>().as('n'))
          .where('concessionId', '=', concessionId)
          .where('deletedAt', 'is', null)
          .where('status', 'in', WAITING)
          .as('waiting'),
        eb
          .selectFrom('clients')
          .select(eb.fn.countAll<string>().as('n'))
          .where('concessionId', '=', concessionId)
          .where('deletedAt', 'is', null)
          .where('status', '=', 'withAdvisor')
          .as('withAdvisor'),
        eb
          .selectFrom('clientStatusChanges as h')
          .select(sql<string>`count(distinct h.client_id)`.as('n'))
          .where('h.concessionId', '=', concessionId)
          .where('h.fromStatus', '=', 'beBack')
          .where('h.toStatus', '=', 'withAdvisor')
          .where('h.at', '>=', dayStart)
          .as('beBackReturnedToday'),
        eb
          .selectFrom('users as u')
          .innerJoin('sellerProfiles as p', 'p.userId', 'u.id')
          .select(eb.fn.countAll<string>().as('n'))
          .where('u.concessionId', '=', concessionId)
          .where('u.role', '=', 'seller')
          .where('u.deletedAt', 'is', null)
          .where('p.lastOnSiteHeartbeatAt', '>', heartbeatCutoff(now))
          .as('advisorsPresent'),
      ])
      .executeTakeFirstOrThrow();
    return {
      waiting: Number(row.waiting ?? 0),
      withAdvisor: Number(row.withAdvisor ?? 0),
      beBackReturnedToday: Number(row.beBackReturnedToday ?? 0),
      advisorsPresent: Number(row.advisorsPresent ?? 0),
    };
  },
});
