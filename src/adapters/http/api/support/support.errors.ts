import type { Context } from 'hono';
import {
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_PERSONS_MAX,
  SUPPORT_SUBJECT_MAX,
  type SupportFieldProblems,
} from '#domain/support/ticket.ts';
import type { UploadError } from '#domain/validation/upload.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { errorTable, invalid, refuse } from '#adapters/http/api/error-table.ts';
import { invalidFields } from '#adapters/http/api/errors.ts';
import { responder } from '#adapters/http/api/respond.ts';

type FieldMessages = Partial<Record<keyof SupportFieldProblems, string>>;

/** The message for each problem of a ticket's fields, shared by the API and the pages. */
export const supportFieldMessages = (t: Translate, fields: SupportFieldProblems): FieldMessages => {
  const messages: FieldMessages = {};
  if (fields.category) {
    messages.category = t(
      fields.category === 'required'
        ? 'support.validation.categoryRequired'
        : 'support.validation.categoryUnknown',
    );
  }
  if (fields.personsConcerned) {
    messages.personsConcerned =
      fields.personsConcerned === 'required'
        ? t('support.validation.personsRequired')
        : fields.personsConcerned === 'tooMany'
          ? t('support.validation.personsTooMany', { max: SUPPORT_PERSONS_MAX })
          : t('support.validation.personsUnknown');
  }
  if (fields.subject) {
    messages.subject =
      fields.subject === 'required'
        ? t('support.validation.subjectRequired')
        : t('support.validation.subjectTooLong', { max: SUPPORT_SUBJECT_MAX });
  }
  if (fields.description) {
    messages.description =
      fields.description === 'required'
        ? t('support.validation.descriptionRequired')
        : t('support.validation.descriptionTooLong', { max: SUPPORT_DESCRIPTION_MAX });
  }
  return messages;
};

/** The attachment's problem in the caller's words (the spec's JPG, JPEG or PNG of at most 2 MB). */
export const attachmentMessage = (t: Translate, error: UploadError) =>
  error.code === 'UPLOAD.EMPTY'
    ? t('support.validation.attachmentEmpty')
    : error.code === 'UPLOAD.TOO_LARGE'
      ? t('support.validation.attachmentTooLarge')
      : t('support.validation.attachmentType');

const table = errorTable<
  'SUPPORT.NOT_FOUND' | 'SUPPORT.CONCESSION_NOT_FOUND' | UploadError['code']
>({
  'SUPPORT.NOT_FOUND': refuse(404, 'support.errors.notFound'),
  'SUPPORT.CONCESSION_NOT_FOUND': refuse(404, 'support.errors.concessionNotFound'),
  'UPLOAD.EMPTY': invalid('form.attachment', 'support.validation.attachmentEmpty'),
  'UPLOAD.TOO_LARGE': invalid('form.attachment', 'support.validation.attachmentTooLarge'),
  'UPLOAD.UNSUPPORTED_TYPE': invalid('form.attachment', 'support.validation.attachmentType'),
});

type SupportError =
  | { code: 'SUPPORT.INVALID'; fields: SupportFieldProblems }
  | { code: 'SUPPORT.NOT_FOUND' }
  | { code: 'SUPPORT.CONCESSION_NOT_FOUND' }
  | UploadError;

/**
 * The Support calls' business errors: a ticket the rules refuse is answered in the validation
 * shape, one issue per field; an attachment that is no JPG or PNG, or too large, names its field;
 * a ticket out of reach is a 404.
 */
export const supportError = (c: Context<AppEnv>, error: SupportError) =>
  error.code === 'SUPPORT.INVALID'
    ? invalidFields(
        c,
        Object.entries(supportFieldMessages(c.get('t'), error.fields)).map(([field, message]) => ({
          path: `form.${field}`,
          message,
        })),
      )
    : table(c, error);

/** The module's answer to a use case's result: `{ data }`, or the error table (api/respond.ts). */
export const respond = responder(supportError);
