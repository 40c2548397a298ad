import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { elements, testContext } from '#tests/fixtures/page-context.ts';
import { pageHref, Pagination, pageWindow } from './pagination.tsx';

const { t } = testContext('en');

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 9, [1, 2, 'gap', 9]],
    [5, 9, [1, 'gap', 4, 5, 6, 'gap', 9]],
    [9, 9, [1, 'gap', 8, 9]],
    // One hidden page is shown instead of an ellipsis.
    [4, 9, [1, 2, 3, 4, 5, 'gap', 9]],
  ] as const)('page %i of %i', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});

describe('pageHref', () => {
  it('keeps the filters and replaces the page', () => {
    expect(pageHref('/admin/members?q=roy&page=2', 3)).toBe('/admin/members?q=roy&page=3');
    expect(pageHref('/admin/members?q=roy&page=2', 1)).toBe('/admin/members?q=roy');
  });
});

describe('Pagination', () => {
  it('is nothing for a single page', () => {
    expect(renderToString(<Pagination t={t} path="/x" page={1} pageCount={1} />)).toBe('');
  });

  it('is a labelled list of links with the current page marked', () => {
    const html = renderToString(<Pagination t={t} path="/x?q=a" page={2} pageCount={3} />);
    expect(html).toMatch(/^<nav aria-label="Pages"/);
    const links = elements(html, 'a');
    expect(links.map((link) => link.href)).toEqual([
      '/x?q=a',
      '/x?q=a',
      '/x?q=a&amp;page=2',
      '/x?q=a&amp;page=3',
      '/x?q=a&amp;page=3',
    ]);
    expect(
      links.filter((link) => link['aria-current'] === 'page').map((link) => link['aria-label']),
    ).toEqual(['Page 2']);
  });

  it('greys out the step that leads nowhere', () => {
    const html = renderToString(<Pagination t={t} path="/x" page={1} pageCount={2} />);
    expect(html).toMatch(
      /<span class="page-link page-step" aria-disabled="true">.*Previous<\/span>/,
    );
  });
});
