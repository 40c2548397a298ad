/**
 * Bookkeeping of a lambda recalculation (psychometrics docs/spec/product-spec.md section 3): scored tests are re-scored in
 * batches, walking the tests by id (keyset pagination) so a run interrupted at any point resumes from
 * the last id it stored, never redoing or skipping a committed batch.
 */
export type RecalculationProgress = {
  /** Tests to re-score, counted at the start; it grows if tests are scored meanwhile. */
  readonly total: number;
  readonly processed: number;
  /** The id of the last test re-scored; null before the first batch. */
  readonly cursor: string | null;
};

export type RecalculationStep = RecalculationProgress & {
  /** A batch shorter than asked means the walk reached the last test. */
  readonly done: boolean;
};

/**
 * The progress after one batch. Tests completed after the start are met by the walk too (they are
 * scored with the new version already; re-scoring them is harmless), so the total grows with them
 * rather than letting processed overtake it. When the walk ends, the total is what was re-scored:
 * tests deleted meanwhile no longer count.
 */
export const advanceRecalculation = (
  progress: RecalculationProgress,
  batch: { readonly count: number; readonly lastId: string | null },
  batchSize: number,
): RecalculationStep => {
  const processed = progress.processed + batch.count;
  const done = batch.count < batchSize;
  return {
    processed,
    total: done ? processed : Math.max(progress.total, processed),
    cursor: batch.lastId ?? progress.cursor,
    done,
  };
};

export const remainingOf = (progress: Pick<RecalculationProgress, 'total' | 'processed'>): number =>
  Math.max(0, progress.total - progress.processed);
