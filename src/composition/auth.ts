import { makeAuthenticateApiToken } from '#application/auth/authenticate-api-token.ts';
import { makeAuthenticate } from '#application/auth/authenticate.ts';
import { makeLoadViewer } from '#application/auth/load-viewer.ts';
import { makeSignOut } from '#application/auth/sign-out.ts';
import { makeSignIn } from '#application/auth/sign-in.ts';
import { makeRecordClientLog } from '#application/logging/record-client-log.ts';
import { makeCheckReadiness } from '#application/system/check-readiness.ts';
import { cacheViewers } from '#adapters/persistence/cached-viewers.ts';
import type { Adapters } from './adapters.ts';

/** Signing in and out, the session and viewer every request reads, and the system calls. */
export const buildAuth = (adapters: Adapters) => {
  const { stores, hasher, tokens, clock, config, logger, database } = adapters;
  const { sessions } = stores;
  // Every request's read, kept until a row it answers changes (docs/decisions/137).
  const viewers = cacheViewers(stores.viewers, database.viewerChanges, {
    now: () => clock.now().getTime(),
  });
  return {
    signIn: makeSignIn({
      accounts: stores.accounts,
      devices: stores.devices,
      sessions,
      hasher,
      tokens,
      rateLimiter: stores.rateLimiter,
      clock,
    }),
    signOut: makeSignOut({ sessions, tokens, clock }),
    authenticate: makeAuthenticate({
      sessions,
      tokens,
      clock,
      viewers,
      skipPaymentValidation: config.SKIP_PAYMENT_VALIDATION,
      logger,
    }),
    authenticateApiToken: makeAuthenticateApiToken({
      viewers,
      apiTokens: stores.apiTokens,
      tokens,
      clock,
      skipPaymentValidation: config.SKIP_PAYMENT_VALIDATION,
      logger,
    }),
    loadViewer: makeLoadViewer({
      viewers: stores.viewers,
      skipPaymentValidation: config.SKIP_PAYMENT_VALIDATION,
      logger,
    }),
    checkReadiness: makeCheckReadiness({ pingDatabase: adapters.pingDatabase }),
    recordClientLog: makeRecordClientLog({ logger, rateLimiter: stores.rateLimiter, clock }),
  };
};
