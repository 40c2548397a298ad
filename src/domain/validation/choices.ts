import { err, ok, type Result } from '#domain/shared/result.ts';

/** docs/spec/product-spec.md sections 5 and 9: interior options, exterior options and seller qualities, 3 each. */
export const MAX_CHOICES = 3;

export type ChoicesError =
  { code: 'CHOICES.TOO_MANY'; max: number } | { code: 'CHOICES.UNKNOWN_OPTION'; value: string };

/**
 * The server-side rule behind every "choose at most N" checkbox group. The browser limits the
 * boxes only when JavaScript runs, and a form can be posted by hand, so the server checks again:
 * at most `max` distinct values, each one of the offered options. Duplicates count once.
 */
export const checkChoices = (
  selected: readonly string[],
  options: readonly string[],
  max: number = MAX_CHOICES,
): Result<string[], ChoicesError> => {
  const distinct = [...new Set(selected)];
  const unknown = distinct.find((value) => !options.includes(value));
  if (unknown !== undefined) return err({ code: 'CHOICES.UNKNOWN_OPTION', value: unknown });
  if (distinct.length > max) return err({ code: 'CHOICES.TOO_MANY', max });
  return ok(distinct);
};
