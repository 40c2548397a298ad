import type { Context } from 'hono';
import {
  TOKEN_EXPIRY_DAYS,
  TOKEN_NAME_MAX,
  type TokenFieldProblems,
} from '#domain/access/api-tokens.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { apiError, invalidFields } from '#adapters/http/api/errors.ts';
import { responder } from '#adapters/http/api/respond.ts';

/** The message for each problem of a new token's fields, shared by the API and the page. */
export const tokenFieldMessages = (t: Translate, fields: TokenFieldProblems) => {
  const messages: Partial<Record<keyof TokenFieldProblems, string>> = {};
  if (fields.name) {
    messages.name =
      fields.name === 'required'
        ? t('apiTokens.validation.nameRequired')
        : t('apiTokens.validation.nameTooLong', { max: TOKEN_NAME_MAX });
  }
  if (fields.scope) messages.scope = t('apiTokens.validation.scopeNotAllowed');
  if (fields.expiresInDays) {
    messages.expiresInDays = t('apiTokens.validation.expiresOutOfRange', {
      min: TOKEN_EXPIRY_DAYS.min,
      max: TOKEN_EXPIRY_DAYS.max,
    });
  }
  return messages;
};

type TokensError =
  | { code: 'TOKENS.INVALID'; fields: TokenFieldProblems }
  | { code: 'TOKENS.NOT_FOUND' }
  | { code: 'TOKENS.SESSION_REQUIRED' };

/**
 * The API tokens calls' errors: a token the rules refuse (validation shape, one issue per field),
 * one outside reach (404), and a call made with a token rather than a session (403).
 */
export const tokensError = (c: Context<AppEnv>, error: TokensError) => {
  switch (error.code) {
    case 'TOKENS.INVALID':
      return invalidFields(
        c,
        Object.entries(tokenFieldMessages(c.get('t'), error.fields)).map(([field, message]) => ({
          path: `json.${field}`,
          message,
        })),
      );
    case 'TOKENS.NOT_FOUND':
      return apiError(c, 404, error.code, 'apiTokens.errors.notFound');
    case 'TOKENS.SESSION_REQUIRED':
      return apiError(c, 403, error.code, 'apiTokens.errors.sessionRequired');
  }
};

/** The module's answer to a use case's result: `{ data }`, or its errors. */
export const respond = responder(tokensError);
