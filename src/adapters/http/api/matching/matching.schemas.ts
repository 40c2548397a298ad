import { z } from '@hono/zod-openapi';
import type { SellerMatch } from '#application/matching/get-client-matches.ts';
import { DESCRIPTOR_KEYS, FACTORS } from '#domain/psychometrics/index.ts';
import { uploadUrl } from '#adapters/http/uploads.ts';

export const MatchSchema = z
  .object({
    seller: z.object({
      id: z.uuid(),
      name: z.string(),
      photo: z.string().nullable().openapi({ description: 'URL of the profile picture' }),
      yearsOfExperience: z.number().int().nullable(),
      yearsInDealership: z.number().int().nullable(),
      hobbies: z.array(z.string()),
    }),
    score: z.number().int().min(0).max(100),
    speaksClientLanguage: z.boolean(),
    reasons: z.object({
      sharedTraits: z.array(z.object({ factor: z.enum(FACTORS), pole: z.enum(['high', 'low']) })),
      qualitiesMet: z.array(z.enum(DESCRIPTOR_KEYS)),
      commonHobbies: z.array(z.string()),
    }),
  })
  .openapi('SellerMatch');

const toMatchBody = ({ seller, score, speaksClientLanguage, reasons }: SellerMatch) => {
  const { picturePath, hobbies, ...card } = seller;
  return {
    seller: { ...card, photo: picturePath ? uploadUrl(picturePath) : null, hobbies: [...hobbies] },
    score,
    speaksClientLanguage,
    reasons: {
      sharedTraits: reasons.sharedTraits.map(({ factor, pole }) => ({ factor, pole })),
      qualitiesMet: [...reasons.qualitiesMet],
      commonHobbies: [...reasons.commonHobbies],
    },
  };
};

export const toMatchesBody = (matches: readonly SellerMatch[]) => matches.map(toMatchBody);
