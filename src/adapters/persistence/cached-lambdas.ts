import type { LambdaStore } from '#application/ports/psychometrics.port.ts';
import { keptReads, type KeptReadsOptions } from './kept-reads.ts';
import type { RowChanges } from './row-changes.ts';

/**
 * The latest version of lambda, kept in this process until a version is written
 * (docs/decisions/144-latest-lambda-kept.md): every kiosk visit's completion scores its test with
 * it, and versions change only with a recalculation. None yet is not kept: the first scoring writes
 * one. A kept version is shared by every request: its readers never change it.
 */
export const cacheLatestLambda = (
  store: Pick<LambdaStore, 'latest'>,
  changes: RowChanges,
  options: KeptReadsOptions,
): Pick<LambdaStore, 'latest'> => {
  const kept = keptReads(changes, { maxEntries: 1, ...options });
  return {
    latest: () => kept('latest', () => store.latest(), { keep: (lambda) => lambda !== null }),
  };
};
