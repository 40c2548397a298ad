import { err, ok, type Result } from '#domain/shared/result.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** What a single-use link emailed to a user lets them do. */
export type LinkPurpose = 'reset' | 'invite';

/**
 * How long a link works (docs/spec/decisions.md section 7; docs/decisions/008-invitation-links.md): a
 * reset link an hour, since it is asked for on the spot; an invitation a week, since a new member
 * may open it days after the manager created the account.
 */
export const LINK_LIFETIMES_MS: Record<LinkPurpose, number> = { reset: HOUR, invite: 7 * DAY };

export const linkExpiry = (purpose: LinkPurpose, now: Date) =>
  new Date(now.getTime() + LINK_LIFETIMES_MS[purpose]);

/**
 * The two screens the spec names: "Reset link invalid" for a link we do not know, meant for
 * something else, or already used; "Reset link expired or invalid" for one past its hour.
 */
export type LinkError = 'LINK.INVALID' | 'LINK.EXPIRED';

export type StoredLink = { purpose: LinkPurpose; expiresAt: Date; usedAt: Date | null };

export const checkLink = (
  link: StoredLink | null,
  purpose: LinkPurpose,
  now: Date,
): Result<void, LinkError> => {
  if (!link || link.purpose !== purpose || link.usedAt !== null) return err('LINK.INVALID');
  if (now.getTime() >= link.expiresAt.getTime()) return err('LINK.EXPIRED');
  return ok(undefined);
};
