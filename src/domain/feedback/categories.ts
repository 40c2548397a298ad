/**
 * The feedback and support categories of docs/spec/product-spec.md section 3, stored and sent exactly so (the
 * `comments` and `support_tickets` tables check the same list).
 */
export const FEEDBACK_CATEGORIES = [
  'login',
  'availability',
  'data',
  'performance',
  'bug',
  'howTo',
  'feature',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const isFeedbackCategory = (value: string): value is FeedbackCategory =>
  (FEEDBACK_CATEGORIES as readonly string[]).includes(value);
