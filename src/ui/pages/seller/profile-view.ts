/** The profile page's view, its four forms and the address each one posts to. */
import type { Language } from '#domain/locale/language.ts';
import type { Flash } from '#ui/components/snackbar.tsx';

/** Where each form of the page posts: one page address, one form each (the guard allows it). */
export const SELLER_PROFILE_PATH = '/seller/me';
export const PROFILE_FORMS = ['profile', 'picture', 'language', 'password'] as const;
export type ProfileFormName = (typeof PROFILE_FORMS)[number];
/** Clear of the sticky header when the fragment scrolls a card into view. */
export const SECTION_STYLE = { scrollMarginTop: '6rem' } as const;

/** The card of each form; the action's fragment brings the reader back to it after a post. */
export const sectionId = (form: ProfileFormName) => `section-${form}`;
export const profileFormAction = (form: ProfileFormName, fragment = true) =>
  `${SELLER_PROFILE_PATH}?form=${form}${fragment ? `#${sectionId(form)}` : ''}`;
/** The profile form's fields, as posted (strings, kept as typed when the form comes back). */
export const PROFILE_DATE_FIELDS = [
  'carSellerStartedYear',
  'carSellerStartedMonth',
  'concessionSellerStartedYear',
  'concessionSellerStartedMonth',
] as const;
export type ProfileDateField = (typeof PROFILE_DATE_FIELDS)[number];
export type ProfileFormField = 'hobbies' | ProfileDateField;

export type ProfileFormState = {
  values: { hobbies: readonly string[] } & Record<ProfileDateField, string>;
  errors: Partial<Record<ProfileFormField, string>>;
};

export type PasswordFormErrors = {
  oldPassword?: string;
  password?: string;
  confirmation?: string;
  /** A problem of the whole form (too many attempts). */
  form?: string;
};

export type SellerProfileView = {
  sellerId: string;
  /** The profile is the advisor's last onboarding step: no menu, no heartbeat, "continue". */
  onboarding: boolean;
  name: string;
  email: string;
  profileNumber: number | null;
  pictureUrl: string | null;
  language: Language;
  profile: ProfileFormState;
  pictureError?: string;
  languageError?: string;
  password?: PasswordFormErrors;
  flash?: Flash;
};
