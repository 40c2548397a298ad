import { describe, expect, it } from 'vitest';
import {
  checkSupportTicket,
  stateOf,
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_SUBJECT_MAX,
} from './ticket.ts';

const reachable = new Set(['a', 'b']);
const valid = {
  category: 'bug',
  personsConcerned: ['a'],
  subject: 'Écran figé',
  description: 'Depuis ce matin.',
};

describe('checkSupportTicket', () => {
  it('accepts a complete ticket, trimmed, persons without duplicates', () => {
    const checked = checkSupportTicket(
      {
        ...valid,
        personsConcerned: ['a', ' b', 'a'],
        subject: '  Écran   figé ',
        description: ' x\r\ny ',
      },
      reachable,
    );
    expect(checked).toEqual({
      ok: true,
      value: {
        category: 'bug',
        personsConcerned: ['a', 'b'],
        subject: 'Écran figé',
        description: 'x\ny',
      },
    });
  });

  it('reports every missing field at once', () => {
    const checked = checkSupportTicket(
      { category: '', personsConcerned: [], subject: ' ', description: '' },
      reachable,
    );
    expect(checked).toEqual({
      ok: false,
      error: {
        code: 'SUPPORT.INVALID',
        fields: {
          category: 'required',
          personsConcerned: 'required',
          subject: 'required',
          description: 'required',
        },
      },
    });
  });

  it('refuses an unknown category, a person out of reach and texts over their limits', () => {
    const checked = checkSupportTicket(
      {
        category: 'billing',
        personsConcerned: ['a', 'stranger'],
        subject: 'x'.repeat(SUPPORT_SUBJECT_MAX + 1),
        description: 'y'.repeat(SUPPORT_DESCRIPTION_MAX + 1),
      },
      reachable,
    );
    expect(!checked.ok && checked.error.fields).toEqual({
      category: 'unknown',
      personsConcerned: 'unknown',
      subject: 'tooLong',
      description: 'tooLong',
    });
  });

  it('refuses more than 20 persons', () => {
    const many = Array.from({ length: 21 }, (_, i) => `p${i}`);
    const checked = checkSupportTicket({ ...valid, personsConcerned: many }, new Set(many));
    expect(!checked.ok && checked.error.fields.personsConcerned).toBe('tooMany');
  });
});

describe('stateOf', () => {
  it('is open until resolved', () => {
    expect(stateOf(null)).toBe('open');
    expect(stateOf(new Date(0))).toBe('closed');
  });
});
