import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { elements, testContext } from '#tests/fixtures/page-context.ts';
import { AppLayout } from './app-layout.tsx';
import { comingSoonPage } from './coming-soon.page.tsx';
import { KioskLayout } from './kiosk-layout.tsx';
import { menuFor } from './navigation.ts';

describe('AppLayout', () => {
  const context = testContext('fr', '/seller/training?page=2');
  const html = renderToString(
    <AppLayout
      context={context}
      viewer={{ name: 'Sophie Roy', role: 'seller' }}
      navigation={menuFor('seller', '/seller/training', context.t)}
      flash={{ tone: 'success', message: 'Formation enregistrée.' }}
    >
      <h1>Formations</h1>
    </AppLayout>,
  );

  it('shows the menu twice (bar and phone menu), the current page marked in both', () => {
    const navs = elements(html, 'nav');
    expect(navs.map((nav) => nav['aria-label'])).toEqual([
      'Navigation principale',
      'Navigation principale',
    ]);
    const current = elements(html, 'a').filter((link) => link['aria-current'] === 'page');
    expect(current.map((link) => link.href)).toEqual(['/seller/training', '/seller/training']);
  });

  it('opens the phone menu without JavaScript', () => {
    expect(html).toContain('<details class="app-menu narrow-only">');
  });

  it('shows who is signed in, with initials when there is no picture', () => {
    expect(html).toContain('Sophie Roy');
    expect(html).toContain('Conseiller');
    expect(html).toContain('<span class="avatar" aria-hidden="true">SR</span>');
  });

  it('signs out with a POST carrying the anti-forgery token', () => {
    expect(
      elements(html, 'form').filter((form) => form.action === '/api/auth/signout'),
    ).toHaveLength(2);
    expect(elements(html, 'form').every((form) => form.method === 'post')).toBe(true);
    expect(elements(html, 'input')).toContainEqual({
      type: 'hidden',
      name: 'csrfToken',
      value: 'token-123',
    });
    expect(html).toContain('Se déconnecter');
  });

  it('switches language by saving it on the account, back on the same page, and shows the flash', () => {
    expect(html).toContain('action="/account/language"');
    expect(html).toContain('name="language" value="en"');
    expect(html).toContain('name="next" value="/seller/training?page=2"');
    expect(html).toContain('Formation enregistrée.');
    expect(html).toContain('<main id="main"');
  });
});

describe('KioskLayout', () => {
  const context = testContext('en', '/client?clientId=9');
  const html = renderToString(
    <KioskLayout
      context={context}
      viewer={{ name: 'Customer kiosk', role: 'client' }}
      resetUrl="/client"
      idleSeconds={90}
    >
      <h1>Welcome!</h1>
    </KioskLayout>,
  );

  it('has no way out but the language switch', () => {
    expect(elements(html, 'a')).toEqual([
      expect.objectContaining({ href: '/client?clientId=9&amp;lang=fr', lang: 'fr' }),
    ]);
    expect(html).not.toContain('<nav');
    expect(html).toContain('rt-r-size-4');
  });

  it('carries the idle reset island with its delay and destination', () => {
    expect(html).toContain('data-island="idle-reset"');
    expect(html).toContain(
      'data-props="{&quot;seconds&quot;:90,&quot;resetUrl&quot;:&quot;/client&quot;}"',
    );
  });
});

describe('comingSoonPage', () => {
  it('is marked data-coming-soon, inside the staff layout, in both languages', () => {
    for (const [language, heading] of [
      ['fr', 'Cette page arrive bientôt'],
      ['en', 'This page is coming soon'],
    ] as const) {
      const context = testContext(language, '/bpm/demo');
      const page = comingSoonPage(context, {
        viewer: { name: 'Luc Bergeron', role: 'bpm' },
        navigation: menuFor('bpm', '/bpm/demo', context.t),
        pageTitle: context.t('navigation.pages.demo'),
      });
      const html = renderToString(page.body);
      expect(page.title).toBe(context.t('navigation.pages.demo'));
      expect(html).toContain('data-coming-soon=""');
      expect(html).toContain(heading);
      expect(elements(html, 'a')).toContainEqual(expect.objectContaining({ href: '/bpm' }));
    }
  });
});
