import { renderToString } from 'react-dom/server';
import { formatRate } from '#domain/locale/format.ts';
import { describe, expect, it } from 'vitest';
import { elements, testContext } from '#tests/fixtures/page-context.ts';
import { PerformanceChart } from '#ui/components/statistics/performances-chart.tsx';

const { t } = testContext('fr');
const points = [
  { start: '2026-05-11', sales: 0, notSold: 0, closingRate: null },
  { start: '2026-05-12', sales: 1, notSold: 1, closingRate: 0.5 },
  { start: '2026-05-13', sales: 3, notSold: 0, closingRate: 1 },
];

describe('formatRate', () => {
  it('writes percentages the Canadian way and "—" when there is nothing to divide', () => {
    expect(formatRate(0.75, 'fr')).toBe('75\u00a0%');
    expect(formatRate(0.755, 'en')).toBe('76%');
    expect(formatRate(0, 'fr')).toBe('0\u00a0%');
    expect(formatRate(null, 'fr')).toBe('—');
  });
});

describe('PerformanceChart', () => {
  const html = renderToString(
    <PerformanceChart t={t} language="fr" granularity="day" points={points} />,
  );

  it('is one image with a title and a description that give the totals', () => {
    const [svg] = elements(html, 'svg');
    expect(svg).toMatchObject({
      role: 'img',
      'aria-labelledby': 'performance-chart-wide-title performance-chart-wide-desc',
    });
    expect(html).toContain(
      '<title id="performance-chart-wide-title">Ventes et clients non vendus par jour</title>',
    );
    expect(html).toContain('Ventes : 4; clients non vendus : 1; barre la plus haute : 3.');
  });

  it('stacks sales under the customers not sold, with no empty rectangles', () => {
    expect(elements(html, 'rect').map((rect) => rect.class)).toEqual([
      'chart-bar-sold',
      'chart-bar-not-sold',
      'chart-bar-sold',
    ]);
  });

  it('draws its own phone layout', () => {
    const narrow = renderToString(
      <PerformanceChart t={t} language="fr" granularity="day" points={points} layout="narrow" />,
    );
    expect(elements(narrow, 'svg')[0]).toMatchObject({
      viewBox: '0 0 320 220',
      'data-chart': 'narrow',
    });
  });
});
