import { describe, expect, it } from 'vitest';
import { withoutUndefined } from './defined.ts';

describe('withoutUndefined', () => {
  it('drops the undefined entries and keeps every other value, null and falsy ones included', () => {
    const kept = withoutUndefined({ a: 1, b: undefined, c: null, d: '', e: 0, f: false });
    expect(Object.keys(kept)).toEqual(['a', 'c', 'd', 'e', 'f']);
    expect(kept).toEqual({ a: 1, c: null, d: '', e: 0, f: false });
  });

  it('spread over defaults, leaves the defaults an undefined value would have hidden', () => {
    const defaults = { range: 'last30Days', page: 1 };
    expect({ ...defaults, ...withoutUndefined({ range: undefined, page: 2 }) }).toEqual({
      range: 'last30Days',
      page: 2,
    });
  });
});
