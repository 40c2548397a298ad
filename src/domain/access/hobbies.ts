/** The 18 hobbies an advisor picks 3 of (docs/spec/product-spec.md section 3); the kiosk shows them on cards. */
export const HOBBIES = [
  'reading',
  'music',
  'theatre',
  'travel',
  'volunteering',
  'nature',
  'writing',
  'dance',
  'sport',
  'it',
  'photography',
  'animals',
  'arts',
  'cinema',
  'cooking',
  'highTechnology',
  'sculpture',
  'science',
] as const;
export type Hobby = (typeof HOBBIES)[number];

export const isHobby = (value: string): value is Hobby =>
  (HOBBIES as readonly string[]).includes(value);

/** docs/spec/product-spec.md section 9: an advisor's profile has exactly this many hobbies. */
export const REQUIRED_HOBBY_COUNT = 3;
