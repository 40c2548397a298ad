import { describe, expect, it } from 'vitest';
import { checkPart1, checkPart2, UNKNOWN_ADVISOR } from './survey.ts';

const advisors = new Set(['s1', 's2']);

describe('checkPart1', () => {
  it('accepts an advisor of the dealership and two scores', () => {
    expect(
      checkPart1({ sellerId: 's1', saleSatisfaction: '4', advisorSatisfaction: '5' }, advisors),
    ).toEqual({
      ok: true,
      value: { sellerId: 's1', saleSatisfaction: 4, advisorSatisfaction: 5 },
    });
  });

  it('takes "I don\'t remember" as no advisor', () => {
    const checked = checkPart1(
      { sellerId: UNKNOWN_ADVISOR, saleSatisfaction: '1', advisorSatisfaction: '3' },
      advisors,
    );
    expect(checked.ok && checked.value.sellerId).toBeNull();
  });

  it("reports every problem at once: missing, off the scale, another dealership's advisor", () => {
    expect(checkPart1({ saleSatisfaction: '6' }, advisors)).toEqual({
      ok: false,
      error: {
        code: 'SURVEYS.INVALID',
        fields: {
          sellerId: 'required',
          saleSatisfaction: 'unknown',
          advisorSatisfaction: 'required',
        },
      },
    });
    const stranger = checkPart1(
      { sellerId: 's9', saleSatisfaction: '2', advisorSatisfaction: '2.5' },
      advisors,
    );
    expect(!stranger.ok && stranger.error.fields).toEqual({
      sellerId: 'unknown',
      advisorSatisfaction: 'unknown',
    });
  });
});

describe('checkPart2', () => {
  it('accepts a score, up to three improvements and a trimmed comment', () => {
    expect(
      checkPart2({
        recommend: '5',
        improvements: ['price', 'price', 'followUp'],
        comment: ' Merci!\r\n ',
      }),
    ).toEqual({
      ok: true,
      value: { recommend: 5, improvements: ['price', 'followUp'], comment: 'Merci!' },
    });
  });

  it('refuses more than three improvements, an unknown one, a missing score and a long comment', () => {
    const many = checkPart2({
      recommend: '',
      improvements: ['price', 'followUp', 'paperwork', 'testDrive'],
      comment: 'x'.repeat(1001),
    });
    expect(!many.ok && many.error.fields).toEqual({
      recommend: 'required',
      improvements: 'tooMany',
      comment: 'tooLong',
    });
    const unknown = checkPart2({ recommend: '3', improvements: ['coffee'] });
    expect(!unknown.ok && unknown.error.fields).toEqual({ improvements: 'unknown' });
  });
});
