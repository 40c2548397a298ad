import type { MemberRole } from '#domain/access/members.ts';
import type { Language } from '#domain/locale/language.ts';
import type { UploadError } from '#domain/validation/upload.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { UserRecord, UserStore } from '#application/ports/user-store.port.ts';
import {
  checkManageable,
  findReachableUser,
  reload,
  type Caller,
  type LicenceLimit,
  type NotManageable,
  type UserNotFound,
} from './access.ts';
import { checkRoleChange, moveToRole, type RoleNotAllowed } from './member-role.ts';
import { replacePicture, type PictureDeps } from './picture.ts';

export type UpdateUserInput = Caller & {
  userId: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  language: Language;
  /** A new picture; absent keeps the current one. */
  picture?: Uint8Array | undefined;
  /** A new role for a member (administrator or advisor); absent or the same keeps it. */
  role?: MemberRole | undefined;
};

export type UpdateUserError =
  UserNotFound | NotManageable | UploadError | RoleNotAllowed | LicenceLimit;

export type UpdateUserDeps = PictureDeps & {
  users: UserStore;
  inTransaction: UnitOfWork<{ users: UserStore }>;
  clock: Clock;
};

/**
 * The member's form (PUT /api/users/{id}, the member's edit page): names, phone, language,
 * optionally the picture and the role. A role change moves the member's seat in the same
 * transaction as the profile is saved: refused (no seat of the new kind free), nothing changes.
 */
export const makeUpdateUser =
  (deps: UpdateUserDeps) =>
  async (input: UpdateUserInput): Promise<Result<UserRecord, UpdateUserError>> => {
    const found = await findReachableUser(deps.users, input, input.userId);
    if (!found.ok) return found;
    const target = found.value;
    const manageable = checkManageable(input, target);
    if (!manageable.ok) return manageable;
    const newRole = input.role !== undefined && input.role !== target.role ? input.role : null;
    const concession = newRole ? checkRoleChange(input, target, newRole) : ok(null);
    if (!concession.ok) return concession;

    const changes = {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      language: input.language,
    };
    const save = (picturePath?: string) =>
      deps.inTransaction(async ({ users }): Promise<Result<void, LicenceLimit>> => {
        if (newRole && concession.value) {
          const moved = await moveToRole(users, {
            userId: target.id,
            concessionId: concession.value,
            role: newRole,
            at: deps.clock.now(),
          });
          if (!moved.ok) return moved;
        }
        await users.updateProfile(target.id, picturePath ? { ...changes, picturePath } : changes);
        return ok(undefined);
      });
    const saved = input.picture
      ? await replacePicture(deps, input.picture, target.picturePath, save)
      : await save();
    if (!saved.ok) return saved;
    return ok(await reload(deps.users, input.userId));
  };
