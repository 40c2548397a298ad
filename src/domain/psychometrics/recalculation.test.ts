import { describe, expect, it } from 'vitest';
import { advanceRecalculation, remainingOf } from './recalculation.ts';

describe('advanceRecalculation', () => {
  it('moves the cursor and the count after a full batch, and is not done yet', () => {
    expect(
      advanceRecalculation(
        { total: 25, processed: 10, cursor: 'a' },
        { count: 10, lastId: 'b' },
        10,
      ),
    ).toEqual({ total: 25, processed: 20, cursor: 'b', done: false });
  });

  it('is done after a short batch, the total becoming what was re-scored', () => {
    expect(
      advanceRecalculation(
        { total: 25, processed: 20, cursor: 'b' },
        { count: 5, lastId: 'c' },
        10,
      ),
    ).toEqual({ total: 25, processed: 25, cursor: 'c', done: true });
    // Two tests were deleted during the run.
    expect(
      advanceRecalculation(
        { total: 25, processed: 20, cursor: 'b' },
        { count: 3, lastId: 'c' },
        10,
      ),
    ).toEqual({ total: 23, processed: 23, cursor: 'c', done: true });
  });

  it('keeps the cursor on an empty last batch', () => {
    expect(
      advanceRecalculation(
        { total: 20, processed: 20, cursor: 'b' },
        { count: 0, lastId: null },
        10,
      ),
    ).toEqual({ total: 20, processed: 20, cursor: 'b', done: true });
  });

  it('grows the total when tests scored after the start are met, so processed never overtakes it', () => {
    const step = advanceRecalculation(
      { total: 12, processed: 10, cursor: 'a' },
      { count: 10, lastId: 'b' },
      10,
    );
    expect(step).toEqual({ total: 20, processed: 20, cursor: 'b', done: false });
  });
});

describe('remainingOf', () => {
  it('is what is left, never negative', () => {
    expect(remainingOf({ total: 100, processed: 40 })).toBe(60);
    expect(remainingOf({ total: 10, processed: 10 })).toBe(0);
  });
});
