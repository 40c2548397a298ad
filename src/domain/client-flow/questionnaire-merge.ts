/** Saved answers with new ones on top, and whether a visit has any answer yet. */

/**
 * A saved questionnaire with new answers on top: a field sent replaces the saved one, `null` clears
 * it. Answering "no car" drops the car's details, which no longer apply.
 */
export const mergeQuestionnaire = (
  saved: Readonly<Record<string, unknown>>,
  patch: Readonly<Record<string, unknown>>,
): Record<string, unknown> => {
  const cleared = new Set(
    Object.entries(patch).flatMap(([key, value]) => (value === null ? [key] : [])),
  );
  const merged: Record<string, unknown> = Object.fromEntries(
    Object.entries({ ...saved, ...patch }).filter(
      ([key, value]) => value !== undefined && !cleared.has(key),
    ),
  );
  if (merged.hasCar === false) {
    delete merged.currentCar;
    delete merged.wantsValuation;
  }
  if (merged.paymentFrequency === 'none') delete merged.paymentAmount;
  return merged;
};

/** Whether any answer was given yet (changing the visit purpose then needs a confirmation). */
export const hasAnswers = (questionnaire: Readonly<Record<string, unknown>>): boolean =>
  Object.values(questionnaire).some((value) => value !== undefined && value !== null);
