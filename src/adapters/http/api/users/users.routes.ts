import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { UserRecord } from '#application/ports/user-store.port.ts';
import type { GetPsychometricProfile } from '#application/psychometrics/get-psychometric-profile.ts';
import type { makeCreateUser } from '#application/users/create-user.ts';
import type { makeDeleteUser } from '#application/users/delete-user.ts';
import type { makeGetUser } from '#application/users/get-user.ts';
import type { makeListBpms } from '#application/users/list-bpms.ts';
import type { makeListUsers } from '#application/users/list-users.ts';
import type { makeSendAppLinks } from '#application/users/send-app-links.ts';
import type { makeSetUserLanguage } from '#application/users/set-user-language.ts';
import type { makeSetUserPicture } from '#application/users/set-user-picture.ts';
import type { makeSignDocument } from '#application/users/sign-document.ts';
import type { makeUpdateUser } from '#application/users/update-user.ts';
import { MEMBER_ROLES } from '#domain/access/members.ts';
import type { Role } from '#domain/access/roles.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import {
  PsychometricUserFields,
  toStateBody,
} from '#adapters/http/api/psychometrics/psychometrics.schemas.ts';
import { respond } from './users.errors.ts';
import {
  AppLinksSentSchema,
  ConcessionQuery,
  CreateUserBody,
  DeletedSchema,
  LanguageBody,
  PictureForm,
  SignDocumentBody,
  toUserBody,
  UpdateUserForm,
  UserSchema,
} from './users.schemas.ts';
import { jsonBody, multipartBody } from '#adapters/http/api/forms.ts';

export type UserRouteDeps = {
  listUsers: ReturnType<typeof makeListUsers>;
  listBpms: ReturnType<typeof makeListBpms>;
  getUser: ReturnType<typeof makeGetUser>;
  createUser: ReturnType<typeof makeCreateUser>;
  updateUser: ReturnType<typeof makeUpdateUser>;
  deleteUser: ReturnType<typeof makeDeleteUser>;
  setUserPicture: ReturnType<typeof makeSetUserPicture>;
  setUserLanguage: ReturnType<typeof makeSetUserLanguage>;
  signDocument: ReturnType<typeof makeSignDocument>;
  sendAppLinks: ReturnType<typeof makeSendAppLinks>;
  /** The personality test's answers and profile, shown with one account (psychometrics module). */
  getPsychometricProfile: GetPsychometricProfile;
};

const users = apiRoutes('Users');
const UserList = z.array(UserSchema);

/** The account lists differ only by the roles they show (and their action). */
const listRoute = (
  path: string,
  action: 'users.list' | 'users.kioskAccounts.read' | 'users.owner.read' | 'users.bpm.read',
  summary: string,
) =>
  users.get(path, action, {
    summary,
    request: { query: ConcessionQuery },
    success: { description: 'The accounts, by name', schema: UserList },
    errors: [404],
  });

const listMembersRoute = listRoute(
  '/api/users',
  'users.list',
  'The members (owners, administrators, advisors) of a dealership, or of every dealership reached',
);
const listClientKiosksRoute = listRoute(
  '/api/users/client',
  'users.kioskAccounts.read',
  'The client kiosk account of a dealership (or of every dealership reached)',
);
const listServiceKiosksRoute = listRoute(
  '/api/users/service',
  'users.kioskAccounts.read',
  'The service kiosk account of a dealership (or of every dealership reached)',
);
const listOwnersRoute = listRoute(
  '/api/users/owner',
  'users.owner.read',
  'The owners of a dealership (or of every dealership reached)',
);
const listBpmsRoute = listRoute(
  '/api/users/bpm',
  'users.bpm.read',
  'The Best Pairing managers assigned to a dealership (or to any dealership reached)',
);

const getUserRoute = users.get('/api/users/{id}', 'users.read', {
  summary: 'One account ("User (me)" fields plus contact details)',
  success: {
    description: 'The account, with its personality test and profile',
    schema: UserSchema.extend(PsychometricUserFields).openapi('UserDetail'),
  },
});

const createUserRoute = users.post('/api/users', 'users.create', {
  summary: 'Create a member; they receive an email to create their password',
  request: { body: jsonBody(CreateUserBody) },
  success: { status: 201, description: 'The new account', schema: UserSchema },
  errors: [404, 409, 429],
});

/** The answer of a change of one account: the account as it is now. */
const updated = { description: 'The updated account', schema: UserSchema };

/** A form that may carry a picture: too large (413) or not JPG or PNG (415), else the account. */
const withPicture = <F extends Parameters<typeof multipartBody>[0]>(form: F) => ({
  request: { body: multipartBody(form) },
  success: updated,
  errors: [413, 415] as const,
});

const updateUserRoute = users.put('/api/users/{id}', 'users.update', {
  summary: 'Update a member: names, phone, language, and optionally the picture and the role',
  ...withPicture(UpdateUserForm),
  errors: [403, 409, 413, 415] as const,
});

const deleteUserRoute = users.delete('/api/users/{id}', 'users.delete', {
  summary: 'Delete a member (kept for statistics) and end all their sessions',
  success: { description: 'Deleted', schema: DeletedSchema },
  errors: [409, 422],
});

const setPictureRoute = users.put('/api/users/{id}/picture', 'users.picture.write', {
  summary: 'Replace the profile picture (JPG or PNG, at most 2 MB)',
  ...withPicture(PictureForm),
});

const setLanguageRoute = users.put('/api/users/{id}/language', 'users.language.write', {
  summary: 'Choose the language of the app and of emails (own account)',
  // Switching language must work on the onboarding pages too.
  authorization: { allowedDuringOnboarding: true },
  request: { body: jsonBody(LanguageBody) },
  success: updated,
});

const signDocumentRoute = users.put('/api/users/{id}/contract', 'users.contract.sign', {
  summary: 'Accept the latest contract (or, for administrators, privacy policy); own account',
  authorization: { allowedDuringOnboarding: true },
  request: {
    body: { required: false, content: { 'application/json': { schema: SignDocumentBody } } },
  },
  success: updated,
  errors: [409, 422],
});

const sendAppLinksRoute = users.post('/api/users/{id}/app-links', 'users.appLinks.send', {
  summary:
    "Text the app's download links to the account's phone (a manager to a member, an advisor to themself); at most 2 a day per phone",
  success: { description: 'Queued for delivery', schema: AppLinksSentSchema },
  errors: [422, 429],
});

/** The caller and the account of the path (`/api/users/{id}...`). */
const onAccount = (c: Context<AppEnv, string, { out: { param: { id: string } } }>) => ({
  ...callerOf(c),
  userId: c.req.valid('param').id,
});

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());
const toUserBodies = (users: UserRecord[]) => users.map(toUserBody);

export const makeUserRoutes = (deps: UserRouteDeps) => {
  const list = (roles: readonly Role[]) => async (c: Context<AppEnv>) =>
    respond(
      c,
      await deps.listUsers({ ...callerOf(c), concessionId: c.req.query('concession'), roles }),
      toUserBodies,
    );
  /** One account with its personality test: getUser has checked the tenancy, the test is the same account's. */
  const withTest = async (user: UserRecord) => {
    const test = await deps.getPsychometricProfile(user.id);
    return test
      ? ok({ ...toUserBody(user), ...toStateBody(test) })
      : err({ code: 'USERS.NOT_FOUND' as const });
  };
  // Static paths first: `/api/users/client` must not be taken for the user id "client".
  return createApiRouter()
    .openapi(listMembersRoute, list(MEMBER_ROLES))
    .openapi(listClientKiosksRoute, list(['client']))
    .openapi(listServiceKiosksRoute, list(['service']))
    .openapi(listOwnersRoute, list(['owner']))
    .openapi(listBpmsRoute, async (c) => {
      const concessionId = c.req.valid('query').concession;
      return respond(c, await deps.listBpms({ ...callerOf(c), concessionId }), toUserBodies);
    })
    .openapi(getUserRoute, async (c) => {
      const found = await deps.getUser(onAccount(c));
      return respond(c, found.ok ? await withTest(found.value) : found, (user) => user);
    })
    .openapi(createUserRoute, async (c) => {
      const body = c.req.valid('json');
      const result = await deps.createUser({
        ...callerOf(c),
        email: body.email,
        role: body.role,
        concessionId: body.concession,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone ?? null,
        language: body.language ?? null,
      });
      return respond(c, result, toUserBody, 201);
    })
    .openapi(updateUserRoute, async (c) => {
      const form = c.req.valid('form');
      const picture = form.picture ? await bytesOf(form.picture) : undefined;
      const result = await deps.updateUser({
        ...onAccount(c),
        firstName: form.firstName,
        lastName: form.lastName,
        phone: form.phone ?? null,
        language: form.language,
        picture,
        role: form.role,
      });
      return respond(c, result, toUserBody);
    })
    .openapi(deleteUserRoute, async (c) => {
      const { id } = c.req.valid('param');
      return respond(c, await deps.deleteUser({ ...callerOf(c), userId: id }), () => ({ id }));
    })
    .openapi(setPictureRoute, async (c) => {
      const result = await deps.setUserPicture({
        ...onAccount(c),
        picture: await bytesOf(c.req.valid('form').picture),
      });
      return respond(c, result, toUserBody);
    })
    .openapi(setLanguageRoute, async (c) => {
      const result = await deps.setUserLanguage({
        ...onAccount(c),
        language: c.req.valid('json').language,
      });
      return respond(c, result, toUserBody);
    })
    .openapi(sendAppLinksRoute, async (c) =>
      respond(c, await deps.sendAppLinks(onAccount(c)), (sent) => ({ to: sent.phone })),
    )
    .openapi(signDocumentRoute, async (c) => {
      const result = await deps.signDocument({
        ...onAccount(c),
        kind: c.req.valid('json').kind,
      });
      return respond(c, result, toUserBody);
    });
};
