import { describe, expect, it } from 'vitest';
import { Badge, Text } from '#ui/components/primitives.tsx';
import { renderDocument } from '#ui/document.tsx';
import { createTranslator } from '#ui/i18n/translator.ts';
import type { PageContext } from '#ui/page-context.ts';
import SellerHomeIsland, {
  type SellerHomeIslandProps,
} from '#ui/pages/seller/islands/seller-home.island.tsx';
import { defineIslands } from './island.tsx';
import { keptIslandMarkup } from './kept-markup.tsx';

const context: PageContext = {
  language: 'en',
  t: createTranslator('en'),
  path: '/',
  nonce: 'n0nce',
  csrfToken: 'csrf-token',
  assets: { styles: [], scriptFor: () => '/assets/seller.client.js' },
};

const client = (id: string, status: 'waitingRoom' | 'withAdvisor') => ({
  id,
  firstName: 'Élodie <b>',
  lastName: null,
  status,
  sequence: 'buyCar' as const,
  seller: status === 'withAdvisor' ? { id: 's1', firstName: 'Marc', lastName: 'Roy' } : null,
  createdAt: '2026-11-28T14:05:00.000Z',
  holdExpiresAt: status === 'withAdvisor' ? '2026-11-28T15:05:00.000Z' : null,
  sale: status === 'withAdvisor' ? ('active' as const) : ('none' as const),
});

const homeProps = (waiting: number): SellerHomeIslandProps => ({
  sellerId: 's1',
  csrfToken: 'csrf-token',
  timeZone: 'America/Toronto',
  waiting: Array.from({ length: waiting }, (_, n) => client(`w${n}`, 'waitingRoom')),
  current: [client('c1', 'withAdvisor')],
  pollSeconds: 4,
  text: {
    waitingHeading: 'Waiting',
    waitingEmpty: 'Nobody',
    currentHeading: 'Current',
    currentEmpty: 'None',
    live: 'Live',
    accept: 'Accept',
    open: 'Open',
    anySeller: 'Anyone',
    forYou: 'For you',
    visitor: 'Visitor {{time}}',
    arrived: 'Arrived {{time}}',
    holdUntil: 'Until {{time}}',
    expired: 'Expired',
    statuses: { waitingRoom: 'Waiting', withAdvisor: 'With advisor' },
    purposes: { buyCar: 'Buy a car' },
  },
});

const registry = { 'seller-home': SellerHomeIsland };
const Inline = defineIslands(registry);
const Kept = defineIslands(registry, { kept: ['seller-home'] });

const page = (body: React.ReactElement) =>
  renderDocument(context, { title: 'Home', family: 'seller', body });

describe('kept island markup (decision 141)', () => {
  it('is the markup the island renders inline, in its marker, with the family script', () => {
    const props = homeProps(3);
    const inline = page(<Inline name="seller-home" props={props} />);
    const kept = page(<Kept name="seller-home" props={props} />);
    expect(kept).toBe(inline);
    expect(kept).toContain('data-client="w2"');
    expect(kept).toContain('Élodie &lt;b&gt;');
    expect(kept).toContain('<script type="module" src="/assets/seller.client.js"');
  });

  it('puts each kept island in its own marker, among the inline ones', () => {
    const body = (
      <>
        <Kept name="seller-home" props={homeProps(1)} />
        <Text>between</Text>
        <Kept name="seller-home" props={homeProps(2)} />
      </>
    );
    const inlineBody = (
      <>
        <Inline name="seller-home" props={homeProps(1)} />
        <Text>between</Text>
        <Inline name="seller-home" props={homeProps(2)} />
      </>
    );
    expect(page(body)).toBe(page(inlineBody));
  });

  it('renders an island once per name and props, and again for other props', () => {
    let renders = 0;
    const Counted = ({ label }: { label: string }) => {
      renders += 1;
      return <Badge color="brown">{label}</Badge>;
    };
    const Island = defineIslands({ counted: Counted }, { kept: ['counted'] });
    const html = (label: string) => page(<Island name="counted" props={{ label }} />);
    expect(html('kept once')).toContain('kept once</span>');
    expect(html('kept once')).toBe(html('kept once'));
    expect(renders).toBe(1);
    expect(html('another')).toContain('another</span>');
    expect(renders).toBe(2);
  });

  it('keeps at most its bound, the oldest going first', () => {
    let renders = 0;
    const Counted = ({ label }: { label: string }) => {
      renders += 1;
      return <span>{label}</span>;
    };
    const markupOf = keptIslandMarkup(2);
    const island = (label: string) => ({ key: label, root: <Counted label={label} /> });
    expect(markupOf(island('a'))).toContain('<span>a</span>');
    markupOf(island('b'));
    markupOf(island('a'));
    expect(renders).toBe(2);
    markupOf(island('c'));
    markupOf(island('b'));
    expect(renders).toBe(3);
    markupOf(island('a'));
    expect(renders).toBe(4);
  });
});
