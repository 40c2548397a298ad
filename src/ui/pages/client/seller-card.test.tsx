import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testContext } from '#tests/fixtures/page-context.ts';
import type { SellerCardView } from './kiosk-view.ts';
import { SellerCard } from './seller-card.tsx';
import { chooseSellerPage } from './sellers.page.tsx';

const seller = (id: string, score: number, speaksClientLanguage: boolean): SellerCardView => ({
  id,
  name: `Advisor ${id}`,
  yearsOfExperience: 4,
  yearsInDealership: 2,
  hobbies: [],
  descriptors: ['outgoing', 'cheerful', 'optimistic', 'lively', 'articulate'],
  score,
  speaksClientLanguage,
  reasons: {
    sharedTraits: [
      { factor: 'C', pole: 'high' },
      { factor: 'I', pole: 'low' },
    ],
    qualitiesMet: [],
    commonHobbies: [],
  },
});

const frame = {
  viewer: { name: 'Kiosk', role: 'client' as const },
  resetUrl: '/client',
  idleSeconds: 90,
};

describe('the advisor card', () => {
  it('says why in plain words, and the three strengths that matter', () => {
    const { t } = testContext('fr', '/client');
    const html = renderToString(<SellerCard t={t} seller={seller('a', 80, true)} detailed />);
    expect(html).toContain('Vous sert en français');
    expect(html).toContain('Vous partagez le sens de l’organisation, le sens pratique');
    expect(html).not.toContain('Caractère consciencieux');
    const strengths = /Ses forces<\/span><span[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
    expect(strengths.split(' · ')).toEqual(['Sociabilité', 'Bonne humeur', 'Optimisme']);
  });

  it('says why an advisor with a lower match comes first', () => {
    const context = testContext('en', '/client/choose-representative');
    const page = (sellers: SellerCardView[]) =>
      renderToString(chooseSellerPage(context, frame, { clientId: 'c1', sellers }).body);
    expect(page([seller('a', 70, true), seller('b', 85, false)])).toContain(
      'Advisors who speak your language come first',
    );
    expect(page([seller('a', 85, true), seller('b', 70, true)])).not.toContain(
      'Advisors who speak your language come first',
    );
  });
});

const camille: SellerCardView = {
  id: 's1',
  name: 'Camille Roy',
  yearsOfExperience: 8,
  yearsInDealership: 3,
  hobbies: ['music'],
  descriptors: [],
  score: null,
  speaksClientLanguage: null,
  reasons: { sharedTraits: [], qualitiesMet: [], commonHobbies: ['music'] },
};

/** The parts rendered hidden, by their option's name. */
const hiddenParts = (html: string) =>
  [...html.matchAll(/<[^>]*data-card-part="(\w+)"[^>]*>/g)]
    .filter(([tag]) => / hidden(=""|\s|>)/.test(tag ?? ''))
    .map(([, part]) => part);

describe('SellerCard personalization (decision 061)', () => {
  it('shows every part by default, each marked for the live preview', () => {
    const html = renderToString(<SellerCard t={testContext().t} seller={camille} />);
    for (const part of ['showExperience', 'showDealershipYears', 'showHobbies', 'showReasons']) {
      expect(html).toContain(`data-card-part="${part}"`);
    }
    expect(hiddenParts(html)).toEqual([]);
  });

  it('hides what the dealership chose not to show', () => {
    const html = renderToString(
      <SellerCard
        t={testContext().t}
        seller={camille}
        personalization={{
          showExperience: true,
          showDealershipYears: false,
          showHobbies: false,
          showReasons: true,
        }}
      />,
    );
    expect(hiddenParts(html)).toEqual(['showDealershipYears', 'showHobbies']);
  });
});
