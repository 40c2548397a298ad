import { describe, expect, it } from 'vitest';
import { isSignatureCurrent, nextVersionNumber } from './signatures.ts';

describe('isSignatureCurrent', () => {
  it('counts a signature of the latest published version', () => {
    expect(isSignatureCurrent(2, 2)).toBe(true);
  });

  it('makes an older signature stale once a newer version is published', () => {
    expect(isSignatureCurrent(1, 2)).toBe(false);
  });

  it('never counts a missing signature', () => {
    expect(isSignatureCurrent(null, 1)).toBe(false);
    expect(isSignatureCurrent(null, null)).toBe(false);
  });

  it('counts any signature while nothing is published', () => {
    expect(isSignatureCurrent(1, null)).toBe(true);
  });
});

describe('nextVersionNumber', () => {
  it('starts at 1 and follows the latest version', () => {
    expect(nextVersionNumber(null)).toBe(1);
    expect(nextVersionNumber(3)).toBe(4);
  });
});
