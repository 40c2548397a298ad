import type { EmailMessage } from '#application/ports/email-outbox.port.ts';
import type { Language } from '#domain/locale/language.ts';
import { createTranslator } from '#ui/i18n/translator.ts';
import { messageParagraphs, type Copy } from './email-copy.ts';

type Params = Extract<EmailMessage, { template: 'supportTicket' }>['params'] & { roleName: string };

/** The support email, to the platform's support address (docs/decisions/071). */
export const SUPPORT_TICKET_COPY: Record<Language, (params: Params) => Copy> = {
  fr: (params) => {
    const t = createTranslator('fr');
    const category = t(`comments.categories.${params.category}`);
    const author = `${params.authorName} (${params.authorEmail}, ${params.roleName})`;
    return {
      greeting: 'Bonjour,',
      subject: `Demande de soutien : ${params.subject}`,
      paragraphs: [
        params.concessionName
          ? `${author} de ${params.concessionName} a ouvert une demande de soutien.`
          : `${author} a ouvert une demande de soutien.`,
        `Catégorie : ${category}`,
        `Personnes concernées : ${params.persons.join(', ')}`,
        `Objet : ${params.subject}`,
        ...messageParagraphs(params.description),
        ...(params.hasAttachment ? ['La capture jointe accompagne ce courriel.'] : []),
      ],
      action: 'Ouvrir la demande',
      after: ['Répondez directement à la personne par courriel au besoin.'],
    };
  },
  en: (params) => {
    const t = createTranslator('en');
    const category = t(`comments.categories.${params.category}`);
    const author = `${params.authorName} (${params.authorEmail}, ${params.roleName})`;
    return {
      greeting: 'Hello,',
      subject: `Support request: ${params.subject}`,
      paragraphs: [
        params.concessionName
          ? `${author} at ${params.concessionName} opened a support request.`
          : `${author} opened a support request.`,
        `Category: ${category}`,
        `Persons concerned: ${params.persons.join(', ')}`,
        `Subject: ${params.subject}`,
        ...messageParagraphs(params.description),
        ...(params.hasAttachment ? ['The attached screenshot comes with this email.'] : []),
      ],
      action: 'Open the request',
      after: ['Reply to the person by email if needed.'],
    };
  },
};
