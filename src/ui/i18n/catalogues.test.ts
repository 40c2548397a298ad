import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues.ts';

const leaves = (value: unknown, prefix = ''): [string, unknown][] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) =>
        leaves(child, prefix ? `${prefix}.${key}` : key),
      )
    : [[prefix, value]];

describe('catalogues', () => {
  const fr = leaves(catalogues.fr);
  const en = leaves(catalogues.en);

  it('have the same keys in French and English', () => {
    expect(en.map(([key]) => key).sort()).toEqual(fr.map(([key]) => key).sort());
  });

  it('have no empty string in either language', () => {
    const empty = [...fr, ...en].filter(
      ([, text]) => typeof text !== 'string' || text.trim() === '',
    );
    expect(empty).toEqual([]);
  });
});
