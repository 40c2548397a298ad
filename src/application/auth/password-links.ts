import {
  checkLink,
  linkExpiry,
  type LinkError,
  type LinkPurpose,
} from '#domain/access/password-links.ts';
import { isKioskRole } from '#domain/access/roles.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type {
  CredentialHolder,
  CredentialStore,
} from '#application/ports/credential-store.port.ts';
import type {
  ResetTokenStore,
  StoredPasswordLink,
} from '#application/ports/reset-token-store.port.ts';
import type { TokenService } from '#application/ports/token-service.port.ts';
import type { EmailOutbox } from '#application/ports/email-outbox.port.ts';
import { emailLanguageOf } from './email-language.ts';

/** The pages a link opens; the email renderer makes them absolute. */
const LINK_PATHS: Record<LinkPurpose, string> = {
  reset: '/auth/reset-password',
  invite: '/auth/invite',
};

const linkPath = (purpose: LinkPurpose, token: string) =>
  `${LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`;

/** Creates a single-use link for the user and returns the path to email (the token is in it). */
export const issueLink = async (
  deps: { tokens: TokenService; clock: Clock },
  store: Pick<ResetTokenStore, 'create'>,
  input: { userId: string; purpose: LinkPurpose },
): Promise<string> => {
  const issued = deps.tokens.issue();
  await store.create({
    id: issued.id,
    secretHash: issued.secretHash,
    userId: input.userId,
    purpose: input.purpose,
    expiresAt: linkExpiry(input.purpose, deps.clock.now()),
  });
  return linkPath(input.purpose, issued.token);
};

/**
 * Emails a holder a new one-hour reset link: asked for by themselves ("forgot password") or by a
 * manager who stopped their password. Runs inside the caller's unit of work.
 */
export const emailResetLink = async (
  deps: { tokens: TokenService; clock: Clock },
  ports: { resetTokens: Pick<ResetTokenStore, 'create'>; outbox: EmailOutbox },
  holder: CredentialHolder,
  template: 'passwordReset' | 'passwordResetByManager',
) => {
  const link = await issueLink(deps, ports.resetTokens, { userId: holder.id, purpose: 'reset' });
  await ports.outbox.queue({
    template,
    to: holder.email,
    language: emailLanguageOf(holder),
    concessionId: holder.concessionId,
    params: { name: holder.name, link },
  });
};

/**
 * The stored link a presented token stands for, or null. Only the holder of the whole token gets
 * it: the id finds the row, the secret is compared in constant time.
 */
const findLink = async (
  tokens: TokenService,
  store: Pick<ResetTokenStore, 'find'>,
  token: string | undefined,
): Promise<StoredPasswordLink | null> => {
  const presented = token ? tokens.read(token) : null;
  if (!presented) return null;
  const stored = await store.find(presented.id);
  return stored && tokens.sameSecret(stored.secretHash, presented.secretHash) ? stored : null;
};

export type OpenedLink = { link: StoredPasswordLink; holder: CredentialHolder };

export type OpenLinkDeps = {
  tokens: TokenService;
  clock: Clock;
  resetTokens: Pick<ResetTokenStore, 'find'>;
  credentials: Pick<CredentialStore, 'findUser'>;
};

/**
 * Whether a presented link can still be used for `purpose`, without spending it (the page shows
 * its form or one of the two "link" screens). A link of a deleted or kiosk account is invalid, and
 * so is an invitation of someone who has a password already: it would otherwise be a week-long
 * sign-in link.
 */
export const openLink = async (
  deps: OpenLinkDeps,
  purpose: LinkPurpose,
  token: string | undefined,
): Promise<Result<OpenedLink, LinkError>> => {
  const link = await findLink(deps.tokens, deps.resetTokens, token);
  const checked = checkLink(link, purpose, deps.clock.now());
  if (!checked.ok) return checked;
  const holder = link ? await deps.credentials.findUser(link.userId) : null;
  if (!link || !holder || isKioskRole(holder.role)) return err('LINK.INVALID');
  if (purpose === 'invite' && holder.passwordHash !== null) return err('LINK.INVALID');
  return ok({ link, holder });
};
