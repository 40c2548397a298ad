import type { Language } from '#domain/locale/language.ts';
import type { UploadError } from '#domain/validation/upload.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { UserRecord, UserStore } from '#application/ports/user-store.port.ts';
import {
  checkManageable,
  findReachableUser,
  reload,
  type Caller,
  type NotManageable,
  type UserNotFound,
} from './access.ts';
import { replacePicture, type PictureDeps } from './picture.ts';

export type UpdateUserInput = Caller & {
  userId: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  language: Language;
  /** A new picture; absent keeps the current one. */
  picture?: Uint8Array | undefined;
};

export type UpdateUserError = UserNotFound | NotManageable | UploadError;

/** The profile form (PUT /api/users/{id}): names, phone, language and optionally the picture. */
export const makeUpdateUser =
  (deps: PictureDeps & { users: UserStore }) =>
  async (input: UpdateUserInput): Promise<Result<UserRecord, UpdateUserError>> => {
    const found = await findReachableUser(deps.users, input, input.userId);
    if (!found.ok) return found;
    const manageable = checkManageable(input, found.value);
    if (!manageable.ok) return manageable;

    const changes = {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      language: input.language,
    };
    if (input.picture) {
      const replaced = await replacePicture(
        deps,
        input.picture,
        found.value.picturePath,
        (picturePath) => deps.users.updateProfile(input.userId, { ...changes, picturePath }),
      );
      if (!replaced.ok) return replaced;
    } else {
      await deps.users.updateProfile(input.userId, changes);
    }
    return ok(await reload(deps.users, input.userId));
  };
