import { describe, expect, it } from 'vitest';
import { ITEM_DEFINITIONS } from '#domain/psychometrics/index.ts';
import { catalogues } from './catalogues.ts';

/*
 * One apostrophe on every screen, in French and English (issue 13, docs/decisions/089): the
 * typographic ’, which most messages already used. A straight ' between two letters is a slip.
 */
const leaves = (value: unknown, prefix = ''): [string, string][] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) =>
        leaves(child, prefix ? `${prefix}.${key}` : key),
      )
    : typeof value === 'string'
      ? [[prefix, value]]
      : [];

const STRAIGHT = /\p{L}'\p{L}/u;

describe('apostrophes', () => {
  it('are typographic in every message of both catalogues', () => {
    const straight = [...leaves(catalogues.fr, 'fr'), ...leaves(catalogues.en, 'en')].filter(
      ([, text]) => STRAIGHT.test(text),
    );
    expect(straight).toEqual([]);
  });

  it('are typographic in the personality test’s statements', () => {
    const straight = leaves(ITEM_DEFINITIONS).filter(([, text]) => STRAIGHT.test(text));
    expect(straight).toEqual([]);
  });

  it('would catch a straight one', () => {
    expect(STRAIGHT.test("Salle d'attente")).toBe(true);
    expect(STRAIGHT.test('Salle d’attente')).toBe(false);
  });
});
