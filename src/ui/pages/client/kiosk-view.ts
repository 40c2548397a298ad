import type { QuestionnaireStep } from '#domain/client-flow/index.ts';
import type { SellerCardPersonalization } from '#domain/concessions/settings.ts';
import type { Factor } from '#domain/psychometrics/index.ts';
import type { Viewer } from '#ui/layouts/viewer.ts';

/** What every kiosk page frame needs: the tablet's account and where an idle tablet starts over. */
export type KioskFrame = {
  viewer: Viewer;
  /** The dealership's logo, shown in the header beside its name. */
  logoUrl?: string;
  resetUrl: string;
  idleSeconds: number;
  idleForm?: { action: string; clientId: string | undefined };
  /** What the dealership shows on its advisor cards (decision 061). */
  sellerCard?: SellerCardPersonalization;
};

/** An advisor as the kiosk shows them (photo, name, experience, hobbies, why they fit). */
export type SellerCardView = {
  id: string;
  name: string;
  photoUrl?: string;
  yearsOfExperience: number | null;
  yearsInDealership: number | null;
  hobbies: readonly string[];
  descriptors: readonly string[];
  score: number | null;
  /** Ranked first for speaking the buyer's language (null: not ranked, the advisor is busy). */
  speaksClientLanguage: boolean | null;
  reasons: {
    sharedTraits: readonly { factor: Factor; pole: 'high' | 'low' }[];
    qualitiesMet: readonly string[];
    commonHobbies: readonly string[];
  } | null;
};

/** One problem of a posted kiosk form, by form field name. */
export type FieldErrorView = { field: string; message: string };

/**
 * A questionnaire step's address under the visit's id: `part-N`, and a later step's name after it
 * (`part-4/models`, decision 099).
 */
export const stepSegment = (step: Pick<QuestionnaireStep, 'part' | 'name' | 'number'>) =>
  step.number === 1 ? `part-${step.part}` : `part-${step.part}/${step.name}`;

/** Where a kiosk page's links and forms point, for the visit of `clientId`. */
export const kioskPaths = (clientId: string) => {
  const query = `?clientId=${encodeURIComponent(clientId)}`;
  return {
    part: (part: number) => `/client/questionnaire/${clientId}/part-${part}${query}`,
    step: (step: QuestionnaireStep) =>
      `/client/questionnaire/${clientId}/${stepSegment(step)}${query}`,
    end: `/client/questionnaire/endQuestionnaire${query}`,
    choose: `/client/choose-representative${query}`,
    seller: (id: string) => `/client/choose-representative/${id}${query}`,
    noSeller: `/client/choose-representative/no-rep${query}`,
    advisorPicks: `/client/choose-representative/advisor-picks${query}`,
    manual: `/client/choose-representative/manualSellerSelection${query}`,
    manualSeller: (id: string) =>
      `/client/choose-representative/manualSellerSelection/${id}${query}`,
    home: `/client${query}`,
  };
};
