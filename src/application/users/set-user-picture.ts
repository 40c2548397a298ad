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

/** PUT /api/users/{id}/picture: the profile picture alone (JPEG or PNG, at most 2 MB). */
export const makeSetUserPicture =
  (deps: PictureDeps & { users: UserStore }) =>
  async (
    input: Caller & { userId: string; picture: Uint8Array },
  ): Promise<Result<UserRecord, UserNotFound | NotManageable | UploadError>> => {
    const found = await findReachableUser(deps.users, input, input.userId);
    if (!found.ok) return found;
    const manageable = checkManageable(input, found.value);
    if (!manageable.ok) return manageable;
    const replaced = await replacePicture(deps, input.picture, found.value.picturePath, (key) =>
      deps.users.setPicture(input.userId, key),
    );
    if (!replaced.ok) return replaced;
    return ok(await reload(deps.users, input.userId));
  };
