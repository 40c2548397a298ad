import { describe, expect, it } from 'vitest';
import { planExtraSeats, seatsFit } from './extra-seats.ts';

const seats = (included: [number, number], extra: [number, number]) => ({
  included: { total: included[0], taken: included[1] },
  extra: { total: extra[0], taken: extra[1] },
});

describe('seatsFit', () => {
  it('accepts licences that seat every advisor, and exactly as many', () => {
    expect(seatsFit(5, 3, 7)).toBe(true);
    expect(seatsFit(5, 2, 7)).toBe(true);
  });

  it('refuses fewer licences than the advisors seated', () => {
    expect(seatsFit(5, 1, 7)).toBe(false);
    expect(seatsFit(5, 0, 6)).toBe(false);
  });
});

describe('planExtraSeats', () => {
  it('adds the missing extra seats', () => {
    expect(planExtraSeats(seats([5, 5], [1, 1]), 4)).toEqual({
      add: 3,
      moveToIncluded: 0,
      remove: 0,
      held: 0,
    });
  });

  it('changes nothing at the same count', () => {
    expect(planExtraSeats(seats([5, 5], [2, 2]), 2)).toEqual({
      add: 0,
      moveToIncluded: 0,
      remove: 0,
      held: 0,
    });
  });

  it('removes free extra seats only', () => {
    // 3 extra seats, 1 held: down to 1 removes the 2 free ones.
    expect(planExtraSeats(seats([5, 5], [3, 1]), 1)).toEqual({
      add: 0,
      moveToIncluded: 0,
      remove: 2,
      held: 0,
    });
  });

  it('moves a member from an extra seat to a free included one before removing it', () => {
    // An included advisor left: 4 of 5 included taken, both extra seats taken; down to 1 extra.
    expect(planExtraSeats(seats([5, 4], [2, 2]), 1)).toEqual({
      add: 0,
      moveToIncluded: 1,
      remove: 1,
      held: 0,
    });
  });

  it('moves no one when free extra seats cover the surplus', () => {
    expect(planExtraSeats(seats([5, 3], [3, 1]), 1)).toEqual({
      add: 0,
      moveToIncluded: 0,
      remove: 2,
      held: 0,
    });
  });

  it('holds the extra seats members occupy beyond what is billed, never removing them', () => {
    // All 5 included and 3 extra taken; the provider now bills 1 extra: 2 held.
    expect(planExtraSeats(seats([5, 5], [3, 3]), 1)).toEqual({
      add: 0,
      moveToIncluded: 0,
      remove: 0,
      held: 2,
    });
    // One free extra seat goes, one member beyond the count is held.
    expect(planExtraSeats(seats([5, 5], [3, 2]), 1)).toEqual({
      add: 0,
      moveToIncluded: 0,
      remove: 1,
      held: 1,
    });
  });
});
