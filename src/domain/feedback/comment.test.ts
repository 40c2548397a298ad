import { describe, expect, it } from 'vitest';
import { FEEDBACK_CATEGORIES, isFeedbackCategory } from './categories.ts';
import { checkComment, COMMENT_MESSAGE_MAX } from './comment.ts';

describe('feedback categories', () => {
  it('are the seven of docs/spec/product-spec.md section 3', () => {
    expect(FEEDBACK_CATEGORIES).toEqual([
      'login',
      'availability',
      'data',
      'performance',
      'bug',
      'howTo',
      'feature',
    ]);
  });

  it('recognise exactly those values, case included', () => {
    expect(isFeedbackCategory('howTo')).toBe(true);
    expect(isFeedbackCategory('howto')).toBe(false);
    expect(isFeedbackCategory('other')).toBe(false);
    expect(isFeedbackCategory('')).toBe(false);
  });
});

describe('checkComment', () => {
  it('accepts a category and a message, trimmed', () => {
    expect(checkComment({ category: 'bug', message: '  The list froze.\n' })).toEqual({
      ok: true,
      value: { category: 'bug', message: 'The list froze.' },
    });
  });

  it('reports every problem at once, by field', () => {
    expect(checkComment({ category: '', message: '   ' })).toEqual({
      ok: false,
      error: { code: 'COMMENTS.INVALID', fields: { category: 'required', message: 'required' } },
    });
  });

  it('refuses a category that is not one of the list', () => {
    const result = checkComment({ category: 'complaint', message: 'Hello' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'COMMENTS.INVALID', fields: { category: 'unknown' } },
    });
  });

  it(`accepts ${COMMENT_MESSAGE_MAX} characters and refuses one more`, () => {
    const longest = 'é'.repeat(COMMENT_MESSAGE_MAX);
    expect(checkComment({ category: 'feature', message: longest }).ok).toBe(true);
    expect(checkComment({ category: 'feature', message: `${longest}x` })).toEqual({
      ok: false,
      error: { code: 'COMMENTS.INVALID', fields: { message: 'tooLong' } },
    });
  });

  it('counts a Windows line end as one character', () => {
    const lines = `${'a'.repeat(COMMENT_MESSAGE_MAX - 2)}\r\nb`;
    expect(checkComment({ category: 'data', message: lines })).toEqual({
      ok: true,
      value: { category: 'data', message: `${'a'.repeat(COMMENT_MESSAGE_MAX - 2)}\nb` },
    });
  });
});
