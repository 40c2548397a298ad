import { makeGetClientMatches } from '#application/matching/get-client-matches.ts';
import { makeGetClientProfile } from '#application/psychometrics/get-client-profile.ts';
import { makeGetPsychometricProfile } from '#application/psychometrics/get-psychometric-profile.ts';
import { makeGetLambdaStatus } from '#application/psychometrics/get-lambda-status.ts';
import { makeResumeRecalculation } from '#application/psychometrics/resume-recalculation.ts';
import { makeRunRecalculation } from '#application/psychometrics/run-recalculation.ts';
import { makeStartOrResumeRecalculation } from '#application/psychometrics/start-or-resume-recalculation.ts';
import { makeStartRecalculation } from '#application/psychometrics/start-recalculation.ts';
import { makeResetQuestionnaire } from '#application/psychometrics/reset-questionnaire.ts';
import { makeSaveQuestionnaire } from '#application/psychometrics/save-questionnaire.ts';
import type { Adapters } from './adapters.ts';

/**
 * The personality test, norms and matching use cases (also used by the CLI, the benchmark and the
 * integration tests, which run the recalculation job in the foreground).
 */
export const buildPsychometrics = ({ stores, inTransaction, clock, logger }: Adapters) => {
  const { tests, lambdas, recalculations } = stores;
  const startRecalculation = makeStartRecalculation({ inTransaction, clock, logger });
  return {
    saveQuestionnaire: makeSaveQuestionnaire({ inTransaction, clock }),
    resetQuestionnaire: makeResetQuestionnaire({ inTransaction }),
    getPsychometricProfile: makeGetPsychometricProfile({ tests }),
    getClientProfile: makeGetClientProfile({ tests }),
    getClientMatches: makeGetClientMatches({ matching: stores.matching, clock }),
    getLambdaStatus: makeGetLambdaStatus({ lambdas, recalculations }),
    startRecalculation,
    startOrResumeRecalculation: makeStartOrResumeRecalculation({
      start: startRecalculation,
      recalculations,
    }),
    runRecalculation: makeRunRecalculation({ inTransaction, clock, logger }),
    resumeRecalculation: makeResumeRecalculation({ inTransaction }),
  };
};

export type Psychometrics = ReturnType<typeof buildPsychometrics>;
