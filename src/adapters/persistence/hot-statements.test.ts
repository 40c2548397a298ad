import { describe, expect, it } from 'vitest';
import { hotStatementNames } from './hot-statements.ts';

const limits = { hotAfter: 3, maxNamed: 2, maxCounted: 3 };
const runs = (nameOf: ReturnType<typeof hotStatementNames>, text: string, times: number) =>
  Array.from({ length: times }, () => nameOf(text, 1));

describe('the names of hot statements (decision 107)', () => {
  it('names a text on its third run and keeps that name', () => {
    const nameOf = hotStatementNames(limits);
    expect(runs(nameOf, 'select $1', 5)).toEqual([undefined, undefined, 'bp_1', 'bp_1', 'bp_1']);
  });

  it('gives each hot text its own name', () => {
    const nameOf = hotStatementNames(limits);
    runs(nameOf, 'select $1', 3);
    expect(runs(nameOf, 'select $1, 2', 3)).toEqual([undefined, undefined, 'bp_2']);
    expect(nameOf('select $1', 1)).toBe('bp_1');
  });

  it('never names a statement without parameters (begin, commit, set)', () => {
    const nameOf = hotStatementNames(limits);
    expect(Array.from({ length: 5 }, () => nameOf('begin', 0))).toEqual(Array(5).fill(undefined));
  });

  it('names no more texts than its limit, and the named ones keep their names', () => {
    const nameOf = hotStatementNames(limits);
    runs(nameOf, 'a $1', 3);
    runs(nameOf, 'b $1', 3);
    expect(runs(nameOf, 'c $1', 5)).toEqual(Array(5).fill(undefined));
    expect([nameOf('a $1', 1), nameOf('b $1', 1)]).toEqual(['bp_1', 'bp_2']);
  });

  it('counts no more cold texts than its limit: a text seen once too many never becomes hot', () => {
    const nameOf = hotStatementNames({ ...limits, maxNamed: 10 });
    for (const text of ['a $1', 'b $1', 'c $1']) nameOf(text, 1);
    expect(runs(nameOf, 'd $1', 4)).toEqual(Array(4).fill(undefined));
    // The texts already counted still become hot.
    expect(runs(nameOf, 'a $1', 2)).toEqual([undefined, 'bp_1']);
  });
});
