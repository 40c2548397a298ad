import type { CreateUserError } from '#application/users/create-user.ts';
import type { DeleteUserError } from '#application/users/delete-user.ts';
import type { SignDocumentError } from '#application/users/sign-document.ts';
import type { UpdateUserError } from '#application/users/update-user.ts';
import { errorTable, invalid, refuse } from '#adapters/http/api/error-table.ts';
import { responder } from '#adapters/http/api/respond.ts';

type UsersErrorCode = (
  CreateUserError | DeleteUserError | SignDocumentError | UpdateUserError
)['code'];

/** Every business error of the Users calls, answered one way (statuses declared on each route). */
const usersError = errorTable<UsersErrorCode>({
  'USERS.NOT_FOUND': refuse(404, 'users.errors.notFound'),
  'USERS.CONCESSION_NOT_FOUND': refuse(404, 'users.errors.concessionNotFound'),
  'USERS.CONCESSION_REQUIRED': invalid('json.concession', 'users.errors.concessionRequired'),
  'USERS.ROLE_NOT_ALLOWED': refuse(403, 'users.errors.roleNotAllowed'),
  'USERS.MEMBER_NOT_MANAGEABLE': refuse(403, 'users.errors.memberNotManageable'),
  'USERS.EMAIL_IN_USE': refuse(409, 'users.errors.emailInUse'),
  'USERS.RATE_LIMITED': refuse(429, 'api.rateLimited'),
  'USERS.CANNOT_DELETE_SELF': refuse(422, 'users.errors.cannotDeleteSelf'),
  'USERS.LAST_OWNER': refuse(409, 'users.errors.lastOwner'),
  'USERS.DOCUMENT_NOT_FOR_ROLE': refuse(422, 'users.errors.documentNotForRole'),
  'USERS.NO_PUBLISHED_DOCUMENT': refuse(409, 'users.errors.noPublishedDocument'),
  'UPLOAD.EMPTY': invalid('form.picture', 'users.validation.pictureEmpty'),
  'UPLOAD.TOO_LARGE': invalid('form.picture', 'users.validation.pictureTooLarge'),
  'UPLOAD.UNSUPPORTED_TYPE': invalid('form.picture', 'users.validation.pictureType'),
});

/** The module's answer to a use case's result: `{ data }`, or the error table (api/respond.ts). */
export const respond = responder(usersError);
