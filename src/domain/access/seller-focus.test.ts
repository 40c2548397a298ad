import { describe, expect, it } from 'vitest';
import {
  forcedSellerPath,
  sellerClientPaths,
  sellerFocusOf,
  type SellerFocus,
} from './seller-focus.ts';

const CLIENT = '3b241101-e2bb-4255-8caf-4136c566a962';
const OTHER = '9f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5';
const focus = (overrides: Partial<SellerFocus> = {}): SellerFocus => ({
  testComplete: true,
  withTheClient: CLIENT,
  showEndQuestionnaire: false,
  ...overrides,
});

describe('forcedSellerPath', () => {
  it('leaves an advisor without a current client free', () => {
    expect(forcedSellerPath(focus({ withTheClient: null }), '/seller')).toBeNull();
    expect(forcedSellerPath(focus({ withTheClient: null }), '/seller/me')).toBeNull();
    expect(
      forcedSellerPath(focus({ withTheClient: null, showEndQuestionnaire: true }), '/seller'),
    ).toBeNull();
  });

  it('leaves an advisor whose test is not complete to the onboarding guard', () => {
    expect(forcedSellerPath(focus({ testComplete: false }), '/seller')).toBeNull();
  });

  it('keeps an advisor with a client on that client’s pages', () => {
    const { record, endQuestionnaire } = sellerClientPaths(CLIENT);
    for (const path of [
      '/seller',
      '/seller/me',
      '/seller/client-questionnaire',
      `/seller/client/${OTHER}`,
    ]) {
      expect(forcedSellerPath(focus(), path)).toBe(record);
    }
    expect(forcedSellerPath(focus(), record)).toBeNull();
    expect(forcedSellerPath(focus(), endQuestionnaire)).toBeNull();
    expect(forcedSellerPath(focus(), `${record}/extra-time`)).toBeNull();
    // A longer id that starts with the same characters is another client.
    expect(forcedSellerPath(focus(), `${record}0`)).toBe(record);
  });

  it('sends an advisor who started ending the relationship to the end questionnaire only', () => {
    const { record, endQuestionnaire } = sellerClientPaths(CLIENT);
    const ending = focus({ showEndQuestionnaire: true });
    expect(forcedSellerPath(ending, '/seller')).toBe(endQuestionnaire);
    expect(forcedSellerPath(ending, record)).toBe(endQuestionnaire);
    expect(forcedSellerPath(ending, `/seller/client/${OTHER}/questionnaireEnd`)).toBe(
      endQuestionnaire,
    );
    expect(forcedSellerPath(ending, endQuestionnaire)).toBeNull();
  });
});

describe('sellerFocusOf', () => {
  const now = new Date('2026-11-27T15:00:00Z');
  const sale = (minutes: number, showEndQuestionnaire = false) => ({
    clientId: CLIENT,
    holdExpiresAt: new Date(now.getTime() + minutes * 60_000),
    showEndQuestionnaire,
  });

  it('keeps an advisor on the client of a sale whose hold still runs', () => {
    expect(sellerFocusOf({ profileNumber: 3, sale: sale(30) }, now)).toEqual(focus());
    expect(sellerFocusOf({ profileNumber: 3, sale: sale(30, true) }, now)).toEqual(
      focus({ showEndQuestionnaire: true }),
    );
  });

  it('leaves an advisor free without a sale, or once its hold has expired', () => {
    const free = focus({ withTheClient: null });
    expect(sellerFocusOf({ profileNumber: 3, sale: null }, now)).toEqual(free);
    expect(sellerFocusOf({ profileNumber: 3, sale: sale(0, true) }, now)).toEqual(free);
    expect(sellerFocusOf({ profileNumber: 3, sale: sale(-5) }, now)).toEqual(free);
  });

  it('says whether the personality test is complete', () => {
    expect(sellerFocusOf({ profileNumber: null, sale: sale(30) }, now).testComplete).toBe(false);
  });
});
