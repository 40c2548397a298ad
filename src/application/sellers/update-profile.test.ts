import { describe, expect, it } from 'vitest';
import type { Actor, Scope } from '#domain/access/policy.ts';
import type { SellerProfile } from '#domain/sellers/profile.ts';
import { fakeClock } from '#tests/fakes/clock.ts';
import type { SellerRecord, SellerStore } from '#application/ports/seller-store.port.ts';
import { makeSetShowEndQuestionnaire } from './set-show-end-questionnaire.ts';
import { makeUpdateSellerProfile, type UpdateSellerProfileInput } from './update-profile.ts';

const seller = (fields: Partial<SellerRecord> & { id: string }): SellerRecord => ({
  concessionId: 'c1',
  firstName: 'Élodie',
  lastName: 'Bouchard',
  phone: null,
  language: 'fr',
  picturePath: null,
  hobbies: [],
  spokenLanguages: ['fr'],
  carSellerStarted: { year: null, month: null },
  concessionSellerStarted: { year: null, month: null },
  statisticsStatus: 'notGranted',
  showEndQuestionnaire: false,
  signedContract: true,
  profileNumber: 4,
  descriptors: [],
  lastHeartbeatAt: null,
  lastOnSiteHeartbeatAt: null,
  pairable: true,
  ...fields,
});

/** The sellers of two dealerships in memory, recording each write. */
const world = (records: SellerRecord[]) => {
  const rows = new Map(records.map((record) => [record.id, record]));
  const writes: string[] = [];
  const sellers: SellerStore = {
    list: async () => [...rows.values()].map((row) => ({ ...row, available: false })),
    find: async (id) => rows.get(id) ?? null,
    findWithAvailability: async (id) => {
      const row = rows.get(id);
      return row ? { ...row, available: false } : null;
    },
    recordHeartbeat: async () => ({ onSite: false }),
    updateProfile: async (id, profile: SellerProfile) => {
      writes.push(`profile:${id}`);
      const row = rows.get(id);
      if (!row) return;
      rows.set(id, {
        ...row,
        hobbies: profile.hobbies,
        carSellerStarted: profile.experience.carSellerStartedAt,
        concessionSellerStarted: profile.experience.concessionSellerStartedAt,
      });
    },
    setShowEndQuestionnaire: async (id, show) => {
      writes.push(`show:${id}:${show}`);
      const row = rows.get(id);
      if (row) rows.set(id, { ...row, showEndQuestionnaire: show });
    },
  };
  const deps = {
    sellers,
    clock: fakeClock('2026-11-22T15:00:00Z'),
  };
  return { deps, writes, rows };
};

const actor = (userId: string, role: Actor['role'], concessionId: string | null): Actor => ({
  userId,
  role,
  concessionId,
  assignedConcessionIds: [],
});
const caller = (who: Actor, scope: Scope) => ({ actor: who, scope });

const self = caller(actor('s1', 'seller', 'c1'), 'self');
const VALID = {
  hobbies: ['music', 'travel', 'cooking'],
  experience: {
    carSellerStartedAt: { year: 2012, month: 5 },
    concessionSellerStartedAt: { year: 2019, month: 10 },
  },
};
const input = (overrides: Partial<UpdateSellerProfileInput> = {}): UpdateSellerProfileInput => ({
  caller: self,
  sellerId: 's1',
  ...VALID,
  ...overrides,
});

describe('makeUpdateSellerProfile', () => {
  it('saves a valid profile and answers the advisor’s card with years computed', async () => {
    const { deps, writes } = world([seller({ id: 's1' })]);
    const result = await makeUpdateSellerProfile(deps)(input());
    expect(writes).toEqual(['profile:s1']);
    expect(result.ok && result.value).toMatchObject({
      id: 's1',
      hobbies: ['music', 'travel', 'cooking'],
      carSellerStarted: { year: 2012, month: 5 },
      yearsOfExperience: 14,
      yearsInDealership: 7,
    });
  });

  it('reports every domain problem and writes nothing', async () => {
    const { deps, writes } = world([seller({ id: 's1' })]);
    const result = await makeUpdateSellerProfile(deps)(
      input({
        hobbies: ['music', 'travel'],
        experience: {
          carSellerStartedAt: { year: 2019, month: 10 },
          concessionSellerStartedAt: { year: 2012, month: 5 },
        },
      }),
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'SELLER.PROFILE_INVALID',
        issues: [
          { field: 'hobbies', code: 'HOBBIES.COUNT', count: 2, required: 3 },
          { field: 'concessionSellerStartedAt.year', code: 'DATE.BEFORE_CAR_SELLER' },
        ],
      },
    });
    expect(writes).toEqual([]);
  });

  it('does not find another advisor for an advisor, nor another dealership for a manager', async () => {
    const { deps, writes } = world([
      seller({ id: 's1' }),
      seller({ id: 's2' }),
      seller({ id: 's9', concessionId: 'c2' }),
    ]);
    const update = makeUpdateSellerProfile(deps);
    expect(await update(input({ sellerId: 's2' }))).toEqual({
      ok: false,
      error: { code: 'SELLER.NOT_FOUND' },
    });
    const owner = caller(actor('o1', 'owner', 'c1'), 'concession');
    expect(await update(input({ caller: owner, sellerId: 's9' }))).toEqual({
      ok: false,
      error: { code: 'SELLER.NOT_FOUND' },
    });
    // Tenancy first: even an invalid body gets the 404.
    expect(await update(input({ caller: owner, sellerId: 's9', hobbies: [] }))).toEqual({
      ok: false,
      error: { code: 'SELLER.NOT_FOUND' },
    });
    expect((await update(input({ caller: owner, sellerId: 's2' }))).ok).toBe(true);
    expect(writes).toEqual(['profile:s2']);
  });

  it('takes signedContract as an assertion: never signs, never withdraws', async () => {
    const { deps, writes } = world([
      seller({ id: 's1' }),
      seller({ id: 's2', signedContract: false }),
    ]);
    const update = makeUpdateSellerProfile(deps);
    expect((await update(input({ signedContract: true }))).ok).toBe(true);
    expect(await update(input({ signedContract: false }))).toEqual({
      ok: false,
      error: { code: 'SELLER.CONTRACT_WITHDRAWAL' },
    });
    const owner = caller(actor('o1', 'owner', 'c1'), 'concession');
    expect(await update(input({ caller: owner, sellerId: 's2', signedContract: true }))).toEqual({
      ok: false,
      error: { code: 'SELLER.CONTRACT_NOT_SIGNED' },
    });
    expect(writes).toEqual(['profile:s1']);
  });
});

describe('makeSetShowEndQuestionnaire', () => {
  it('sets the advisor’s own flag, and finds nobody else', async () => {
    const { deps, writes } = world([seller({ id: 's1' }), seller({ id: 's2' })]);
    const set = makeSetShowEndQuestionnaire(deps);
    const result = await set({ caller: self, sellerId: 's1', showEndQuestionnaire: true });
    expect(result.ok && result.value.showEndQuestionnaire).toBe(true);
    expect(await set({ caller: self, sellerId: 's2', showEndQuestionnaire: true })).toEqual({
      ok: false,
      error: { code: 'SELLER.NOT_FOUND' },
    });
    expect(writes).toEqual(['show:s1:true']);
  });
});
