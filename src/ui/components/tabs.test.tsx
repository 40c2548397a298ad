import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { elements, testContext } from '#tests/fixtures/page-context.ts';
import { DetailTabs, parseDetailTab } from './tabs.tsx';

describe('DetailTabs', () => {
  it("renders the dealership's three tabs as links, the current one marked", () => {
    const { t } = testContext('fr');
    const html = renderToString(
      <DetailTabs t={t} kind="dealership" baseHref="/pr-admin/concessions/7" current="dashboard" />,
    );
    expect(html).toMatch(/<nav[^>]*aria-label="Sections de la concession"/);
    const links = elements(html, 'a');
    expect(links.map((link) => link.href)).toEqual([
      '/pr-admin/concessions/7',
      '/pr-admin/concessions/7?tab=dashboard',
      '/pr-admin/concessions/7?tab=history',
    ]);
    expect(links.map((link) => link['aria-current'])).toEqual([undefined, 'page', undefined]);
    expect(html).toContain('Tableau de bord');
  });

  it("renders the BPM's two tabs in English", () => {
    const { t } = testContext('en');
    const html = renderToString(
      <DetailTabs t={t} kind="bpm" baseHref="/pr-admin/bpm/3" current="information" />,
    );
    expect(html).toContain('Information');
    expect(html).toContain('Performance');
    expect(elements(html, 'a')).toHaveLength(2);
  });
});

describe('parseDetailTab', () => {
  it('reads a known tab and falls back to the first one', () => {
    expect(parseDetailTab('dealership', 'history')).toBe('history');
    expect(parseDetailTab('dealership', 'performance')).toBe('information');
    expect(parseDetailTab('bpm', undefined)).toBe('information');
  });
});
