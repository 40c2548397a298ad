import type { CreateUserError } from '#application/users/create-user.ts';
import type { DeleteUserError } from '#application/users/delete-user.ts';
import type { SignDocumentError } from '#application/users/sign-document.ts';
import type { UpdateUserError } from '#application/users/update-user.ts';
import { errorTable } from '#adapters/http/api/error-table.ts';
import { responder } from '#adapters/http/api/respond.ts';

type UsersErrorCode = (
  CreateUserError | DeleteUserError | SignDocumentError | UpdateUserError
)['code'];

/** Every business error of the Users calls, answered one way (statuses declared on each route). */
const usersError = errorTable<UsersErrorCode>({
  'USERS.NOT_FOUND': { status: 404, message: 'users.errors.notFound' },
  'USERS.CONCESSION_NOT_FOUND': { status: 404, message: 'users.errors.concessionNotFound' },
  'USERS.CONCESSION_REQUIRED': {
    status: 400,
    field: 'json.concession',
    message: 'users.errors.concessionRequired',
  },
  'USERS.ROLE_NOT_ALLOWED': { status: 403, message: 'users.errors.roleNotAllowed' },
  'USERS.MEMBER_NOT_MANAGEABLE': { status: 403, message: 'users.errors.memberNotManageable' },
  'USERS.EMAIL_IN_USE': { status: 409, message: 'users.errors.emailInUse' },
  'USERS.RATE_LIMITED': { status: 429, message: 'api.rateLimited' },
  'USERS.CANNOT_DELETE_SELF': { status: 422, message: 'users.errors.cannotDeleteSelf' },
  'USERS.LAST_OWNER': { status: 409, message: 'users.errors.lastOwner' },
  'USERS.DOCUMENT_NOT_FOR_ROLE': { status: 422, message: 'users.errors.documentNotForRole' },
  'USERS.NO_PUBLISHED_DOCUMENT': { status: 409, message: 'users.errors.noPublishedDocument' },
  'UPLOAD.EMPTY': { status: 400, field: 'form.picture', message: 'users.validation.pictureEmpty' },
  'UPLOAD.TOO_LARGE': {
    status: 400,
    field: 'form.picture',
    message: 'users.validation.pictureTooLarge',
  },
  'UPLOAD.UNSUPPORTED_TYPE': {
    status: 400,
    field: 'form.picture',
    message: 'users.validation.pictureType',
  },
});

/** The module's answer to a use case's result: `{ data }`, or the error table (api/respond.ts). */
export const respond = responder(usersError);
