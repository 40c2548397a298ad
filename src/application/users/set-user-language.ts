import type { Language } from '#domain/locale/language.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { UserRecord, UserStore } from '#application/ports/user-store.port.ts';
import { findReachableUser, reload, type Caller, type UserNotFound } from './access.ts';

/** PUT /api/users/{id}/language: the language the app, emails and messages use for this user. */
export const makeSetUserLanguage =
  (deps: { users: UserStore }) =>
  async (
    input: Caller & { userId: string; language: Language },
  ): Promise<Result<UserRecord, UserNotFound>> => {
    const found = await findReachableUser(deps.users, input, input.userId);
    if (!found.ok) return found;
    await deps.users.setLanguage(input.userId, input.language);
    return ok(await reload(deps.users, input.userId));
  };
