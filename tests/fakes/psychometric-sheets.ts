/** Hand-scored answer sheets and helpers of the psychometric scoring tests (src/domain/psychometrics). */
import { validateAnswers } from '#domain/psychometrics/answers.ts';
import type { CompleteAnswers } from '#domain/psychometrics/answers.ts';
import { FORMS } from '#domain/psychometrics/items.ts';
import type { FactorVector, FormId } from '#domain/psychometrics/items.ts';
import { buildLambda } from '#domain/psychometrics/scoring.ts';
import type { Lambda } from '#domain/psychometrics/scoring.ts';

export const complete = <F extends FormId>(
  form: F,
  input: Record<string, number>,
): CompleteAnswers<F> => {
  const result = validateAnswers(form, input, { prepareOnly: false });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};

export const sheet = <F extends FormId>(
  form: F,
  valueAt: (index: number) => number,
): CompleteAnswers<F> =>
  complete(form, Object.fromEntries(FORMS[form].map((key, index) => [key, valueAt(index)])));

export const STARTING_LAMBDA: Lambda = buildLambda(1, { seller40: [], client16: [] });

export const vector = (E: number, A: number, C: number, I: number): FactorVector => ({
  E,
  A,
  C,
  I,
});

// An outgoing, warm, fairly organised seller. Hand-scored ("-" items as 6 - answer):
// E: 4 + (6-2) + 5 + (6-1) + 5 + 5 + (6-1) + (6-3) + 4 + (6-2) = 4+4+5+5+5+5+5+3+4+4 = 44
// A: 4 + (6-2) + 3 + (6-1) + (6-2) + 5 + (6-1) + 3 + 4 + 5     = 4+4+3+5+4+5+5+3+4+5 = 42
// C: 3 + (6-2) + 4 + (6-2) + 4 + (6-3) + 4 + (6-1) + 3 + 4     = 3+4+4+4+4+3+4+5+3+4 = 38
// I: 3 + (6-3) + (6-2) + (6-2) + 3 + 3 + 4 + 2 + 3 + 3         = 3+3+4+4+3+3+4+2+3+3 = 32
export const OUTGOING_SELLER = {
  lifeOfTheParty: 4,
  dontTalkALot: 2,
  talkALotAtParties: 5,
  reserved: 1,
  comfortableAroundPeople: 5,
  startConversations: 5,
  littleToSay: 1,
  dontLikeAttention: 3,
  centerOfAttention: 4,
  quietAroundStrangers: 2,
  sympathizeWithOthersFeelings: 4,
  notInterestedInOthersProblems: 2,
  feelOthersEmotions: 3,
  notInterestedInOthers: 1,
  littleConcernForOthers: 2,
  interestedInPeople: 5,
  insultPeople: 1,
  softHeart: 3,
  takeTimeForOthers: 4,
  makePeopleFeelAtEase: 5,
  choresDoneRightAway: 3,
  forgetToPutThingsBack: 2,
  likeOrder: 4,
  messy: 2,
  alwaysPrepared: 4,
  leaveMyBelongingsAround: 3,
  detailsOriented: 4,
  shirkMyDuties: 1,
  followASchedule: 3,
  exacting: 4,
  vividImagination: 3,
  notInterestedInAbstractIdeas: 3,
  dontUnderstandAbstractIdeas: 2,
  noImagination: 2,
  richVocabulary: 3,
  excellentIdeas: 3,
  quickToUnderstand: 4,
  complexVocabulary: 2,
  reflectOnThings: 3,
  fullOfIdeas: 3,
};

// A quiet, orderly, analytical walk-in client. Hand-scored:
// E: lifeOfTheParty 2 + dontTalkALot (6-4) + talkALotAtParties 1 + reserved (6-5)      = 2+2+1+1 = 6
// A: sympathize 3 + notInterestedInOthersProblems (6-2) + feelOthersEmotions 3
//    + notInterestedInOthers (6-3)                                                      = 3+4+3+3 = 13
// C: chores 4 + forgetToPutThingsBack (6-2) + likeOrder 5 + messy (6-1)                 = 4+4+5+5 = 18
// I: vivid 4 + notInterestedInAbstractIdeas (6-1) + dontUnderstand (6-1) + noImagination (6-2) = 4+5+5+4 = 18
export const QUIET_CLIENT = {
  lifeOfTheParty: 2,
  sympathizeWithOthersFeelings: 3,
  choresDoneRightAway: 4,
  vividImagination: 4,
  dontTalkALot: 4,
  notInterestedInOthersProblems: 2,
  forgetToPutThingsBack: 2,
  notInterestedInAbstractIdeas: 1,
  talkALotAtParties: 1,
  feelOthersEmotions: 3,
  likeOrder: 5,
  dontUnderstandAbstractIdeas: 1,
  reserved: 5,
  notInterestedInOthers: 3,
  messy: 1,
  noImagination: 2,
};
