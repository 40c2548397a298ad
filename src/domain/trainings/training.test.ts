import { describe, expect, it } from 'vitest';
import type { Actor } from '#domain/access/policy.ts';
import {
  canReadTraining,
  canWriteTraining,
  checkTrainingText,
  homeOfNewTraining,
  TRAINING_DESCRIPTION_MAX,
  TRAINING_NAME_MAX,
} from './training.ts';

const HOME = 'c-home';
const OTHER = 'c-other';
const actor = (role: Actor['role'], concessionId: string | null, assigned: string[] = []) => ({
  userId: `u-${role}`,
  role,
  concessionId,
  assignedConcessionIds: assigned,
});
const prAdmin = actor('prAdmin', null);
const bpm = actor('bpm', null, [HOME]);
const owner = actor('owner', HOME);
const seller = actor('seller', HOME);
const platform = { concessionId: null };
const home = { concessionId: HOME };
const other = { concessionId: OTHER };

describe('checkTrainingText', () => {
  it('trims both texts; the description may be empty', () => {
    expect(checkTrainingText({ name: '  Welcome  ', description: '  ' })).toEqual({
      ok: true,
      value: { name: 'Welcome', description: '' },
    });
  });

  it('requires a name and limits both lengths', () => {
    expect(checkTrainingText({ name: ' ', description: '' })).toEqual({
      ok: false,
      error: { code: 'TRAININGS.INVALID', fields: { name: 'required' } },
    });
    expect(
      checkTrainingText({
        name: 'n'.repeat(TRAINING_NAME_MAX + 1),
        description: 'd'.repeat(TRAINING_DESCRIPTION_MAX + 1),
      }),
    ).toEqual({
      ok: false,
      error: { code: 'TRAININGS.INVALID', fields: { name: 'tooLong', description: 'tooLong' } },
    });
    expect(
      checkTrainingText({
        name: 'n'.repeat(TRAINING_NAME_MAX),
        description: 'd'.repeat(TRAINING_DESCRIPTION_MAX),
      }).ok,
    ).toBe(true);
  });
});

describe('who sees a training', () => {
  it('shows platform trainings to every reader', () => {
    expect(canReadTraining(seller, 'concession', platform)).toBe(true);
    expect(canReadTraining(bpm, 'assigned', platform)).toBe(true);
  });

  it("shows a dealership's trainings to its staff, its managers and the PR admin only", () => {
    expect(canReadTraining(seller, 'concession', home)).toBe(true);
    expect(canReadTraining(seller, 'concession', other)).toBe(false);
    expect(canReadTraining(bpm, 'assigned', home)).toBe(true);
    expect(canReadTraining(bpm, 'assigned', other)).toBe(false);
    expect(canReadTraining(prAdmin, 'all', other)).toBe(true);
  });
});

describe('who changes a training', () => {
  it('leaves platform trainings to the PR admin', () => {
    expect(canWriteTraining(prAdmin, 'all', platform)).toBe(true);
    expect(canWriteTraining(owner, 'concession', platform)).toBe(false);
  });

  it("lets owners and administrators change their own dealership's only", () => {
    expect(canWriteTraining(owner, 'concession', home)).toBe(true);
    expect(canWriteTraining(owner, 'concession', other)).toBe(false);
    expect(canWriteTraining(prAdmin, 'all', home)).toBe(true);
  });

  it('puts a new training on the platform or in the writer’s dealership', () => {
    expect(homeOfNewTraining(prAdmin, 'all')).toEqual({ concessionId: null });
    expect(homeOfNewTraining(owner, 'concession')).toEqual({ concessionId: HOME });
    expect(homeOfNewTraining(actor('admin', null), 'concession')).toBeNull();
  });
});
