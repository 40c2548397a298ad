import type { LambdaStore, RecalculationStore } from '#application/ports/psychometrics.port.ts';
import { lambdaView, recalculationView, type LambdaStatus } from './recalculation-views.ts';

/** The current norms and the latest run: the recalculation screen and its live progress. */
export const makeGetLambdaStatus =
  (deps: {
    lambdas: Pick<LambdaStore, 'latest'>;
    recalculations: Pick<RecalculationStore, 'latest'>;
  }) =>
  async (): Promise<LambdaStatus> => {
    const lambda = await deps.lambdas.latest();
    const run = await deps.recalculations.latest();
    return {
      lambda: lambda ? lambdaView(lambda) : null,
      recalculation: run ? recalculationView(run) : null,
    };
  };

export type GetLambdaStatus = ReturnType<typeof makeGetLambdaStatus>;
