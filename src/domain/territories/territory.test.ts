import { describe, expect, it } from 'vitest';
import { normaliseRegions, regionConflict } from './territory.ts';

describe('normaliseRegions', () => {
  it('keeps each known region once, upper-cased and sorted', () => {
    const result = normaliseRegions([
      { country: 'US', state: 'ny' },
      { country: 'CA', state: 'QC' },
      { country: 'CA', state: ' qc ' },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [
        { country: 'CA', state: 'QC' },
        { country: 'US', state: 'NY' },
      ],
    });
  });

  it('refuses a state of another country', () => {
    expect(normaliseRegions([{ country: 'CA', state: 'NY' }])).toEqual({
      ok: false,
      error: { code: 'TERRITORIES.REGION_INVALID', region: 'CA-NY' },
    });
  });

  it('accepts no region at all (a territory being drawn)', () => {
    expect(normaliseRegions([])).toEqual({ ok: true, value: [] });
  });
});

describe('regionConflict', () => {
  const covered = [
    { country: 'CA' as const, state: 'QC', territoryId: 't1', territoryName: 'Québec' },
    { country: 'CA' as const, state: 'ON', territoryId: 't2', territoryName: 'Ontario' },
  ];

  it('names the territory that already covers a wanted region', () => {
    expect(regionConflict([{ country: 'CA', state: 'ON' }], covered, 't1')).toEqual({
      code: 'TERRITORIES.REGION_TAKEN',
      region: 'CA-ON',
      territoryName: 'Ontario',
    });
  });

  it("ignores the territory's own regions when it is edited", () => {
    expect(regionConflict([{ country: 'CA', state: 'QC' }], covered, 't1')).toBeNull();
  });

  it('finds no conflict for a free region', () => {
    expect(regionConflict([{ country: 'US', state: 'QC' }], covered, null)).toBeNull();
  });
});
