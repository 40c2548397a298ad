import type { EmailMessage, QueuedEmail } from '#application/ports/email-outbox.port.ts';
import { LINK_LIFETIMES_MS } from '#domain/access/password-links.ts';
import type { Language } from '#domain/locale/language.ts';
import { createTranslator } from '#ui/i18n/translator.ts';
import { messageParagraphs, type Copy } from './email-copy.ts';
import { SUPPORT_TICKET_COPY } from './support-email.ts';

export type RenderedEmail = { subject: string; text: string; html: string };
export type RenderEmail = (email: QueuedEmail) => RenderedEmail;

type Params<T extends EmailMessage['template']> = Extract<EmailMessage, { template: T }>['params'];

type Templates = {
  [T in EmailMessage['template']]: (params: Params<T> & { roleName: string }) => Copy;
};

type Common = {
  greeting: (name: string) => string;
  /** Quebec French puts a space before the colon; English does not. */
  colon: string;
  signature: string;
  linkFallback: string;
};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// The lifetimes the emails promise come from the rules that enforce them.
const inviteDays = LINK_LIFETIMES_MS.invite / DAY;
const resetHours = LINK_LIFETIMES_MS.reset / HOUR;

/** Lines that several templates of one language share. */
const FR = {
  resetLink: `Ouvrez le lien ci-dessous pour choisir un nouveau mot de passe. Le lien est valide pendant ${resetHours} heure et ne fonctionne qu’une seule fois.`,
  linkExpired:
    'Lien expiré? Utilisez « Mot de passe oublié? » sur la page de connexion avec cette adresse courriel.',
};
const EN = {
  resetLink: `Open the link below to choose a new password. The link works for ${resetHours} hour, and only once.`,
  linkExpired: 'Link expired? Use "Forgot your password?" on the sign-in page with this email.',
};

const COMMON: Record<Language, Common> = {
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    colon: ' :',
    signature: 'L’équipe Best Pairing',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur',
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    colon: ':',
    signature: 'The Best Pairing team',
    linkFallback: 'If the button does not work, copy this link into your browser',
  },
};

const TEMPLATES: Record<Language, Templates> = {
  fr: {
    accountInvite: ({ concessionName, roleName }) => ({
      subject: 'Votre compte Best Pairing est prêt',
      paragraphs: [
        concessionName
          ? `Un compte Best Pairing a été créé pour vous chez ${concessionName} (rôle : ${roleName}).`
          : `Un compte Best Pairing a été créé pour vous (rôle : ${roleName}).`,
        `Pour commencer, ouvrez le lien ci-dessous et créez votre mot de passe. Le lien est valide pendant ${inviteDays} jours et ne fonctionne qu’une seule fois.`,
      ],
      action: 'Créer mon mot de passe',
      after: [FR.linkExpired],
    }),
    passwordReset: () => ({
      subject: 'Réinitialisation de votre mot de passe Best Pairing',
      paragraphs: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Best Pairing.',
        FR.resetLink,
      ],
      action: 'Choisir un nouveau mot de passe',
      after: [
        'Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.',
      ],
    }),
    passwordResetByManager: () => ({
      subject: 'Votre mot de passe Best Pairing a été réinitialisé',
      paragraphs: [
        'Un gestionnaire de votre concession a réinitialisé le mot de passe de votre compte Best Pairing. Votre ancien mot de passe ne fonctionne plus.',
        FR.resetLink,
      ],
      action: 'Choisir un nouveau mot de passe',
      after: [FR.linkExpired],
    }),
    commentReceived: (params) => {
      const t = createTranslator('fr');
      const category = t(`comments.categories.${params.category}`);
      const author = `${params.authorName} (${params.authorEmail}, ${params.roleName})`;
      return {
        greeting: 'Bonjour,',
        subject: `Nouveau commentaire : ${category}`,
        paragraphs: [
          params.concessionName
            ? `${author} de ${params.concessionName} a envoyé un commentaire.`
            : `${author} a envoyé un commentaire.`,
          `Catégorie : ${category}`,
          ...messageParagraphs(params.message),
        ],
        action: 'Lire les commentaires',
        after: ['Répondez directement à la personne par courriel au besoin.'],
      };
    },
    supportTicket: SUPPORT_TICKET_COPY.fr,
    apiTokenCreated: ({ tokenName, roleName, creatorName, concessionName, expiresOn }) => ({
      subject: `Nouveau jeton d’API pour ${concessionName}`,
      paragraphs: [
        `${creatorName} a créé le jeton d’API « ${tokenName} » qui donne accès aux données de ${concessionName} (portée : ${roleName}, expire le ${expiresOn}).`,
        'Un programme qui présente ce jeton agit avec les droits de ce rôle. Si vous ne reconnaissez pas ce jeton, révoquez-le.',
      ],
      action: 'Voir les jetons d’API',
      after: [],
    }),
  },
  en: {
    accountInvite: ({ concessionName, roleName }) => ({
      subject: 'Your Best Pairing account is ready',
      paragraphs: [
        concessionName
          ? `A Best Pairing account was created for you at ${concessionName} (role: ${roleName}).`
          : `A Best Pairing account was created for you (role: ${roleName}).`,
        `To get started, open the link below and create your password. The link works for ${inviteDays} days, and only once.`,
      ],
      action: 'Create my password',
      after: [EN.linkExpired],
    }),
    passwordReset: () => ({
      subject: 'Reset your Best Pairing password',
      paragraphs: [
        'We received a request to reset the password of your Best Pairing account.',
        EN.resetLink,
      ],
      action: 'Choose a new password',
      after: ['If you did not ask for this, ignore this email: your password stays the same.'],
    }),
    passwordResetByManager: () => ({
      subject: 'Your Best Pairing password was reset',
      paragraphs: [
        'A manager of your dealership reset the password of your Best Pairing account. Your old password no longer works.',
        EN.resetLink,
      ],
      action: 'Choose a new password',
      after: [EN.linkExpired],
    }),
    commentReceived: (params) => {
      const t = createTranslator('en');
      const category = t(`comments.categories.${params.category}`);
      const author = `${params.authorName} (${params.authorEmail}, ${params.roleName})`;
      return {
        greeting: 'Hello,',
        subject: `New feedback: ${category}`,
        paragraphs: [
          params.concessionName
            ? `${author} at ${params.concessionName} sent feedback.`
            : `${author} sent feedback.`,
          `Category: ${category}`,
          ...messageParagraphs(params.message),
        ],
        action: 'Read the feedback',
        after: ['Reply to the person by email if needed.'],
      };
    },
    supportTicket: SUPPORT_TICKET_COPY.en,
    apiTokenCreated: ({ tokenName, roleName, creatorName, concessionName, expiresOn }) => ({
      subject: `New API token for ${concessionName}`,
      paragraphs: [
        `${creatorName} created the API token "${tokenName}", which reaches the data of ${concessionName} (scope: ${roleName}, expires on ${expiresOn}).`,
        'A program presenting this token acts with the rights of that role. If you do not recognise it, revoke it.',
      ],
      action: 'See the API tokens',
      after: [],
    }),
  },
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Names and dealership names are typed by people: never let them become markup in an email. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

const copyOf = (email: QueuedEmail): Copy => {
  const templates = TEMPLATES[email.language];
  const role =
    email.template === 'accountInvite'
      ? email.params.role
      : email.template === 'commentReceived' || email.template === 'supportTicket'
        ? email.params.authorRole
        : email.template === 'apiTokenCreated'
          ? email.params.scope
          : null;
  const roleName = role ? createTranslator(email.language)(`navigation.roles.${role}`) : '';
  switch (email.template) {
    case 'accountInvite':
      return templates.accountInvite({ ...email.params, roleName });
    case 'passwordReset':
      return templates.passwordReset({ ...email.params, roleName });
    case 'passwordResetByManager':
      return templates.passwordResetByManager({ ...email.params, roleName });
    case 'commentReceived':
      return templates.commentReceived({ ...email.params, roleName });
    case 'supportTicket':
      return templates.supportTicket({ ...email.params, roleName });
    case 'apiTokenCreated':
      return templates.apiTokenCreated({ ...email.params, roleName });
  }
};

const BROWN = '#8d5b3f';

const layoutHtml = (language: Language, copy: Copy, greeting: string, link: string) => {
  const common = COMMON[language];
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#2b2118">${escapeHtml(text)}</p>`;
  const href = escapeHtml(link);
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(copy.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f1ec;font-family:Arial,Helvetica,sans-serif">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">',
    `<tr><td><p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${BROWN}">Best Pairing</p>`,
    paragraph(greeting),
    ...copy.paragraphs.map(paragraph),
    `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:${BROWN};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(copy.action)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#6b5d52">${escapeHtml(common.linkFallback + common.colon)}<br><a href="${href}" style="color:${BROWN};word-break:break-all">${href}</a></p>`,
    ...copy.after.map(paragraph),
    paragraph(common.signature),
    '</td></tr></table></td></tr></table></body></html>',
  ].join('');
};

/**
 * Renders every email of the product in the recipient's language (subject, plain text and HTML).
 * Links are paths of ours made absolute from PUBLIC_URL, so the email works wherever it is read.
 */
export const createEmailRenderer =
  (publicUrl: string): RenderEmail =>
  (email) => {
    const copy = copyOf(email);
    const common = COMMON[email.language];
    // Only our own paths: an email must never carry a link to somewhere else.
    if (!email.params.link.startsWith('/') || email.params.link.startsWith('//')) {
      throw new Error(`Email links are paths of ours, not ${email.params.link}`);
    }
    const link = `${publicUrl.replace(/\/$/, '')}${email.params.link}`;
    const greeting =
      copy.greeting ?? common.greeting('name' in email.params ? email.params.name : '');
    const text = [
      greeting,
      ...copy.paragraphs,
      `${copy.action}${common.colon} ${link}`,
      ...copy.after,
      common.signature,
    ].join('\n\n');
    return { subject: copy.subject, text, html: layoutHtml(email.language, copy, greeting, link) };
  };
