import { describe, expect, it } from 'vitest';
import type { Actor } from '#domain/access/policy.ts';
import { makeGetBpmHome } from '#application/homes/get-bpm-home.ts';
import type { DealershipOverviewStore } from '#application/ports/dealership-overview.port.ts';
import type { UserStore } from '#application/ports/user-store.port.ts';
import { createAdapters, type Adapters } from '#composition/adapters.ts';
import { buildComments } from '#composition/comments.ts';
import { buildHomes, type Homes } from '#composition/homes.ts';
import type { Runtime } from '#composition/index.ts';
import { buildPsychometrics } from '#composition/psychometrics.ts';
import { buildSupport } from '#composition/support.ts';
import { parseConfig } from '#src/config.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import { test } from '#tests/fixtures/integration.ts';

/* The PR admin's and the bpm's homes (issue 16, docs/decisions/086). */

let runtime: Runtime;
let adapters: Adapters;
let homes: Homes;

test.beforeAll(({ runtime: given, logger }) => {
  runtime = given;
  adapters = createAdapters(given.database, {
    config: parseConfig({}),
    logger,
    clock: { now: () => new Date() },
    queueJobs: false,
  });
  homes = buildHomes(adapters, {
    support: buildSupport(adapters),
    comments: buildComments(adapters),
    psychometrics: buildPsychometrics(adapters),
  });
});

const db = () => runtime.database.db;
const idOf = async (email: string) =>
  db()
    .selectFrom('users')
    .select(['id', 'concessionId'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

const actor = (role: Actor['role'], userId: string, assigned: string[] = []): Actor => ({
  userId,
  role,
  concessionId: null,
  assignedConcessionIds: assigned,
});

/** A dealership of our own, with a subscription in `status` when given. */
const dealership = async (
  name: string,
  options: {
    status?: 'active' | 'inactive';
    validated?: boolean;
    isDemo?: boolean;
    deleted?: boolean;
  },
) => {
  const { id } = await db()
    .insertInto('concessions')
    .values({
      name,
      infoValidated: options.validated ?? false,
      configurationValidated: options.validated ?? false,
      connectionValidated: options.validated ?? false,
      isDemo: options.isDemo ?? false,
      deletedAt: options.deleted ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.status) {
    await db()
      .insertInto('subscriptions')
      .values({ concessionId: id, status: options.status, provider: 'demo' })
      .execute();
  }
  return id;
};

describe('the PR admin home', () => {
  it('counts real dealerships by subscription and set-up; demo and deleted ones are left out', async () => {
    const prAdmin = actor('prAdmin', (await idOf('pradmin@demo.test')).id);
    const caller = { actor: prAdmin, scope: 'all' as const };
    const before = await homes.getPrAdminHome(caller);
    expect(before.dealerships.total).toBeGreaterThan(0);
    await dealership('Homes none', {});
    await dealership('Homes inactive', { status: 'inactive' });
    await dealership('Homes demo', { status: 'active', validated: true, isDemo: true });
    await dealership('Homes deleted', { status: 'active', validated: true, deleted: true });
    const after = await homes.getPrAdminHome(caller);
    const { dealerships: was } = before;
    expect(after.dealerships).toEqual({
      total: was.total + 2,
      bySubscription: {
        ...was.bySubscription,
        none: was.bySubscription.none + 1,
        inactive: was.bySubscription.inactive + 1,
      },
      setUp: was.setUp,
      stepsLeft: {
        information: was.stepsLeft.information + 2,
        configuration: was.stepsLeft.configuration + 2,
        connection: was.stepsLeft.connection + 2,
      },
    });
  });

  it('shows the newest tickets and comments and the last recalculation', async () => {
    const seller = await idOf('seller1@demo.test');
    const at = new Date();
    await adapters.stores.comments.create({
      authorUserId: seller.id,
      concessionId: seller.concessionId,
      category: 'feature',
      message: 'Homes: the newest comment',
      createdAt: at,
    });
    await adapters.stores.support.create({
      authorUserId: seller.id,
      concessionId: seller.concessionId,
      category: 'bug',
      personsConcerned: [seller.id],
      subject: 'Homes: the newest ticket',
      description: 'A ticket for the home page.',
      attachmentKey: null,
      createdAt: at,
    });
    const prAdmin = actor('prAdmin', (await idOf('pradmin@demo.test')).id);
    const home = await homes.getPrAdminHome({ actor: prAdmin, scope: 'all' });
    expect(home.comments.recent[0]?.message).toBe('Homes: the newest comment');
    expect(home.tickets.recent[0]?.subject).toBe('Homes: the newest ticket');
    expect(home.tickets.recent.length).toBeLessThanOrEqual(5);

    const client = createClient(runtime);
    await client.signIn('pradmin@demo.test');
    const page = await client.request('/pr-admin');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Homes: the newest ticket');
    expect(html).toContain('Homes: the newest comment');
    expect(html).toContain('data-testid="home-recalculation"');
    expect(html).not.toContain('data-coming-soon');
  });
});

describe('the bpm home', () => {
  it('lists only the dealerships the bpm reaches, demo ones left out, with their alerts', async () => {
    const bpm = await idOf('bpm@demo.test');
    const seeded = (await idOf('owner@demo.test')).concessionId ?? '';
    const mine = await dealership('Homes mine', { status: 'active' });
    const demo = await dealership('Homes my demo', { status: 'active', isDemo: true });
    const notMine = await dealership('Homes not mine', { status: 'active' });
    const list = await homes.getBpmHome({
      actor: actor('bpm', bpm.id, [seeded, mine, demo]),
      scope: 'assigned',
    });
    const ids = list.map((row) => row.id);
    expect(ids).toContain(seeded);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(demo);
    expect(ids).not.toContain(notMine);
    const created = list.find((row) => row.id === mine);
    expect(created).toMatchObject({
      subscription: 'active',
      stepsLeft: ['information', 'configuration', 'connection'],
    });
    // The seeded dealership's sixth advisor has not been on site for 17 days (delay: 2 weeks).
    const alerts = list.find((row) => row.id === seeded)?.alerts ?? [];
    expect(alerts.some((alert) => alert.kind === 'offSite')).toBe(true);
  });

  it('reads every dealership and every advisor in one query each (no N+1)', async () => {
    const calls = { dealerships: 0, users: 0 };
    const counted: DealershipOverviewStore = {
      list: (ids) => {
        calls.dealerships += 1;
        return adapters.stores.dealershipOverviews.list(ids);
      },
    };
    const users: Pick<UserStore, 'list'> = {
      list: (filter) => {
        calls.users += 1;
        return adapters.stores.users.list(filter);
      },
    };
    const everyOne = (await db().selectFrom('concessions').select('id').execute()).map(
      (row) => row.id,
    );
    const getBpmHome = makeGetBpmHome({ dealerships: counted, users, clock: adapters.clock });
    const bpm = await idOf('bpm@demo.test');
    const list = await getBpmHome({ actor: actor('bpm', bpm.id, everyOne), scope: 'assigned' });
    expect(list.length).toBeGreaterThan(3);
    expect(calls).toEqual({ dealerships: 1, users: 1 });
  });

  it("shows the signed-in bpm's own dealerships, each linking to its page", async () => {
    const client = createClient(runtime);
    await client.signIn('bpm@demo.test');
    const page = await client.request('/bpm');
    expect(page.status).toBe(200);
    const html = await page.text();
    const seeded = (await idOf('owner@demo.test')).concessionId ?? '';
    expect(html).toContain(`/bpm/concessions/${seeded}`);
    expect(html).toContain('Best Pairing Demo');
    expect(html).not.toContain('Homes not mine');
  });
});
