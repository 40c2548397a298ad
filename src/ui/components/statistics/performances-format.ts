/** Rates of the statistics page the Canadian way (counts: `formatNumber`, #domain/locale/format.ts). */
import type { Language } from '#domain/locale/language.ts';

// Building an Intl.NumberFormat costs far more than using one: the dashboards format hundreds of
// cells, so one is kept per language.
const rateFormats = {
  fr: new Intl.NumberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-CA', { style: 'percent', maximumFractionDigits: 0 }),
} satisfies Record<Language, Intl.NumberFormat>;

/** 45 % in French (with the no-break space of fr-CA), 45% in English; "—" when nothing to divide. */
export const formatRate = (rate: number | null, language: Language) =>
  rate === null ? '—' : rateFormats[language].format(rate);
