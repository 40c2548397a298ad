import { makeCreateApiToken } from '#application/api-tokens/create-api-token.ts';
import { makeListApiTokens } from '#application/api-tokens/list-api-tokens.ts';
import { makeRevokeApiToken } from '#application/api-tokens/revoke-api-token.ts';
import type { Adapters } from './adapters.ts';

/** API tokens (decision 054): made with the owner's email in one transaction, listed, revoked. */
export const buildApiTokens = ({ stores, inTransaction, tokens, clock }: Adapters) => ({
  createApiToken: makeCreateApiToken({ inTransaction, tokens, clock }),
  listApiTokens: makeListApiTokens({ apiTokens: stores.apiTokens }),
  revokeApiToken: makeRevokeApiToken({ apiTokens: stores.apiTokens, clock }),
});
