import { describe, expect, it } from 'vitest';
import { renderDocument } from '#ui/document.tsx';
import { elements, testContext } from '#tests/fixtures/page-context.ts';
import { devComponentsPage } from './components.page.tsx';

const NOW = new Date('2025-03-12T14:00:00.000Z');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

const renderPage = async (
  language: 'fr' | 'en',
  path: string,
  form?: Parameters<typeof devComponentsPage>[2],
) => {
  const context = {
    ...testContext(language, path),
    assets: { styles: [], scriptFor: () => '/assets/dev.js' },
  };
  return renderDocument(context, await devComponentsPage(context, NOW, form));
};

describe('the style page', () => {
  it.each([
    ['fr', ['Système de conception', 'Formulaires', 'Période des statistiques', '1 234,56 $']],
    ['en', ['Design system', 'Forms', 'Statistics period', '$1,234.56']],
  ] as const)('shows every component in %s', async (language, texts) => {
    const html = await renderPage(language, '/dev/components');
    for (const text of texts) expect(html.replaceAll('\u00a0', ' ')).toContain(text);
    for (const island of ['confirm-dialog', 'date-range-fields', 'choose-at-most']) {
      expect(html).toContain(`data-island="${island}"`);
    }
    expect(html).toContain('<script type="module" src="/assets/dev.js" nonce="n0nce">');
    expect(html).toContain('(514) 555-0123');
    expect(html).toContain('H2X 1Y4');
  });

  it('resolves the chosen period in Toronto time', async () => {
    const html = await renderPage('en', '/dev/components?range=lastWeek');
    expect(html).toContain('From 2025-03-03 to 2025-03-09');
    expect(html).toContain('2025-03-03T05:00:00.000Z');
  });

  it('filters and pages the sample table from the query', async () => {
    const html = await renderPage('en', '/dev/components?role=seller&page=2');
    expect(html).toContain('6 to 9 of 9');
    const current = elements(html, 'a').filter((link) => link['aria-label'] === 'Page 2');
    expect(current[0]?.['aria-current']).toBe('page');
  });

  it('renders the kiosk layout and the coming-soon page', async () => {
    expect(await renderPage('fr', '/dev/components?view=kiosk')).toContain(
      'data-island="idle-reset"',
    );
    expect(await renderPage('fr', '/dev/components?view=coming-soon')).toContain(
      'data-coming-soon',
    );
  });
});

describe('posting the sample form', () => {
  const valid = {
    intent: 'save',
    name: 'Marie Tremblay',
    email: 'marie@laval-auto.ca',
    phone: '514 555-0123',
    role: 'seller',
    rating: '4',
    qualities: ['honesty', 'patience'],
  };

  it('accepts a valid member and says so', async () => {
    const html = await renderPage('en', '/dev/components', {
      ...valid,
      photo: new File([PNG], 'me.png', { type: 'image/png' }),
    });
    expect(html).toContain('Member saved.');
    expect(html).not.toContain('The form has errors');
  });

  it('sends the form back with every problem, next to its field', async () => {
    const html = await renderPage('fr', '/dev/components', {
      ...valid,
      phone: '555-12',
      rating: '9',
      qualities: ['honesty', 'patience', 'speed', 'listening'],
      photo: new File(['<svg onload=alert(1)>'], 'evil.png', { type: 'image/png' }),
    });
    expect(html).toContain('Le formulaire contient des erreurs');
    expect(html).toContain('Entrez un numéro de téléphone valide à 10 chiffres.');
    expect(html).toContain('Choisissez une réponse de 1 à 5.');
    expect(html).toContain('Choisissez au plus 3 options.');
    expect(html).toContain('Le fichier n’est pas une image JPG ou PNG.');
    expect(elements(html, 'input').find((input) => input.name === 'phone')).toMatchObject({
      value: '555-12',
      'aria-invalid': 'true',
    });
    // What was typed comes back, so nothing is lost.
    expect(elements(html, 'input').find((input) => input.name === 'name')?.value).toBe(
      'Marie Tremblay',
    );
  });

  it('confirms a deletion with a flash message', async () => {
    expect(
      await renderPage('fr', '/dev/components', { intent: 'delete', memberId: '2' }),
    ).toContain('Membre supprimé.');
  });
});
