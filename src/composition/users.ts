import { makeCreateInvite } from '#application/auth/invite.ts';
import { makeCreateUser } from '#application/users/create-user.ts';
import { makeDeleteUser } from '#application/users/delete-user.ts';
import { makeGetDocumentToSign } from '#application/users/get-document-to-sign.ts';
import { makeGetUser } from '#application/users/get-user.ts';
import { makeListBpms } from '#application/users/list-bpms.ts';
import { makeListMembers } from '#application/users/list-members.ts';
import { makeListUsers } from '#application/users/list-users.ts';
import { makeSendAppLinks } from '#application/users/send-app-links.ts';
import { makeResendInvite } from '#application/users/resend-invite.ts';
import { makeSetUserLanguage } from '#application/users/set-user-language.ts';
import { makeSetUserPicture } from '#application/users/set-user-picture.ts';
import { makeSignDocument } from '#application/users/sign-document.ts';
import { makeUpdateUser } from '#application/users/update-user.ts';
import type { Adapters } from './adapters.ts';
import type { Psychometrics } from './psychometrics.ts';

/** The Users calls, the onboarding signature pages and the uploaded pictures they show. */
export const buildUsers = (
  { stores, inTransaction, tokens, uploads: files, images, clock }: Adapters,
  psychometrics: Pick<Psychometrics, 'getPsychometricProfile'>,
) => {
  const { users, documents } = stores;
  return {
    listUsers: makeListUsers({ users }),
    listBpms: makeListBpms({ users }),
    getUser: makeGetUser({ users }),
    createUser: makeCreateUser({
      users,
      rateLimiter: stores.rateLimiter,
      inTransaction,
      createInvite: makeCreateInvite({ tokens, clock }),
      clock,
    }),
    updateUser: makeUpdateUser({ users, files, images, inTransaction, clock }),
    listMembers: makeListMembers({ users }),
    resendInvite: makeResendInvite({
      users,
      inTransaction,
      createInvite: makeCreateInvite({ tokens, clock }),
    }),
    sendAppLinks: makeSendAppLinks({ users, inTransaction, clock }),
    deleteUser: makeDeleteUser({ users, inTransaction, clock }),
    setUserPicture: makeSetUserPicture({ users, files, images }),
    setUserLanguage: makeSetUserLanguage({ users }),
    signDocument: makeSignDocument({ users, documents, clock }),
    getDocumentToSign: makeGetDocumentToSign({ users, documents }),
    getPsychometricProfile: psychometrics.getPsychometricProfile,
  };
};
