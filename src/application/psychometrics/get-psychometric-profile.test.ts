import { describe, expect, it } from 'vitest';
import { createMemoryPsychometrics } from '#tests/fakes/psychometrics.ts';
import type { Actor } from '#domain/access/policy.ts';
import {
  buildLambda,
  clientTips,
  CLIENT_FORM,
  scoreTest,
  validateAnswers,
} from '#domain/psychometrics/index.ts';
import { makeGetClientProfile } from './get-client-profile.ts';
import { makeGetPsychometricProfile } from './get-psychometric-profile.ts';
import { profileView } from './profile-view.ts';

const lambda = buildLambda(1, { seller40: [], client16: [] });
const at = new Date('2026-11-22T12:00:00Z');
const owner = (concessionId: string): Actor => ({
  userId: 'owner',
  role: 'owner',
  concessionId,
  assignedConcessionIds: [],
});

const clientScore = () => {
  const answers = Object.fromEntries(CLIENT_FORM.map((key, index) => [key, (index % 5) + 1]));
  const complete = validateAnswers('client16', answers, { prepareOnly: false });
  if (!complete.ok) throw new Error('bad sheet');
  return { answers: complete.value, score: scoreTest('client16', complete.value, lambda) };
};

describe('profileView', () => {
  it('shows a draft as incomplete with its answers, and no profile', () => {
    expect(
      profileView({
        form: 'seller40',
        answers: { lifeOfTheParty: 2 },
        completedAt: null,
        score: null,
      }),
    ).toEqual({
      psychometricQuestionnaire: { complete: false, answers: { lifeOfTheParty: 2 } },
      psychometricProfile: null,
    });
    expect(profileView(null).psychometricQuestionnaire).toEqual({ complete: false, answers: {} });
  });

  it('shows the scores of a completed test, never its z-scores', () => {
    const { answers, score } = clientScore();
    const view = profileView({ form: 'client16', answers, completedAt: at, score });
    expect(view.psychometricQuestionnaire.complete).toBe(true);
    expect(view.psychometricProfile).toEqual({
      raw: score.raw,
      scores: score.scores,
      profileNumber: score.profileNumber,
      descriptors: score.descriptors,
      lambdaVersion: 1,
    });
    expect(view.psychometricProfile).not.toHaveProperty('z');
  });
});

describe('getPsychometricProfile and getClientProfile', () => {
  it('finds a user, and checks the tenancy only when given an access', async () => {
    const memory = createMemoryPsychometrics();
    memory.users.set('u1', { concessionId: 'c1' });
    const get = makeGetPsychometricProfile({ tests: memory.ports.tests });
    expect(await get('u1')).toMatchObject({ psychometricProfile: null });
    expect(await get('u1', { actor: owner('c2'), scope: 'concession' })).toBeNull();
    expect(await get('u1', { actor: owner('c1'), scope: 'concession' })).not.toBeNull();
    expect(await get('nobody')).toBeNull();
  });

  it("adds the client's tips, chosen from the same z-scores as the descriptors", async () => {
    const memory = createMemoryPsychometrics();
    const { answers, score } = clientScore();
    memory.clients.set('k1', { concessionId: 'c1' });
    memory.tests.push({
      id: 't1',
      clientId: 'k1',
      form: 'client16',
      answers,
      completedAt: at,
      score,
    });
    const get = makeGetClientProfile({ tests: memory.ports.tests });
    const tips = clientTips(score.z);
    expect(
      (await get('k1', { actor: owner('c1'), scope: 'concession' }))?.psychometricProfile?.tips,
    ).toEqual({
      do: tips.toDo,
      avoid: tips.toAvoid,
    });
    expect(await get('k1', { actor: owner('c2'), scope: 'concession' })).toBeNull();
  });
});
