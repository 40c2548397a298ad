import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SELLER_LICENCES } from '#domain/access/licences.ts';
import type { DB } from './db.generated.ts';

/**
 * The advisors of a dealership available right now (docs/spec/decisions.md section 4), for matching, round
 * robin, the kiosk's manual selection and the advisors' lists alike (the query's own `u` is the
 * advisor; `inConcession` chooses the dealerships; each caller selects what it needs):
 * - an advisor licence of the dealership, a password and the signed contract (docs/decisions/064);
 * - a completed, scored personality test;
 * - a heartbeat younger than two minutes, and from the dealership's network when it configured its
 *   egress addresses (then only the on-site heartbeat counts);
 * - no sale in progress, its hold running or expired (an expired sale must be ended or resumed
 *   before the next client, docs/decisions/060).
 */
export const availableSellers = (
  db: Kysely<DB>,
  inConcession: RawBuilder<boolean>,
  cutoff: unknown,
) =>
  db
    .selectFrom('users as u')
    .innerJoin('concessions as c', 'c.id', 'u.concessionId')
    .innerJoin('sellerProfiles as sp', 'sp.userId', 'u.id')
    .innerJoin('psychometricTests as t', 't.userId', 'u.id')
    .where(inConcession)
    .where('u.role', '=', 'seller')
    .where('u.deletedAt', 'is', null)
    .where('c.deletedAt', 'is', null)
    .where('u.passwordHash', 'is not', null)
    .where('u.signedContractAt', 'is not', null)
    .where('t.completedAt', 'is not', null)
    .where('t.zE', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('licences as l')
          .select(sql.lit(1).as('one'))
          .whereRef('l.userId', '=', 'u.id')
          .whereRef('l.concessionId', '=', 'u.concessionId')
          .where('l.kind', 'in', SELLER_LICENCES),
      ),
    )
    .where(
      sql<boolean>`case when cardinality(c.egress_networks) > 0
        then sp.last_on_site_heartbeat_at else sp.last_heartbeat_at end > ${cutoff}`,
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('clients as held')
            .select(sql.lit(1).as('one'))
            .whereRef('held.sellerId', '=', 'u.id')
            .where('held.status', '=', 'withAdvisor')
            .where('held.deletedAt', 'is', null),
        ),
      ),
    );
