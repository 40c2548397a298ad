import { z } from '@hono/zod-openapi';
import type { SellerView } from '#application/sellers/seller-view.ts';
import { HOBBIES } from '#domain/access/hobbies.ts';
import { DESCRIPTOR_KEYS } from '#domain/psychometrics/index.ts';
import { LANGUAGES } from '#domain/locale/language.ts';
import { uploadUrl } from '#adapters/http/uploads.ts';
import { text } from '#adapters/http/validation/text.ts';
import { Id } from '#adapters/http/api/params.ts';

const Timestamp = z.iso.datetime({ offset: true });
const YearMonth = z.object({
  year: z.number().int().nullable(),
  month: z.number().int().min(1).max(12).nullable(),
});

export const SellerSchema = z
  .object({
    id: z.uuid(),
    concession: z.uuid(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    photo: z.string().nullable().openapi({ description: 'URL of the profile picture' }),
    hobbies: z.array(z.string()),
    spokenLanguages: z.array(z.enum(LANGUAGES)),
    experience: z.object({
      carSellerStartedAt: YearMonth,
      concessionSellerStartedAt: YearMonth,
    }),
    yearsOfExperience: z.number().int().nullable(),
    yearsInDealership: z.number().int().nullable(),
    profileNumber: z.number().int().nullable(),
    descriptors: z.array(z.enum(DESCRIPTOR_KEYS)),
    statisticsStatus: z.enum(['notGranted', 'requested', 'granted']),
    showEndQuestionnaire: z.boolean(),
    signedContract: z.boolean(),
    lastConnection: Timestamp.nullable().openapi({
      description: 'The last heartbeat from the dealership’s network',
    }),
    connected: z.boolean().openapi({ description: 'A heartbeat in the last 2 minutes' }),
    available: z
      .boolean()
      .openapi({ description: 'Can be given a client now (docs/spec/decisions.md section 4)' }),
  })
  .openapi('Seller');

export const toSellerBody = (seller: SellerView) => ({
  id: seller.id,
  concession: seller.concessionId,
  name: [seller.firstName, seller.lastName].filter(Boolean).join(' '),
  firstName: seller.firstName,
  lastName: seller.lastName,
  photo: seller.picturePath ? uploadUrl(seller.picturePath) : null,
  hobbies: [...seller.hobbies],
  spokenLanguages: [...seller.spokenLanguages],
  experience: {
    carSellerStartedAt: seller.carSellerStarted,
    concessionSellerStartedAt: seller.concessionSellerStarted,
  },
  yearsOfExperience: seller.yearsOfExperience,
  yearsInDealership: seller.yearsInDealership,
  profileNumber: seller.profileNumber,
  descriptors: [...seller.descriptors],
  statisticsStatus: seller.statisticsStatus,
  showEndQuestionnaire: seller.showEndQuestionnaire,
  signedContract: seller.signedContract,
  lastConnection: seller.lastOnSiteHeartbeatAt?.toISOString() ?? null,
  connected: seller.connected,
  available: seller.available,
});

const repeatedIds = z
  .union([Id, z.array(Id)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional()
  .openapi({ description: 'Only these advisors (repeat the parameter)' });

export const ListSellersQuery = z.object({
  all: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .openapi({ description: 'Every advisor; by default only those available now' }),
  concession: Id.optional().openapi({ description: 'One dealership among those reached' }),
  ids: repeatedIds,
});

// The domain checks every rule (decision 021), so a wrong year or hobby gets its message by field.
const StartMonthInput = z.object({
  year: z.number().nullable().openapi({ description: 'From 1950 to this year' }),
  month: z.number().nullable().openapi({ description: '1 to 12' }),
});
export const SellerProfileBody = z
  .object({
    experience: z.object({
      carSellerStartedAt: StartMonthInput,
      concessionSellerStartedAt: StartMonthInput.openapi({
        description: 'Not before carSellerStartedAt; neither date in the future',
      }),
    }),
    hobbies: z
      .array(text({ max: 40 }))
      .max(HOBBIES.length)
      .openapi({ description: `Exactly 3 of: ${HOBBIES.join(', ')}` }),
    signedContract: z.boolean().optional().openapi({
      description:
        'Must match the account: the contract is signed with PUT /api/users/{id}/contract',
    }),
  })
  .openapi('SellerProfileUpdate', {
    example: {
      experience: {
        carSellerStartedAt: { year: 2015, month: 4 },
        concessionSellerStartedAt: { year: 2021, month: 9 },
      },
      hobbies: ['music', 'travel', 'cooking'],
    },
  });

export const ConfirmAvailabilityBody = z.object({ clientId: Id.optional() }).strict();

export const ShowEndQuestionnaireBody = z
  .object({ showEndQuestionnaire: z.boolean() })
  .openapi('ShowEndQuestionnaire', { example: { showEndQuestionnaire: true } });
