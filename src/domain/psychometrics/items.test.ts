import { describe, expect, it } from 'vitest';
import { CLIENT_FORM, FACTORS, FORMS, ITEM_KEYS, SCALE_LABELS, SELLER_FORM } from './items.ts';
import type { Factor, ItemKey } from './items.ts';
import { ITEM_DEFINITIONS, ITEMS } from './item-definitions.ts';

// The spec's key list (docs/spec/product-spec.md, "Seller questionnaire answers"), copied as written.
const SPEC_ITEM_KEYS =
  'lifeOfTheParty, sympathizeWithOthersFeelings, choresDoneRightAway, vividImagination, dontTalkALot, notInterestedInOthersProblems, forgetToPutThingsBack, notInterestedInAbstractIdeas, talkALotAtParties, feelOthersEmotions, likeOrder, dontUnderstandAbstractIdeas, reserved, notInterestedInOthers, messy, noImagination, littleConcernForOthers, alwaysPrepared, richVocabulary, interestedInPeople, leaveMyBelongingsAround, comfortableAroundPeople, insultPeople, detailsOriented, startConversations, excellentIdeas, littleToSay, softHeart, quickToUnderstand, dontLikeAttention, takeTimeForOthers, shirkMyDuties, complexVocabulary, centerOfAttention, followASchedule, reflectOnThings, quietAroundStrangers, makePeopleFeelAtEase, exacting, fullOfIdeas'.split(
    ', ',
  );

// The IPIP scoring key written independently of items.ts, the way ipip.ori.org publishes it: per
// factor, the "+keyed" and the "-keyed" statements (English wording as published).
const IPIP_KEY: {
  readonly [F in Factor]: { readonly plus: readonly string[]; readonly minus: readonly string[] };
} = {
  E: {
    plus: [
      'Am the life of the party',
      'Feel comfortable around people',
      'Start conversations',
      'Talk to a lot of different people at parties',
      'Don’t mind being the center of attention',
    ],
    minus: [
      'Don’t talk a lot',
      'Keep in the background',
      'Have little to say',
      'Don’t like to draw attention to myself',
      'Am quiet around strangers',
    ],
  },
  A: {
    plus: [
      'Am interested in people',
      "Sympathize with others' feelings",
      'Have a soft heart',
      'Take time out for others',
      "Feel others' emotions",
      'Make people feel at ease',
    ],
    minus: [
      'Feel little concern for others',
      'Insult people',
      'Am not interested in other people’s problems',
      'Am not really interested in others',
    ],
  },
  C: {
    plus: [
      'Am always prepared',
      'Pay attention to details',
      'Get chores done right away',
      'Like order',
      'Follow a schedule',
      'Am exacting in my work',
    ],
    minus: [
      'Leave my belongings around',
      'Make a mess of things',
      'Often forget to put things back in their proper place',
      'Shirk my duties',
    ],
  },
  I: {
    plus: [
      'Have a rich vocabulary',
      'Have a vivid imagination',
      'Have excellent ideas',
      'Am quick to understand things',
      'Use difficult words',
      'Spend time reflecting on things',
      'Am full of ideas',
    ],
    minus: [
      'Have difficulty understanding abstract ideas',
      'Am not interested in abstract ideas',
      'Do not have a good imagination',
    ],
  },
};

// The key -> statement mapping of the psychometrics spec's table.
const SPEC_STATEMENT: { readonly [K in ItemKey]: string } = {
  lifeOfTheParty: 'Am the life of the party',
  sympathizeWithOthersFeelings: "Sympathize with others' feelings",
  choresDoneRightAway: 'Get chores done right away',
  vividImagination: 'Have a vivid imagination',
  dontTalkALot: 'Don’t talk a lot',
  notInterestedInOthersProblems: 'Am not interested in other people’s problems',
  forgetToPutThingsBack: 'Often forget to put things back in their proper place',
  notInterestedInAbstractIdeas: 'Am not interested in abstract ideas',
  talkALotAtParties: 'Talk to a lot of different people at parties',
  feelOthersEmotions: "Feel others' emotions",
  likeOrder: 'Like order',
  dontUnderstandAbstractIdeas: 'Have difficulty understanding abstract ideas',
  reserved: 'Keep in the background',
  notInterestedInOthers: 'Am not really interested in others',
  messy: 'Make a mess of things',
  noImagination: 'Do not have a good imagination',
  littleConcernForOthers: 'Feel little concern for others',
  alwaysPrepared: 'Am always prepared',
  richVocabulary: 'Have a rich vocabulary',
  interestedInPeople: 'Am interested in people',
  leaveMyBelongingsAround: 'Leave my belongings around',
  comfortableAroundPeople: 'Feel comfortable around people',
  insultPeople: 'Insult people',
  detailsOriented: 'Pay attention to details',
  startConversations: 'Start conversations',
  excellentIdeas: 'Have excellent ideas',
  littleToSay: 'Have little to say',
  softHeart: 'Have a soft heart',
  quickToUnderstand: 'Am quick to understand things',
  dontLikeAttention: 'Don’t like to draw attention to myself',
  takeTimeForOthers: 'Take time out for others',
  shirkMyDuties: 'Shirk my duties',
  complexVocabulary: 'Use difficult words',
  centerOfAttention: 'Don’t mind being the center of attention',
  followASchedule: 'Follow a schedule',
  reflectOnThings: 'Spend time reflecting on things',
  quietAroundStrangers: 'Am quiet around strangers',
  makePeopleFeelAtEase: 'Make people feel at ease',
  exacting: 'Am exacting in my work',
  fullOfIdeas: 'Am full of ideas',
};

const expectedKeying = (statement: string): { factor: Factor; keying: '+' | '-' } => {
  for (const factor of FACTORS) {
    if (IPIP_KEY[factor].plus.includes(statement)) return { factor, keying: '+' };
    if (IPIP_KEY[factor].minus.includes(statement)) return { factor, keying: '-' };
  }
  throw new Error(`statement not in the IPIP key: ${statement}`);
};

describe('items', () => {
  it('are the spec keys in the spec order', () => {
    expect(ITEM_KEYS).toEqual(SPEC_ITEM_KEYS);
    expect(ITEMS.map((item) => item.key)).toEqual(SPEC_ITEM_KEYS);
  });

  it('the independent IPIP key lists 40 distinct statements, 10 per factor', () => {
    const all = FACTORS.flatMap((factor) => [...IPIP_KEY[factor].plus, ...IPIP_KEY[factor].minus]);
    expect(new Set(all).size).toBe(40);
    for (const factor of FACTORS)
      expect(IPIP_KEY[factor].plus.length + IPIP_KEY[factor].minus.length).toBe(10);
  });

  it.each(ITEM_KEYS.map((key) => [key, SPEC_STATEMENT[key]] as const))(
    '%s ("%s") has the IPIP factor, keying and English wording in the first person',
    (key, statement) => {
      const item = ITEM_DEFINITIONS[key];
      expect({ factor: item.factor, keying: item.keying }).toEqual(expectedKeying(statement));
      // Written as a first-person sentence, as the French is (issue 13): "I " and the statement.
      expect(item.text.en).toBe(`I ${statement.charAt(0).toLowerCase()}${statement.slice(1)}`);
    },
  );

  it('have a French first-person wording, one per item, no duplicates', () => {
    const french = ITEMS.map((item) => item.text.fr);
    expect(new Set(french).size).toBe(40);
    for (const text of french) {
      expect(text).toMatch(/(^|\s)(je\s|j’|me\s|m’)/i);
      expect(text).not.toMatch(/[()·]/); // no "(e)" or "·e" gender forms
    }
    expect(ITEM_DEFINITIONS.lifeOfTheParty.text.fr).toBe('Je suis l’âme de la fête');
  });
});

describe('forms', () => {
  it('the seller form is all 40 items, 10 per factor', () => {
    expect(SELLER_FORM).toEqual(SPEC_ITEM_KEYS);
    for (const factor of FACTORS) {
      expect(SELLER_FORM.filter((key) => ITEM_DEFINITIONS[key].factor === factor)).toHaveLength(10);
    }
  });

  it('the client form is the first 16 items (Mini-IPIP without Neuroticism), 4 per factor', () => {
    expect(CLIENT_FORM).toEqual(SPEC_ITEM_KEYS.slice(0, 16));
    expect(FORMS.client16).toBe(CLIENT_FORM);
    for (const factor of FACTORS) {
      expect(CLIENT_FORM.filter((key) => ITEM_DEFINITIONS[key].factor === factor)).toHaveLength(4);
    }
  });
});

describe('answer scale', () => {
  it('labels 1..5 in both languages', () => {
    expect(SCALE_LABELS.en).toEqual([
      'not at all',
      'a little',
      'more or less',
      'moderately',
      'perfectly',
    ]);
    expect(SCALE_LABELS.fr).toEqual([
      'pas du tout',
      'un peu',
      'plus ou moins',
      'modérément',
      'parfaitement',
    ]);
  });
});
