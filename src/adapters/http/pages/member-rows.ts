import type { Context } from 'hono';
import type { z } from 'zod';
import { daysOffSite, onSiteState } from '#domain/sellers/presence.ts';
import type { UserRecord } from '#application/ports/user-store.port.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import { MEMBER_FIELDS, type MemberField } from '#ui/pages/admin/member-form.page.tsx';
import type { MemberRow, MemberState } from '#ui/pages/admin/members.page.tsx';
import { formatDateTime } from '#ui/pages/seller/seller-view.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { issueMessage } from '#adapters/http/validation/issue-message.ts';

// What the members pages show of a member and of a posted form (members-directory.pages.ts).

type Ctx = Context<AppEnv>;

const FLASHES = [
  'added',
  'saved',
  'deleted',
  'passwordReset',
  'inviteSent',
  'alreadyActive',
  'failed',
] as const;
type FlashKey = (typeof FLASHES)[number];

export const memberFlashOf = (c: Ctx): Flash | undefined => {
  const flash = c.req.query('flash');
  if (!flash || !(FLASHES as readonly string[]).includes(flash)) return undefined;
  const key = flash as FlashKey;
  const tone = key === 'failed' || key === 'alreadyActive' ? 'error' : 'success';
  return { tone, message: c.get('t')(`members.flash.${key}`) };
};

const stateOf = (member: UserRecord): MemberState => {
  if (!member.hasPassword) return 'invited';
  const onboarded =
    member.role === 'seller'
      ? member.signedContract && member.psychometricTestComplete
      : member.role === 'admin'
        ? member.signedPrivacyPolicy
        : member.signedContract;
  return onboarded ? 'ready' : 'onboarding';
};

export const rowOf = (member: UserRecord, now: Date, timeZone: string): MemberRow => ({
  id: member.id,
  name: [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email,
  email: member.email,
  role: member.role,
  licence: member.licence,
  lastSignIn: member.lastSignInAt
    ? formatDateTime(member.lastSignInAt.toISOString(), timeZone)
    : null,
  presence:
    member.role === 'seller'
      ? {
          state: onSiteState(member.lastOnSiteAt, now),
          days: daysOffSite(
            { lastOnSiteAt: member.lastOnSiteAt, createdAt: member.createdAt, hasPassword: true },
            now,
          ),
        }
      : null,
  testDone: member.role === 'seller' ? member.psychometricTestComplete : null,
  profileComplete:
    member.role === 'seller'
      ? member.hasPassword && member.signedContract && member.psychometricTestComplete
      : null,
  state: stateOf(member),
});

export const text = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? body[name].trim() : '';

/** Each field's first problem, in the caller's language (never zod's own text). */
export const fieldErrors = (c: Ctx, issues: readonly z.core.$ZodIssue[], input: unknown) => {
  const errors: Partial<Record<MemberField, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (MEMBER_FIELDS as readonly string[]).includes(field)) {
      errors[field as MemberField] ??= issueMessage(c.get('t'), issue, input);
    }
  }
  return errors;
};
