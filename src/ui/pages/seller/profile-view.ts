/** The profile page's view, its forms and the address each one posts to (advisor or bpm). */
import type { Language } from '#domain/locale/language.ts';
import type { Flash } from '#ui/components/snackbar.tsx';

/** Where each form of the page posts: one page address, one form each (the guard allows it). */
export const SELLER_PROFILE_PATH = '/seller/me';
/** The bpm's profile: the same page without the advisor's own form (docs/decisions/096). */
export const BPM_PROFILE_PATH = '/bpm/me';
export type ProfilePath = typeof SELLER_PROFILE_PATH | typeof BPM_PROFILE_PATH;
/** The personality test's page of the same area (`/seller/questionnaire`, `/bpm/questionnaire`). */
export const questionnairePathOf = (path: ProfilePath) =>
  path === SELLER_PROFILE_PATH ? '/seller/questionnaire' : '/bpm/questionnaire';
export const PROFILE_FORMS = ['profile', 'picture', 'language', 'password'] as const;
export type ProfileFormName = (typeof PROFILE_FORMS)[number];
/** Clear of the sticky header when the fragment scrolls a card into view. */
export const SECTION_STYLE = { scrollMarginTop: '6rem' } as const;

/** The card of each form; the action's fragment brings the reader back to it after a post. */
export const sectionId = (form: ProfileFormName) => `section-${form}`;
export const profileFormAction = (path: ProfilePath, form: ProfileFormName, fragment = true) =>
  `${path}?form=${form}${fragment ? `#${sectionId(form)}` : ''}`;
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

export type ProfileView = {
  /** The page's own address: an advisor's or a bpm's. */
  path: ProfilePath;
  /** The advisor's own part: their presence and the hobbies and dates form (none for a bpm). */
  advisor?: { sellerId: string; profile: ProfileFormState };
  /** The profile is the advisor's last onboarding step: no menu, no heartbeat, "continue". */
  onboarding: boolean;
  name: string;
  email: string;
  profileNumber: number | null;
  pictureUrl: string | null;
  language: Language;
  pictureError?: string;
  languageError?: string;
  password?: PasswordFormErrors;
  flash?: Flash;
};
