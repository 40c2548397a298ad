import { isHoldExpired } from '#domain/client-flow/hold.ts';

/**
 * What decides where an advisor may go (docs/spec/product-spec.md section 4, "Other access rules"): an advisor
 * with a completed test who is with a client right now is kept on that client.
 */
export type SellerFocus = {
  /** The personality test is complete (the onboarding guard comes first otherwise). */
  testComplete: boolean;
  /** The client the advisor is with now: a `withAdvisor` sale whose hold still runs. */
  withTheClient: string | null;
  /** The advisor started ending the relationship and must finish the end questionnaire. */
  showEndQuestionnaire: boolean;
};

/**
 * An advisor's focus at `now` from what their session read carries: the client of a sale whose
 * hold still runs (an expired hold leaves them free to end or resume it from their home).
 */
export const sellerFocusOf = (
  viewer: {
    profileNumber: number | null;
    sale: { clientId: string; holdExpiresAt: Date; showEndQuestionnaire: boolean } | null;
  },
  now: Date,
): SellerFocus => {
  const { sale } = viewer;
  const running = sale !== null && !isHoldExpired(sale.holdExpiresAt, now);
  return {
    testComplete: viewer.profileNumber !== null,
    withTheClient: running ? sale.clientId : null,
    showEndQuestionnaire: running && sale.showEndQuestionnaire,
  };
};

/** The advisor's pages of one client (docs/spec/product-spec.md section 2). */
export const sellerClientPaths = (clientId: string) => ({
  record: `/seller/client/${clientId}`,
  endQuestionnaire: `/seller/client/${clientId}/questionnaireEnd`,
});

const isWithin = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The page an advisor is forced to instead of `path`, or null when `path` may be shown: with a
 * current client and the end-questionnaire flag set, only that client's end questionnaire; with a
 * current client otherwise, only that client's pages. `path` is a path without its query.
 */
export const forcedSellerPath = (focus: SellerFocus, path: string): string | null => {
  if (!focus.testComplete || focus.withTheClient === null) return null;
  const paths = sellerClientPaths(focus.withTheClient);
  if (focus.showEndQuestionnaire) {
    return path === paths.endQuestionnaire ? null : paths.endQuestionnaire;
  }
  return isWithin(path, paths.record) ? null : paths.record;
};
