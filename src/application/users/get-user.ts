import type { Result } from '#domain/shared/result.ts';
import type { UserRecord, UserStore } from '#application/ports/user-store.port.ts';
import { findReachableUser, type Caller, type UserNotFound } from './access.ts';

export const makeGetUser =
  (deps: { users: UserStore }) =>
  (input: Caller & { userId: string }): Promise<Result<UserRecord, UserNotFound>> =>
    findReachableUser(deps.users, input, input.userId);
