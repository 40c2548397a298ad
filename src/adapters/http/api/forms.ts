import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { MessageKey } from '#ui/i18n/translator.ts';
import { file, text } from '#adapters/http/validation/text.ts';

/** The CSRF token a form or a JSON body may echo (checked by the CSRF middleware). */
export const CsrfField = text({ max: 200, trim: false }).optional();

/**
 * A request body pages post as a form and API callers send as JSON. zod-openapi validates the media
 * type the request declares and hands `{}` to the handler when there is no body at all, so handlers
 * parse again. `form` may be laxer than `json`: a page's form must reach the handler even when
 * fields are missing, so it can render the page again with a message next to each field.
 */
export const jsonOrForm = <J extends z.ZodType, F extends z.ZodType = J>(json: J, form?: F) => ({
  required: false,
  content: {
    'application/json': { schema: json },
    'application/x-www-form-urlencoded': { schema: form ?? json },
  },
});

export const isFormPost = (c: Context) =>
  (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded');

/** A page's form, plain or with files: what a browser posts without JavaScript. */
export const isPageForm = (c: Context) => {
  const type = c.req.header('content-type') ?? '';
  return (
    type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')
  );
};

/** A JSON-only body (what no page posts: HTML forms cannot send PUT or DELETE). */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** A multipart body (a form with a file: pictures, training videos). */
export const multipartBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'multipart/form-data': { schema } },
});

/**
 * A file field that may be left empty: browsers send an empty, nameless file, some clients an empty
 * string. Either means "no new file".
 */
export const optionalFile = (error: MessageKey) =>
  z.preprocess(
    (value: unknown) =>
      value === '' || (value instanceof File && value.size === 0 && value.name === '')
        ? undefined
        : value,
    file(error).optional(),
  );
