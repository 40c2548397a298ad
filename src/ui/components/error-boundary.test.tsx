import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandErrorBoundary } from './error-boundary.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('IslandErrorBoundary', () => {
  it('renders its island untouched while nothing fails', () => {
    expect(renderToString(<IslandErrorBoundary island="x">ok</IslandErrorBoundary>)).toBe('ok');
  });

  it("shows the 500 screen's words in the page language once an island crashed", () => {
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    const boundary = new IslandErrorBoundary({ island: 'date-range-fields', children: null });
    boundary.state = IslandErrorBoundary.getDerivedStateFromError();
    const html = renderToString(boundary.render());
    expect(html).toContain('role="alert"');
    expect(html).toContain('500 error');
    expect(html).toContain('Something went really wrong.');
    expect(html).toContain('Please try again or contact the support.');
  });

  it('reports the crash to POST /api/logging', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', { location: { pathname: '/owner' } });
    const boundary = new IslandErrorBoundary({ island: 'confirm-dialog', children: null });
    boundary.componentDidCatch(new Error('boom'), { componentStack: '\n    at Island' });
    expect(fetch).toHaveBeenCalledWith('/api/logging', expect.objectContaining({ method: 'POST' }));
    const body = JSON.parse(
      String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body),
    ) as unknown;
    expect(body).toEqual({
      level: 'error',
      msg: 'Island crashed',
      data: {
        island: 'confirm-dialog',
        error: 'Error: boom',
        componentStack: '\n    at Island',
        page: '/owner',
      },
    });
  });
});
