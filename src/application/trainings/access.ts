import type { Actor, Scope } from '#domain/access/policy.ts';
import { scopeOf } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { canReadTraining, canWriteTraining } from '#domain/trainings/training.ts';
import type { TrainingRecord, TrainingStore } from '#application/ports/training-store.port.ts';

/** Who calls, and how far the policy table lets them reach for this call's action. */
export type Caller = { actor: Actor; scope: Scope };

export type TrainingNotFound = { code: 'TRAININGS.NOT_FOUND' };
export type PlatformReadOnly = { code: 'TRAININGS.PLATFORM_READ_ONLY' };

/**
 * The training, if the caller may see it (trainings.read). Another dealership's training and one
 * that does not exist give the same answer, so ids do not leak (docs/spec/decisions.md section 2).
 */
export const findReadableTraining = async (
  trainings: Pick<TrainingStore, 'find'>,
  actor: Actor,
  id: string,
): Promise<Result<TrainingRecord, TrainingNotFound>> => {
  const scope = scopeOf(actor.role, 'trainings.read');
  const training = await trainings.find(id);
  return training && scope && canReadTraining(actor, scope, training)
    ? ok(training)
    : err({ code: 'TRAININGS.NOT_FOUND' });
};

/**
 * The training, if the caller may change it (trainings.write, the caller's scope). A training the
 * caller cannot even see is not found; a platform training an owner or administrator sees but may
 * not change is refused for what it is.
 */
export const findWritableTraining = async (
  trainings: Pick<TrainingStore, 'find'>,
  caller: Caller,
  id: string,
): Promise<Result<TrainingRecord, TrainingNotFound | PlatformReadOnly>> => {
  const found = await findReadableTraining(trainings, caller.actor, id);
  if (!found.ok) return found;
  if (!canWriteTraining(caller.actor, caller.scope, found.value)) {
    return found.value.concessionId === null
      ? err({ code: 'TRAININGS.PLATFORM_READ_ONLY' })
      : err({ code: 'TRAININGS.NOT_FOUND' });
  }
  return found;
};

/** Whether this user may change this training: what pages ask before showing edit and delete. */
export const mayWriteTraining = (actor: Actor, training: Pick<TrainingRecord, 'concessionId'>) => {
  const scope = scopeOf(actor.role, 'trainings.write');
  return scope !== null && canWriteTraining(actor, scope, training);
};

/** Whether this user may add trainings at all. */
export const mayAddTrainings = (actor: Actor) => scopeOf(actor.role, 'trainings.write') !== null;
