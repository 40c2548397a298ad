import type { LambdaStore, RecalculationStore } from '#application/ports/psychometrics.port.ts';
import { lambdaView, recalculationView, type LambdaStatus } from './recalculation-views.ts';

/** The current norms and the latest run: the recalculation screen and its live progress. */
export const makeGetLambdaStatus =
  (deps: {
    lambdas: Pick<LambdaStore, 'latest'>;
    recalculations: Pick<RecalculationStore, 'latest'>;
  }) =>
  async (): Promise<LambdaStatus> => {
    // One query after the other: the embedded database's socket can interleave the messages of
    // two connections' queries sent at once (docs/decisions/017).
    const lambda = await deps.lambdas.latest();
    const run = await deps.recalculations.latest();
    return {
      lambda: lambda ? lambdaView(lambda) : null,
      recalculation: run ? recalculationView(run) : null,
    };
  };

export type GetLambdaStatus = ReturnType<typeof makeGetLambdaStatus>;
