import type { QueuedSms } from '#application/ports/sms.port.ts';
import type { Language } from '#domain/locale/language.ts';

export type RenderSms = (sms: QueuedSms) => string;

/**
 * Where the app is downloaded (docs/decisions/097): the store pages when configured
 * (APP_STORE_URL, GOOGLE_PLAY_URL), else the product's own sign-in page, which a phone's browser
 * opens and adds to its home screen.
 */
export type AppLinks = { appStore?: string | undefined; googlePlay?: string | undefined };

type Links = { iphone: string; android: string };
type Texts = {
  availabilityConfirmation: (link: string) => string;
  saleHoldExpired: (link: string) => string;
  appDownloadLinks: (links: Links) => string;
};

// Short: one SMS segment where possible. Quebec French puts a space before the colon.
const TEXTS: Record<Language, Texts> = {
  fr: {
    availabilityConfirmation: (link) =>
      `Best Pairing : un client vous attend à la salle d’attente. Confirmez votre disponibilité : ${link}`,
    saleHoldExpired: (link) =>
      `Best Pairing : le délai de votre vente est expiré. Terminez-la ou reprenez-la : ${link}`,
    appDownloadLinks: ({ iphone, android }) =>
      iphone === android
        ? `Best Pairing : ouvrez l’app sur votre téléphone : ${iphone}`
        : `Best Pairing : téléchargez l’app. iPhone : ${iphone} Android : ${android}`,
  },
  en: {
    availabilityConfirmation: (link) =>
      `Best Pairing: a customer is waiting for you. Confirm your availability: ${link}`,
    saleHoldExpired: (link) =>
      `Best Pairing: your sale’s hold has expired. End or resume it: ${link}`,
    appDownloadLinks: ({ iphone, android }) =>
      iphone === android
        ? `Best Pairing: open the app on your phone: ${iphone}`
        : `Best Pairing: get the app. iPhone: ${iphone} Android: ${android}`,
  },
};

/** Paths of ours made absolute from PUBLIC_URL: the advisor opens them on their phone. */
export const createSmsRenderer = (publicUrl: string, appLinks: AppLinks = {}): RenderSms => {
  const base = publicUrl.replace(/\/$/, '');
  const signIn = `${base}/login`;
  const downloads: Links = {
    iphone: appLinks.appStore ?? appLinks.googlePlay ?? signIn,
    android: appLinks.googlePlay ?? appLinks.appStore ?? signIn,
  };
  return (sms) => {
    const texts = TEXTS[sms.language];
    if (sms.template === 'appDownloadLinks') return texts.appDownloadLinks(downloads);
    const clientId = encodeURIComponent(sms.params.clientId);
    return sms.template === 'availabilityConfirmation'
      ? texts.availabilityConfirmation(`${base}/seller/confirm-availability?clientId=${clientId}`)
      : texts.saleHoldExpired(`${base}/seller/client/${clientId}`);
  };
};
