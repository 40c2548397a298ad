/** Builders of the matching tests (src/domain/matching): a client and an available advisor. */
import { vector } from './psychometric-sheets.ts';
import type { MatchSeller, MatchClient } from '#domain/matching/rank-sellers.ts';

const ZERO = vector(0, 0, 0, 0);

export const client = (overrides: Partial<MatchClient> = {}): MatchClient => ({
  z: ZERO,
  language: 'fr',
  wantedQualities: [],
  hobbies: [],
  ...overrides,
});

export const seller = (id: string, overrides: Partial<MatchSeller> = {}): MatchSeller => ({
  id,
  z: ZERO,
  languages: ['fr', 'en'],
  hobbies: [],
  lastAssignmentAt: null,
  ...overrides,
});

export const at = (iso: string): Date => new Date(iso);
export const ids = (ranking: readonly { seller: { id: string } }[]): string[] =>
  ranking.map((r) => r.seller.id);
