import type { LinkError } from '#domain/access/password-links.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { openLink, type OpenLinkDeps } from './password-links.ts';

export type LinkProblem = { code: LinkError };

/** The reset page: its form, or which of the two "link" screens to show. Spends nothing. */
export const makeCheckResetLink =
  (deps: OpenLinkDeps) =>
  async (token: string | undefined): Promise<Result<void, LinkProblem>> => {
    const opened = await openLink(deps, 'reset', token);
    return opened.ok ? ok(undefined) : err({ code: opened.error });
  };
