import type { QueuedSms } from '#application/ports/sms.port.ts';
import type { Language } from '#domain/locale/language.ts';

export type RenderSms = (sms: QueuedSms) => string;

type Texts = { [T in QueuedSms['template']]: (link: string) => string };

// Short: one SMS segment where possible. Quebec French puts a space before the colon.
const TEXTS: Record<Language, Texts> = {
  fr: {
    availabilityConfirmation: (link) =>
      `Best Pairing : un client vous attend à la salle d’attente. Confirmez votre disponibilité : ${link}`,
    saleHoldExpired: (link) =>
      `Best Pairing : le délai de votre vente est expiré. Terminez-la ou reprenez-la : ${link}`,
  },
  en: {
    availabilityConfirmation: (link) =>
      `Best Pairing: a customer is waiting for you. Confirm your availability: ${link}`,
    saleHoldExpired: (link) =>
      `Best Pairing: your sale’s hold has expired. End or resume it: ${link}`,
  },
};

/** Paths of ours made absolute from PUBLIC_URL: the advisor opens them on their phone. */
export const createSmsRenderer =
  (publicUrl: string): RenderSms =>
  (sms) => {
    const base = publicUrl.replace(/\/$/, '');
    const clientId = encodeURIComponent(sms.params.clientId);
    const link =
      sms.template === 'availabilityConfirmation'
        ? `${base}/seller/confirm-availability?clientId=${clientId}`
        : `${base}/seller/client/${clientId}`;
    return TEXTS[sms.language][sms.template](link);
  };
