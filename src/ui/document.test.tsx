import { describe, expect, it } from 'vitest';
import type { Language } from '#domain/locale/language.ts';
import { renderDocument } from './document.tsx';
import { createTranslator } from './i18n/translator.ts';
import type { PageContext } from './page-context.ts';
import { serverErrorPage } from './pages/errors/error.page.tsx';
import { homePage } from './pages/public/home.page.tsx';
import { loginPage } from './pages/public/login.page.tsx';

const contextFor = (language: Language): PageContext => ({
  language,
  t: createTranslator(language),
  path: '/',
  nonce: 'n0nce',
  csrfToken: 'csrf-token',
  assets: { styles: ['/assets/app.css'], scriptFor: () => '/assets/public.client.js' },
});

describe('renderDocument', () => {
  it('ships no script for a page without islands', () => {
    const html = renderDocument(contextFor('fr'), homePage(contextFor('fr')));
    expect(html).not.toContain('<script');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("ships the family's entry, under the request nonce, for a page with an island", () => {
    const html = renderDocument(contextFor('en'), loginPage(contextFor('en')));
    expect(html).toContain('<script type="module" src="/assets/public.client.js" nonce="n0nce">');
    expect(html).toContain('data-island="password-field"');
    expect(html).toContain('data-props="{&quot;id&quot;:&quot;password&quot;');
  });

  it('keeps a head per title, stylesheets and script, each page with its own', () => {
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const login = renderDocument(contextFor('en'), loginPage(contextFor('en')));
    const home = renderDocument(contextFor('en'), homePage(contextFor('en')));
    const french = renderDocument(contextFor('fr'), loginPage(contextFor('fr')));
    expect(new Set([login, home, french].map(titleOf)).size).toBe(3);
    expect(renderDocument(contextFor('en'), loginPage(contextFor('en')))).toBe(login);
    // Another stylesheet is another head.
    const restyled = {
      ...contextFor('en'),
      assets: { ...contextFor('en').assets, styles: ['/b.css'] },
    };
    expect(renderDocument(restyled, loginPage(restyled))).toContain('href="/b.css"');
  });
});

describe('the 500 screen', () => {
  it.each([
    [
      'en',
      ['500 error', 'Something went really wrong.', 'Please try again or contact the support.'],
    ],
    [
      'fr',
      [
        'Erreur 500',
        'Quelque chose s’est vraiment mal passé.',
        'Veuillez réessayer ou contacter le soutien.',
      ],
    ],
  ] as const)('reads the spec text in %s', (language, lines) => {
    const html = renderDocument(contextFor(language), serverErrorPage(contextFor(language)));
    for (const line of lines) expect(html).toContain(line);
  });
});
