import type { Actor, Scope } from '#domain/access/policy.ts';
import type { Role } from '#domain/access/roles.ts';
import type { FactorVector } from '#domain/psychometrics/index.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import type { AvailableSeller } from '#application/ports/matching.port.ts';
import type { SellerRecord } from '#application/ports/seller-store.port.ts';

/** Client-flow records for unit tests, with everything defaulted but what a test cares about. */

/** A walk-in client with everything defaulted but what a test cares about. */
export const aClient = (fields: Partial<ClientRecord> & { id: string }): ClientRecord => ({
  concessionId: 'c1',
  status: null,
  sellerId: null,
  seller: null,
  language: 'fr',
  sequence: 'buyCar',
  firstName: null,
  lastName: null,
  phone: null,
  contactConsentAt: null,
  questionnaire: {},
  draft: {},
  createdBy: 'kiosk-c1',
  personality: { answers: {}, completed: false },
  feedback: null,
  selectionMode: null,
  matchScore: null,
  createdAt: new Date('2026-11-24T09:00:00Z'),
  questionnaireCompletedAt: null,
  sellerAssignedAt: null,
  acceptedAt: null,
  holdExpiresAt: null,
  resumedAt: null,
  beBackAt: null,
  closedAt: null,
  archivedAt: null,
  cars: { interested: [], viewed: [], sold: [] },
  ...fields,
});

/** An advisor record with everything defaulted but what a test cares about. */
export const aSeller = (fields: Partial<SellerRecord> & { id: string }): SellerRecord => ({
  concessionId: 'c1',
  firstName: fields.id,
  lastName: null,
  phone: null,
  language: null,
  picturePath: null,
  hobbies: [],
  spokenLanguages: ['fr'],
  carSellerStarted: { year: 2020, month: 1 },
  concessionSellerStarted: { year: 2022, month: 1 },
  statisticsStatus: 'notGranted',
  showEndQuestionnaire: false,
  signedContract: true,
  profileNumber: 1,
  descriptors: [],
  lastHeartbeatAt: null,
  lastOnSiteHeartbeatAt: null,
  pairable: true,
  ...fields,
});

/** An advisor who can take a client now, with a personality of `z`. */
export const anAvailableSeller = (id: string, z: FactorVector): AvailableSeller => ({
  id,
  z,
  languages: ['fr', 'en'],
  hobbies: [],
  lastAssignmentAt: null,
  firstName: id,
  lastName: null,
  picturePath: null,
  carSellerStarted: { year: 2020, month: 1 },
  concessionSellerStarted: { year: 2022, month: 1 },
});

export const aCaller = (userId: string, role: Role, scope: Scope = 'concession'): Caller => {
  const actor: Actor = { userId, role, concessionId: 'c1', assignedConcessionIds: [] };
  return { actor, scope };
};
