import type { LinkError } from '#domain/access/password-links.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import { openLink, type OpenLinkDeps } from './password-links.ts';

/** The invitation page: whom it welcomes, or which "link" screen to show. Spends nothing. */
export const makeCheckInvite =
  (deps: OpenLinkDeps) =>
  async (token: string | undefined): Promise<Result<{ name: string }, LinkError>> => {
    const opened = await openLink(deps, 'invite', token);
    return opened.ok ? ok({ name: opened.value.holder.name }) : opened;
  };
