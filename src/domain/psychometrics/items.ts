import type { Language } from '#domain/locale/language.ts';

/**
 * The personality test: the public-domain IPIP Big-Five Factor Markers (Goldberg, 1992; ipip.ori.org)
 * without the Emotional Stability scale. The order is the spec's and matters: the first 16 items are
 * the Mini-IPIP (Donnellan et al., 2006) without its Neuroticism items, which is the client form.
 */
export const FACTORS = ['E', 'A', 'C', 'I'] as const;
/** E = Extraversion, A = Agreeableness, C = Conscientiousness, I = Intellect/Imagination. */
export type Factor = (typeof FACTORS)[number];

/** One number per factor: raw scores, z-scores, trait scores or weights. */
export type FactorVector = { readonly [F in Factor]: number };

/** '+': agreeing means more of the factor; '-': the answer is reversed (6 - answer). */
export type Keying = '+' | '-';

export const ITEM_KEYS = [
  'lifeOfTheParty',
  'sympathizeWithOthersFeelings',
  'choresDoneRightAway',
  'vividImagination',
  'dontTalkALot',
  'notInterestedInOthersProblems',
  'forgetToPutThingsBack',
  'notInterestedInAbstractIdeas',
  'talkALotAtParties',
  'feelOthersEmotions',
  'likeOrder',
  'dontUnderstandAbstractIdeas',
  'reserved',
  'notInterestedInOthers',
  'messy',
  'noImagination',
  'littleConcernForOthers',
  'alwaysPrepared',
  'richVocabulary',
  'interestedInPeople',
  'leaveMyBelongingsAround',
  'comfortableAroundPeople',
  'insultPeople',
  'detailsOriented',
  'startConversations',
  'excellentIdeas',
  'littleToSay',
  'softHeart',
  'quickToUnderstand',
  'dontLikeAttention',
  'takeTimeForOthers',
  'shirkMyDuties',
  'complexVocabulary',
  'centerOfAttention',
  'followASchedule',
  'reflectOnThings',
  'quietAroundStrangers',
  'makePeopleFeelAtEase',
  'exacting',
  'fullOfIdeas',
] as const;
export type ItemKey = (typeof ITEM_KEYS)[number];

/** `seller40`: sellers and bpm (raw factor score 10..50); `client16`: walk-in clients (4..20). */
export const FORM_IDS = ['seller40', 'client16'] as const;
export type FormId = (typeof FORM_IDS)[number];

// The advisor's test asks every item; its own array, so the two names stay two lists.
export const SELLER_FORM: readonly ItemKey[] = ITEM_KEYS.slice();
// The kiosk keeps the client's part to about two minutes: the Mini-IPIP subset, four items per factor.
export const CLIENT_FORM: readonly ItemKey[] = ITEM_KEYS.slice(0, 16);

export const FORMS: { readonly [F in FormId]: readonly ItemKey[] } = {
  seller40: SELLER_FORM,
  client16: CLIENT_FORM,
};

export const ANSWER_VALUES = [1, 2, 3, 4, 5] as const;
export type AnswerValue = (typeof ANSWER_VALUES)[number];

/** The 1..5 scale, labels indexed by answer - 1. */
export const SCALE_LABELS: {
  readonly [L in Language]: readonly [string, string, string, string, string];
} = {
  en: ['not at all', 'a little', 'more or less', 'moderately', 'perfectly'],
  fr: ['pas du tout', 'un peu', 'plus ou moins', 'modérément', 'parfaitement'],
};
