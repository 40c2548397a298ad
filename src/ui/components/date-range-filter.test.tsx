import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { elements, testContext } from '#tests/fixtures/page-context.ts';
import { DateRangeFilter } from './date-range-filter.tsx';

describe('DateRangeFilter', () => {
  const { t } = testContext('fr');
  const html = renderToString(
    <DateRangeFilter
      t={t}
      id="period"
      action="/owner"
      value={{ range: 'custom', from: '2025-03-05', to: '2025-03-01' }}
      error={{ code: 'DATE_RANGE.END_BEFORE_START', field: 'to' }}
      keep={{ tab: 'dashboard' }}
    />,
  );

  it('is a GET form that keeps the other parameters', () => {
    expect(elements(html, 'form')).toEqual([
      { method: 'get', action: '/owner', class: 'date-range-filter' },
    ]);
    expect(elements(html, 'input')).toContainEqual({
      type: 'hidden',
      name: 'tab',
      value: 'dashboard',
    });
  });

  it('offers every range of the spec, the current one selected', () => {
    const options = elements(html, 'option');
    expect(options.map((option) => option.value)).toEqual([
      'today',
      'yesterday',
      'thisWeek',
      'lastWeek',
      'last30Days',
      'thisMonth',
      'lastMonth',
      'last3Months',
      'thisYear',
      'all',
      'custom',
    ]);
    expect(options.find((option) => 'selected' in option)?.value).toBe('custom');
    expect(html).toContain('Les 3 derniers mois');
  });

  it('shows the custom dates without JavaScript, with the hint and the error next to "to"', () => {
    const dates = elements(html, 'input').filter((input) => input.type === 'date');
    expect(dates.map((input) => [input.name, input.value])).toEqual([
      ['from', '2025-03-05'],
      ['to', '2025-03-01'],
    ]);
    expect(dates.some((input) => 'disabled' in input)).toBe(false);
    expect(html).toContain('Les dates servent seulement pour une période personnalisée.');
    expect(dates[1]?.['aria-invalid']).toBe('true');
    expect(html).toContain('La date de fin doit être le jour de la date de début ou après.');
  });

  it('is the island that hides the dates once hydrated', () => {
    expect(html).toContain('data-island="date-range-fields"');
  });
});
