import { z } from '@hono/zod-openapi';
import type { UserRecord } from '#application/ports/user-store.port.ts';
import { LICENCE_KINDS } from '#domain/access/licences.ts';
import { MEMBER_ROLES } from '#domain/access/members.ts';
import { ROLES } from '#domain/access/roles.ts';
import { LANGUAGES } from '#domain/locale/language.ts';
import { parsePhone } from '#domain/validation/phone.ts';
import { uploadUrl } from '#adapters/http/uploads.ts';
import { file, text } from '#adapters/http/validation/text.ts';
import { CsrfField, optionalFile } from '#adapters/http/api/forms.ts';
import { Id } from '#adapters/http/api/params.ts';

// Messages that are catalogue keys are translated into the caller's language by the validation hook.

export const Name = text({
  min: 1,
  max: 100,
  required: 'users.validation.name',
  tooLong: 'users.validation.name',
});
export const Language = z.enum(LANGUAGES, { error: 'users.validation.language' });

/** Any common way of typing a North American number; stored as its 10 digits. Empty: none. */
export const Phone = text({ max: 30, tooLong: 'users.validation.phone' })
  .transform((value, context) => {
    if (value === '') return null;
    const parsed = parsePhone(value);
    if (parsed.ok) return parsed.value;
    context.addIssue({ code: 'custom', message: 'users.validation.phone' });
    return z.NEVER;
  })
  .openapi({ type: 'string', example: '(514) 555-0123' });

/** A file field of a multipart form; its type and size are checked on its bytes afterwards. */
const IMAGE_FIELD = {
  type: 'string',
  format: 'binary',
  description: 'JPG or PNG, at most 2 MB',
} as const;
const ImageFile = file('users.validation.picture').openapi(IMAGE_FIELD);

export const ConcessionQuery = z.object({
  concession: Id.optional().openapi({
    param: { name: 'concession', in: 'query' },
    description: 'One dealership; without it, every dealership the caller reaches.',
  }),
});

export const UserSchema = z
  .object({
    id: z.uuid(),
    role: z.enum(ROLES),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable().openapi({ description: '10 digits', example: '5145550123' }),
    language: z.enum(LANGUAGES).nullable().openapi({
      description: "Null: not chosen, the dealership's language applies",
    }),
    pictureUrl: z.string().nullable(),
    hasPassword: z.boolean(),
    signedContract: z.boolean(),
    signedPrivacyPolicy: z.boolean(),
    profileNumber: z.number().int().nullable(),
    infoValidated: z.boolean(),
    withTheClient: z
      .uuid()
      .nullable()
      .openapi({ description: 'The walk-in client the advisor is with right now' }),
    showEndQuestionnaire: z.boolean(),
    concession: z.uuid().nullable(),
    psychometricQuestionnaire: z.object({ complete: z.boolean() }),
    lastSignInAt: z.iso.datetime({ offset: true }).nullable(),
    licence: z.enum(LICENCE_KINDS).nullable().openapi({
      description:
        'The dealership seat the account holds (docs/decisions/064); null: none (owners, BPMs, a member added before licences)',
    }),
  })
  .openapi('User');

export const CreateUserBody = z
  .object({
    // The address pattern leaves no room for NUL or a broken character.
    email: z.email({ error: 'users.validation.email' }).max(320, 'users.validation.email'),
    role: z.enum(MEMBER_ROLES, { error: 'users.validation.role' }),
    concession: Id.optional().openapi({ description: "Defaults to the caller's dealership" }),
    firstName: Name,
    lastName: Name,
    phone: Phone.optional(),
    language: Language.optional(),
  })
  .openapi('NewUser', {
    example: {
      email: 'new.seller@demo.test',
      role: 'seller',
      firstName: 'Camille',
      lastName: 'Roy',
      phone: '(514) 555-0199',
      language: 'fr',
    },
  });

/** The profile form; an empty file input keeps the current picture. */
export const UpdateUserForm = z
  .object({
    firstName: Name,
    lastName: Name,
    phone: Phone.optional(),
    language: Language,
    role: z.enum(MEMBER_ROLES, { error: 'users.validation.role' }).optional().openapi({
      description:
        "A member's new role, below the caller's own; their seat moves with it (409 when none of the new kind is free). Absent keeps it.",
    }),
    picture: optionalFile('users.validation.picture').openapi(IMAGE_FIELD),
    csrfToken: CsrfField,
  })
  .openapi('UserProfileForm', {
    example: { firstName: 'Camille', lastName: 'Roy', phone: '5145550199', language: 'fr' },
  });

export const PictureForm = z
  .object({ picture: ImageFile, csrfToken: CsrfField })
  .openapi('UserPictureForm', { example: { picture: '(binary)' } });

export const LanguageBody = z
  .object({ language: Language })
  .openapi('UserLanguage', { example: { language: 'en' } });

export const SignDocumentBody = z
  .object({
    kind: z
      .enum(['contract', 'privacyPolicy'], { error: 'users.validation.documentKind' })
      .optional()
      .openapi({
        description: 'Defaults to the document of the role: privacy policy for administrators',
      }),
  })
  .openapi('SignDocument', { example: {} });

export const DeletedSchema = z.object({ id: z.uuid() }).openapi('DeletedUser');

export const AppLinksSentSchema = z
  .object({
    to: z.string().openapi({ description: 'The phone texted, 10 digits', example: '5145550123' }),
  })
  .openapi('AppLinksSent');

/** The user as the API shows it: never the password hash, the picture as an address. */
export const toUserBody = (user: UserRecord): z.infer<typeof UserSchema> => ({
  id: user.id,
  role: user.role,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
  language: user.language,
  pictureUrl: user.picturePath ? uploadUrl(user.picturePath) : null,
  hasPassword: user.hasPassword,
  signedContract: user.signedContract,
  signedPrivacyPolicy: user.signedPrivacyPolicy,
  profileNumber: user.profileNumber,
  infoValidated: user.infoValidated,
  withTheClient: user.withTheClient,
  showEndQuestionnaire: user.showEndQuestionnaire,
  concession: user.concessionId,
  psychometricQuestionnaire: { complete: user.psychometricTestComplete },
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  licence: user.licence,
});
