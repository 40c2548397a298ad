import { Theme } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '#domain/locale/language.ts';
import { Badge, Text } from '#ui/components/primitives.tsx';
import { renderDocument, type PageRender } from '#ui/document.tsx';
import { createTranslator } from '#ui/i18n/translator.ts';
import { IslandCollector, defineIslands } from '#ui/islands/island.tsx';
import { themeProps } from '#ui/islands/providers.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { sellerHomePage, type StaffFrame } from '#ui/pages/seller/home.page.tsx';
import type { ClientSummary } from '#ui/pages/seller/seller-view.ts';
import { keptMarkup } from './kept-markup.tsx';

const contextFor = (language: Language, path = '/seller'): PageContext => ({
  language,
  t: createTranslator(language),
  path,
  nonce: 'n0nce',
  csrfToken: 'csrf-token',
  assets: { styles: [], scriptFor: () => '/assets/seller.client.js' },
});

const client = (id: string, status: 'waitingRoom' | 'withAdvisor'): ClientSummary => ({
  id,
  firstName: 'Élodie <b>',
  lastName: null,
  status,
  sequence: 'buyCar',
  seller: status === 'withAdvisor' ? { id: 's1', name: 'Marc Roy' } : null,
  createdAt: '2026-11-28T14:05:00.000Z',
  holdExpiresAt: status === 'withAdvisor' ? '2026-11-28T15:05:00.000Z' : null,
  sale: status === 'withAdvisor' ? 'active' : 'none',
});

const frame: StaffFrame = {
  viewer: { name: 'Marc Roy', role: 'seller' },
  navigation: [
    { href: '/seller', label: 'Home', current: true },
    { href: '/seller/profile', label: 'Profile & "me"', current: false },
    { href: '/seller/training', label: 'Training', current: false, disabledReason: 'A sale' },
  ],
};

const home = (language: Language, waiting: number, path?: string) => {
  const context = contextFor(language, path);
  return {
    context,
    page: sellerHomePage(context, frame, {
      sellerId: 's1',
      timeZone: 'America/Toronto',
      state: 'available',
      waiting: Array.from({ length: waiting }, (_, n) => client(`w${n}`, 'waitingRoom')),
      current: [client('c1', 'withAdvisor')],
      phone: null,
    }),
  };
};

/** The body as a render without deferred parts makes it: each part inline, as any element. */
const inlineBody = (page: PageRender) =>
  renderToString(
    <IslandCollector.Provider value={new Set()}>
      <Theme {...themeProps} className="app-theme">
        {page.body}
      </Theme>
    </IslandCollector.Provider>,
  );

const bodyOf = (html: string) => html.slice(html.indexOf('<body>') + 6, html.indexOf('<script'));

describe('kept markup (decision 141)', () => {
  it("fills the advisor's home with the markup its render makes inline: header and lists", () => {
    const { context, page } = home('en', 3);
    const html = renderDocument(context, page);
    // Without the document's collection, each part renders inline, as any element.
    expect(inlineBody(page)).toContain('data-client="w2"');
    expect(bodyOf(html)).toBe(inlineBody(page));
    expect(html).not.toContain('<!--kept:');
    expect(html).toContain('data-client="w2"');
    expect(html).toContain('Élodie &lt;b&gt;');
    expect(html).toContain('Profile &amp; &quot;me&quot;');
    expect(html).toContain('<script type="module" src="/assets/seller.client.js"');
  });

  it('keeps a header per language and path, and the lists per their clients', () => {
    for (const [language, waiting, path] of [
      ['en', 1, '/seller'],
      ['fr', 1, '/seller'],
      ['fr', 2, '/seller'],
      ['fr', 2, '/seller?lang=en'],
      ['en', 1, '/seller'],
    ] as const) {
      const { context, page } = home(language, waiting, path);
      expect(bodyOf(renderDocument(context, page))).toBe(inlineBody(page));
    }
    const { context, page } = home('fr', 1);
    expect(renderDocument(context, page)).toContain('Se déconnecter');
  });

  it('renders a part once per key, and again for another', () => {
    let renders = 0;
    const Counted = ({ label }: { label: string }) => {
      renders += 1;
      return <Badge color="brown">{label}</Badge>;
    };
    const Island = defineIslands({ counted: Counted }, { kept: ['counted'] });
    const html = (label: string) =>
      renderDocument(contextFor('en'), {
        title: 'Counted',
        body: (
          <>
            <Island name="counted" props={{ label }} />
            <Text>between</Text>
          </>
        ),
      });
    expect(html('kept once')).toContain('kept once</span>');
    expect(html('kept once')).toBe(html('kept once'));
    expect(renders).toBe(1);
    expect(html('another')).toContain('another</span>');
    expect(renders).toBe(2);
  });

  it('keeps at most its bound in characters, the oldest going first', () => {
    let renders = 0;
    const Counted = ({ label }: { label: string }) => {
      renders += 1;
      return <span>{label}</span>;
    };
    // Each part below is 1 + 14 characters (key and markup): two fit in 30, not three.
    const markupOf = keptMarkup(30);
    const part = (label: string): { key: string; root: () => ReactElement } => ({
      key: label,
      root: () => <Counted label={label} />,
    });
    expect(markupOf(part('a'))).toBe('<span>a</span>');
    markupOf(part('b'));
    markupOf(part('a'));
    expect(renders).toBe(2);
    markupOf(part('c'));
    markupOf(part('b'));
    expect(renders).toBe(3);
    markupOf(part('a'));
    expect(renders).toBe(4);
    // A part bigger than the whole bound is made each time, never kept.
    markupOf(part('x'.repeat(20)));
    markupOf(part('x'.repeat(20)));
    expect(renders).toBe(6);
    markupOf(part('a'));
    expect(renders).toBe(6);
  });
});
