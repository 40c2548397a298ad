import { describe, expect, it } from 'vitest';
import { checkChoices, MAX_CHOICES } from './choices.ts';

const OPTIONS = ['sunroof', 'heatedSeats', 'remoteStart', 'towHitch', 'awd'];

describe('checkChoices', () => {
  it('caps choices at 3 by default (docs/spec/product-spec.md section 9)', () => {
    expect(MAX_CHOICES).toBe(3);
    expect(checkChoices(['sunroof', 'awd', 'towHitch'], OPTIONS)).toEqual({
      ok: true,
      value: ['sunroof', 'awd', 'towHitch'],
    });
    expect(checkChoices(['sunroof', 'awd', 'towHitch', 'heatedSeats'], OPTIONS)).toEqual({
      ok: false,
      error: { code: 'CHOICES.TOO_MANY', max: 3 },
    });
  });

  it('accepts no choice at all (a required group says so itself)', () => {
    expect(checkChoices([], OPTIONS)).toEqual({ ok: true, value: [] });
  });

  it('counts a value sent twice once', () => {
    expect(checkChoices(['awd', 'awd', 'sunroof', 'towHitch'], OPTIONS)).toEqual({
      ok: true,
      value: ['awd', 'sunroof', 'towHitch'],
    });
  });

  it('refuses a value that was not offered', () => {
    expect(checkChoices(['awd', 'jetpack'], OPTIONS)).toEqual({
      ok: false,
      error: { code: 'CHOICES.UNKNOWN_OPTION', value: 'jetpack' },
    });
  });

  it('takes another limit', () => {
    expect(checkChoices(['awd', 'sunroof'], OPTIONS, 1).ok).toBe(false);
  });
});
