import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { elements } from '#tests/fixtures/page-context.ts';
import { Avatar, initialsOf } from './avatar.tsx';
import { EmptyState } from './empty-state.tsx';
import { LoadingState } from './loading-state.tsx';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  it('is a progressbar named by its label, read with the caller words', () => {
    const html = renderToString(
      <ProgressBar label="Questionnaire" value={2} max={4} valueText="Part 2 of 4" />,
    );
    const [bar] = elements(html, 'div').filter((div) => div.role === 'progressbar');
    expect(bar).toMatchObject({
      'aria-valuenow': '2',
      'aria-valuemax': '4',
      'aria-valuetext': 'Part 2 of 4',
    });
    const labelId = bar?.['aria-labelledby'] ?? '';
    expect(html).toContain(`id="${labelId}"`);
  });
});

describe('EmptyState', () => {
  it('says what is missing and what to do', () => {
    const html = renderToString(
      <EmptyState
        title="No trainings yet"
        text="They will appear here."
        action={{ href: '/x/add', label: 'Add' }}
      />,
    );
    expect(html).toMatch(/<h3[^>]*>No trainings yet<\/h3>/);
    expect(html).toContain('They will appear here.');
    expect(elements(html, 'a')).toEqual([expect.objectContaining({ href: '/x/add' })]);
  });
});

describe('LoadingState', () => {
  it('is a busy region with one status line and skeleton shapes', () => {
    const html = renderToString(<LoadingState label="Loading statistics…" lines={2} />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/role="status"[^>]*>Loading statistics…/);
    expect(html.match(/rt-Skeleton/g)).toHaveLength(2);
  });
});

describe('Avatar', () => {
  it.each([
    ['Marie-Ève Tremblay', 'MT'],
    ['  sophie   roy ', 'SR'],
    ['Madonna', 'M'],
    ['Émilie de la Ouellet', 'ÉO'],
  ])('initials of %j are %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('shows the picture when there is one, initials otherwise, hidden from screen readers', () => {
    expect(renderToString(<Avatar name="Sophie Roy" />)).toBe(
      '<span class="avatar" aria-hidden="true">SR</span>',
    );
    expect(
      elements(renderToString(<Avatar name="Sophie Roy" pictureUrl="/p.png" />), 'img'),
    ).toEqual([{ src: '/p.png', alt: '' }]);
  });
});
