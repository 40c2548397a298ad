import { ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { SessionStore } from '#application/ports/session-store.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { UserStore } from '#application/ports/user-store.port.ts';
import { findBpm, type BpmNotFound } from './bpm-access.ts';

/**
 * DELETE /api/bpm/{id} (prAdmin): a soft delete like a member's (kept for the records it wrote),
 * signed out everywhere at once. A deleted bpm reaches no dealership any more: the viewer and the
 * territory lists read live accounts only.
 */
export const makeDeleteBpm =
  (deps: {
    users: Pick<UserStore, 'findById'>;
    inTransaction: UnitOfWork<{ users: UserStore; sessions: SessionStore }>;
    clock: Clock;
  }) =>
  async (bpmId: string): Promise<Result<void, BpmNotFound>> => {
    const found = await findBpm(deps.users, bpmId);
    if (!found.ok) return found;
    await deps.inTransaction(async ({ users, sessions }) => {
      await users.softDelete(bpmId, deps.clock.now());
      await sessions.deleteAllOf(bpmId);
    });
    return ok(undefined);
  };
