import type { Behaviour } from '#ui/islands/behaviour.ts';

/** docs/spec/product-spec.md section 9: the survey's parts are kept under these keys. */
export const SURVEY_DRAFT_KEYS = ['service:survey-1', 'service:survey-2'] as const;
/** The survey's language, which the service tablet keeps as its own (spec section 1). */
export const SURVEY_LANGUAGE_KEY = 'service:survey-language';

export type SurveyKioskIslandProps = {
  /** The language the page was rendered in. */
  language: 'fr' | 'en';
  /** The intro page: the chosen language is the tablet's from now on. */
  choosesLanguage?: boolean;
  /** The part on screen: its answers are kept under `key` while the customer answers. */
  draft?: { key: (typeof SURVEY_DRAFT_KEYS)[number]; formId: string };
  /** Forget every part's answers (the intro, once a survey is sent). */
  clear?: boolean;
  /** Go back to the intro after a while (the thank-you screen). */
  returnTo?: { url: string; afterMs: number };
};

type Saved = Record<string, string[]>;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The fields the customer answers (hidden fields carry what the server already knows). */
const answerFields = (form: HTMLFormElement) =>
  [...form.elements].filter(
    (el): el is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (el instanceof HTMLInputElement && el.type !== 'hidden' && el.type !== 'submit') ||
      el instanceof HTMLSelectElement ||
      el instanceof HTMLTextAreaElement,
  );

const read = (form: HTMLFormElement): Saved => {
  const saved: Saved = {};
  for (const field of answerFields(form)) {
    const values = (saved[field.name] ??= []);
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'radio' || field.type === 'checkbox')
    ) {
      if (field.checked) values.push(field.value);
    } else if (field.value !== '') values.push(field.value);
  }
  return saved;
};

/** Fills what the page left empty with what was kept (the server's values win). */
const restore = (form: HTMLFormElement, saved: Saved) => {
  const answered = read(form);
  for (const field of answerFields(form)) {
    const values = saved[field.name];
    if (!values || (answered[field.name]?.length ?? 0) > 0) continue;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'radio' || field.type === 'checkbox')
    ) {
      field.checked = values.includes(field.value);
    } else {
      field.value = values[0] ?? '';
    }
  }
  // "Choose at most" and the like update from the change.
  form.dispatchEvent(new Event('change', { bubbles: true }));
};

/**
 * The service kiosk's memory (docs/decisions/072): each part's answers are kept in local storage as
 * the customer answers, so a reload loses nothing, and forgotten once the survey is sent; the
 * survey's language is kept too and is the tablet's language from then on. Without JavaScript the
 * forms still post (the server carries part 1 into part 2).
 */
export const behaviour: Behaviour = (_element, props) => {
  const { language, choosesLanguage, draft, clear, returnTo } = props as SurveyKioskIslandProps;
  const store = storage();
  if (store) {
    const kept = store.getItem(SURVEY_LANGUAGE_KEY);
    const url = new URL(window.location.href);
    if (choosesLanguage || url.searchParams.has('lang') || (kept !== 'fr' && kept !== 'en')) {
      store.setItem(SURVEY_LANGUAGE_KEY, language);
    } else if (kept !== language) {
      // The tablet's survey language wins over a cookie that was lost (a new session).
      url.searchParams.set('lang', kept);
      window.location.replace(url.toString());
      return;
    }
    if (clear) for (const key of SURVEY_DRAFT_KEYS) store.removeItem(key);
    const form = draft ? document.getElementById(draft.formId) : null;
    if (draft && form instanceof HTMLFormElement) {
      try {
        const saved = JSON.parse(store.getItem(draft.key) ?? '{}') as Saved;
        restore(form, saved);
      } catch {
        store.removeItem(draft.key);
      }
      const save = () => store.setItem(draft.key, JSON.stringify(read(form)));
      form.addEventListener('input', save);
      form.addEventListener('change', save);
    }
  }
  if (returnTo) window.setTimeout(() => window.location.assign(returnTo.url), returnTo.afterMs);
};
