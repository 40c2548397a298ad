import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testContext } from '#tests/fixtures/page-context.ts';
import { Snackbar } from './snackbar.tsx';

const { t } = testContext('fr');

describe('Snackbar', () => {
  it('puts good news in a polite status region, dismissable without JavaScript', () => {
    const html = renderToString(
      <Snackbar t={t} flash={{ tone: 'success', message: 'Membre enregistré.' }} />,
    );
    expect(html).toMatch(/^<div class="snackbar-region" role="status">/);
    expect(html).toContain('<details open="" class="snackbar">');
    expect(html).toMatch(/<summary class="snackbar-dismiss" aria-label="Fermer le message">/);
    expect(html).toContain('Membre enregistré.');
  });

  it('makes an error interrupt (role alert)', () => {
    const html = renderToString(<Snackbar t={t} flash={{ tone: 'error', message: 'Échec.' }} />);
    expect(html).toMatch(/^<div class="snackbar-region" role="alert">/);
    expect(html).toContain('data-accent-color="red"');
  });
});
