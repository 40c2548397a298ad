/** Number formats of the statistics page: counts and rates the Canadian way. */
import type { Language } from '#domain/locale/language.ts';

const LOCALES: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA' };

/** 45 % in French (with the no-break space of fr-CA), 45% in English; "—" when nothing to divide. */
export const formatRate = (rate: number | null, language: Language) =>
  rate === null
    ? '—'
    : new Intl.NumberFormat(LOCALES[language], {
        style: 'percent',
        maximumFractionDigits: 0,
      }).format(rate);

export const formatCount = (count: number, language: Language) =>
  new Intl.NumberFormat(LOCALES[language]).format(count);
