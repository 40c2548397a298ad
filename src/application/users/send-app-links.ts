import { MEMBER_ROLES } from '#domain/access/members.ts';
import { SMS_DAILY_LIMIT, type SmsDailyLimitReached } from '#domain/messaging/sms-limit.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { SmsOutbox } from '#application/ports/sms.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { UserStore } from '#application/ports/user-store.port.ts';
import { findReachableUser, type Caller, type UserNotFound } from './access.ts';

/** docs/spec/product-spec.md section 8: "No phone number found for SMS". */
export type NoPhone = { code: 'SMS.NO_PHONE' };

export type SendAppLinksError = UserNotFound | NoPhone | SmsDailyLimitReached;

/**
 * The SMS "with app download links" (docs/spec/product-spec.md section 7, docs/decisions/097): to a
 * member's phone, asked by a manager from the member's page or by an advisor for themself (the
 * policy's scope says whom). At most 2 a day per phone, counted in the SMS log on the day of the
 * clock's now; the refusal names the limit. Kiosk and platform accounts have no app to install.
 */
export const makeSendAppLinks =
  (deps: {
    users: Pick<UserStore, 'findById' | 'findConcession'>;
    inTransaction: UnitOfWork<{ sms: SmsOutbox }>;
    clock: Clock;
  }) =>
  async (
    input: Caller & { userId: string },
  ): Promise<Result<{ phone: string }, SendAppLinksError>> => {
    const found = await findReachableUser(deps.users, input, input.userId);
    if (!found.ok) return found;
    const member = found.value;
    const concessionId = member.concessionId;
    if (!concessionId || !(MEMBER_ROLES as readonly string[]).includes(member.role)) {
      return err({ code: 'USERS.NOT_FOUND' });
    }
    const phone = member.phone;
    if (!phone) return err({ code: 'SMS.NO_PHONE' });
    // The member's language, else their dealership's, as their emails.
    const language =
      member.language ?? (await deps.users.findConcession(concessionId))?.language ?? 'fr';
    const queued = await deps.inTransaction(({ sms }) =>
      sms.queue(
        {
          template: 'appDownloadLinks',
          params: {},
          to: phone,
          language,
          concessionId,
        },
        deps.clock.now(),
      ),
    );
    return queued === 'queued'
      ? ok({ phone })
      : err({ code: 'SMS.DAILY_LIMIT_REACHED', limit: SMS_DAILY_LIMIT });
  };
