/** What the client record page shows: the client, their profile, history and what the advisor may do. */
import type { BehaviourKey, DescriptorKey, FactorVector } from '#domain/psychometrics/index.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { TimelineEntry } from '#ui/pages/shared/client-status.tsx';
import type { ClientSummary } from './seller-view.ts';

export type ClientRecordView = {
  sellerId: string;
  timeZone: string;
  client: ClientSummary & {
    /** Given on the kiosk with the buyer's consent to be contacted at it. */
    phone: string | null;
    language: 'fr' | 'en';
    answers: Readonly<Record<string, unknown>>;
  };
  profile: {
    scores: FactorVector;
    profileNumber: number;
    descriptors: readonly DescriptorKey[];
    tips: { do: readonly BehaviourKey[]; avoid: readonly BehaviourKey[] };
  } | null;
  history: readonly TimelineEntry[];
  /** Car names by id (models of interest, viewed, sold) and the models the dialog offers. */
  carNames: Readonly<Record<string, string>>;
  cars: readonly { id: string; label: string }[];
  /**
   * `record`: the whole record; `expired`: the advisor's sale whose hold is over, shown only with
   * its way out (end it or resume it) until it is resumed.
   */
  access: 'record' | 'expired';
  /** What this advisor may do now. */
  can: {
    accept: boolean;
    /** The visit the advisor filled in themself is finished: take the client. */
    take: boolean;
    extraTime: boolean;
    end: boolean;
  };
  error?: string;
  flash?: Flash;
};
