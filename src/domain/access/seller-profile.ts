export const REQUIRED_HOBBY_COUNT = 3;

type YearMonth = { year: number | null; month: number | null };

/**
 * product-spec section 5: a seller profile is complete with exactly 3 hobbies and both experience
 * start dates (year and month); the contract, password and profile number are checked by the
 * onboarding steps before this one.
 */
export const isSellerProfileComplete = (profile: {
  hobbies: readonly string[];
  carSellerStarted: YearMonth;
  concessionSellerStarted: YearMonth;
}) =>
  profile.hobbies.length === REQUIRED_HOBBY_COUNT &&
  [profile.carSellerStarted, profile.concessionSellerStarted].every(
    (date) => date.year !== null && date.month !== null,
  );
