/** The 40 item statements: each item's factor, keying and wording (the data table of items.ts's keys). */
import type { Language } from '#domain/locale/language.ts';
import { ITEM_KEYS } from './items.ts';
import type { Factor, ItemKey, Keying } from './items.ts';

export type Item = {
  readonly key: ItemKey;
  readonly factor: Factor;
  readonly keying: Keying;
  /** English is the IPIP wording as published; French is our own first-person Quebec wording. */
  readonly text: { readonly [L in Language]: string };
};

// A record keyed by ItemKey makes the compiler insist on exactly one definition per key.
export const ITEM_DEFINITIONS: { readonly [K in ItemKey]: Omit<Item, 'key'> } = {
  lifeOfTheParty: {
    factor: 'E',
    keying: '+',
    text: { en: 'I am the life of the party', fr: 'Je suis l’âme de la fête' },
  },
  sympathizeWithOthersFeelings: {
    factor: 'A',
    keying: '+',
    text: {
      en: "I sympathize with others' feelings",
      fr: 'Je suis sensible aux sentiments des autres',
    },
  },
  choresDoneRightAway: {
    factor: 'C',
    keying: '+',
    text: { en: 'I get chores done right away', fr: 'Je fais mes tâches tout de suite' },
  },
  vividImagination: {
    factor: 'I',
    keying: '+',
    text: { en: 'I have a vivid imagination', fr: 'J’ai une imagination fertile' },
  },
  dontTalkALot: {
    factor: 'E',
    keying: '-',
    text: { en: 'I don’t talk a lot', fr: 'Je ne parle pas beaucoup' },
  },
  notInterestedInOthersProblems: {
    factor: 'A',
    keying: '-',
    text: {
      en: 'I am not interested in other people’s problems',
      fr: 'Les problèmes des autres ne m’intéressent pas',
    },
  },
  forgetToPutThingsBack: {
    factor: 'C',
    keying: '-',
    text: {
      en: 'I often forget to put things back in their proper place',
      fr: 'J’oublie souvent de remettre les choses à leur place',
    },
  },
  notInterestedInAbstractIdeas: {
    factor: 'I',
    keying: '-',
    text: {
      en: 'I am not interested in abstract ideas',
      fr: 'Les idées abstraites ne m’intéressent pas',
    },
  },
  talkALotAtParties: {
    factor: 'E',
    keying: '+',
    text: {
      en: 'I talk to a lot of different people at parties',
      fr: 'Dans une soirée, je parle à beaucoup de personnes différentes',
    },
  },
  feelOthersEmotions: {
    factor: 'A',
    keying: '+',
    text: { en: "I feel others' emotions", fr: 'Je ressens les émotions des autres' },
  },
  likeOrder: {
    factor: 'C',
    keying: '+',
    text: { en: 'I like order', fr: 'J’aime l’ordre' },
  },
  dontUnderstandAbstractIdeas: {
    factor: 'I',
    keying: '-',
    text: {
      en: 'I have difficulty understanding abstract ideas',
      fr: 'J’ai de la difficulté à comprendre les idées abstraites',
    },
  },
  reserved: {
    factor: 'E',
    keying: '-',
    text: { en: 'I keep in the background', fr: 'Je reste en retrait' },
  },
  notInterestedInOthers: {
    factor: 'A',
    keying: '-',
    text: {
      en: 'I am not really interested in others',
      fr: 'Les autres ne m’intéressent pas vraiment',
    },
  },
  messy: {
    factor: 'C',
    keying: '-',
    text: { en: 'I make a mess of things', fr: 'Je mets du désordre partout' },
  },
  noImagination: {
    factor: 'I',
    keying: '-',
    text: { en: 'I do not have a good imagination', fr: 'Je n’ai pas beaucoup d’imagination' },
  },
  littleConcernForOthers: {
    factor: 'A',
    keying: '-',
    text: { en: 'I feel little concern for others', fr: 'Je me soucie peu des autres' },
  },
  alwaysPrepared: {
    factor: 'C',
    keying: '+',
    // "Je suis toujours prêt" would force a gender on the reader; this wording does not.
    text: { en: 'I am always prepared', fr: 'Je me prépare toujours d’avance' },
  },
  richVocabulary: {
    factor: 'I',
    keying: '+',
    text: { en: 'I have a rich vocabulary', fr: 'J’ai un vocabulaire riche' },
  },
  interestedInPeople: {
    factor: 'A',
    keying: '+',
    text: { en: 'I am interested in people', fr: 'Je m’intéresse aux gens' },
  },
  leaveMyBelongingsAround: {
    factor: 'C',
    keying: '-',
    text: { en: 'I leave my belongings around', fr: 'Je laisse traîner mes affaires' },
  },
  comfortableAroundPeople: {
    factor: 'E',
    keying: '+',
    text: { en: 'I feel comfortable around people', fr: 'Je me sens à l’aise avec les gens' },
  },
  insultPeople: {
    factor: 'A',
    keying: '-',
    text: { en: 'I insult people', fr: 'J’insulte les gens' },
  },
  detailsOriented: {
    factor: 'C',
    keying: '+',
    text: { en: 'I pay attention to details', fr: 'Je porte attention aux détails' },
  },
  startConversations: {
    factor: 'E',
    keying: '+',
    text: { en: 'I start conversations', fr: 'J’engage la conversation' },
  },
  excellentIdeas: {
    factor: 'I',
    keying: '+',
    text: { en: 'I have excellent ideas', fr: 'J’ai d’excellentes idées' },
  },
  littleToSay: {
    factor: 'E',
    keying: '-',
    text: { en: 'I have little to say', fr: 'J’ai peu de choses à dire' },
  },
  softHeart: {
    factor: 'A',
    keying: '+',
    text: { en: 'I have a soft heart', fr: 'J’ai le cœur tendre' },
  },
  quickToUnderstand: {
    factor: 'I',
    keying: '+',
    text: { en: 'I am quick to understand things', fr: 'Je comprends les choses rapidement' },
  },
  dontLikeAttention: {
    factor: 'E',
    keying: '-',
    text: {
      en: 'I don’t like to draw attention to myself',
      fr: 'Je n’aime pas attirer l’attention sur moi',
    },
  },
  takeTimeForOthers: {
    factor: 'A',
    keying: '+',
    text: { en: 'I take time out for others', fr: 'Je prends du temps pour les autres' },
  },
  shirkMyDuties: {
    factor: 'C',
    keying: '-',
    text: { en: 'I shirk my duties', fr: 'Je me défile devant mes responsabilités' },
  },
  complexVocabulary: {
    factor: 'I',
    keying: '+',
    text: { en: 'I use difficult words', fr: 'J’utilise des mots compliqués' },
  },
  centerOfAttention: {
    factor: 'E',
    keying: '+',
    text: {
      en: 'I don’t mind being the center of attention',
      fr: 'Ça ne me dérange pas d’être au centre de l’attention',
    },
  },
  followASchedule: {
    factor: 'C',
    keying: '+',
    // "Je suis un horaire" reads as "I am a schedule"; "respecter" keeps the meaning.
    text: { en: 'I follow a schedule', fr: 'Je respecte un horaire' },
  },
  reflectOnThings: {
    factor: 'I',
    keying: '+',
    text: {
      en: 'I spend time reflecting on things',
      fr: 'Je prends le temps de réfléchir aux choses',
    },
  },
  quietAroundStrangers: {
    factor: 'E',
    keying: '-',
    text: { en: 'I am quiet around strangers', fr: 'Je reste tranquille en présence d’inconnus' },
  },
  makePeopleFeelAtEase: {
    factor: 'A',
    keying: '+',
    text: { en: 'I make people feel at ease', fr: 'Je mets les gens à l’aise' },
  },
  exacting: {
    factor: 'C',
    keying: '+',
    // "Exigeant·e" would force a gender; "perfectionniste" is the same for everyone.
    text: { en: 'I am exacting in my work', fr: 'Je suis perfectionniste dans mon travail' },
  },
  fullOfIdeas: {
    factor: 'I',
    keying: '+',
    text: { en: 'I am full of ideas', fr: 'Je déborde d’idées' },
  },
};

/** All 40 items in spec order, with their key. */
export const ITEMS: readonly Item[] = ITEM_KEYS.map((key) => ({ key, ...ITEM_DEFINITIONS[key] }));
