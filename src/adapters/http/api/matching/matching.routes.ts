import { z } from '@hono/zod-openapi';
import type { SellerMatch, GetClientMatches } from '#application/matching/get-client-matches.ts';
import { DESCRIPTOR_KEYS, FACTORS } from '#domain/psychometrics/index.ts';
import { uploadUrl } from '#adapters/http/uploads.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { errorTable } from '#adapters/http/api/error-table.ts';
import { createApiRouter, defineRoute } from '#adapters/http/api/openapi.ts';
import { IdParams } from '#adapters/http/api/params.ts';

const MatchSchema = z
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

const matchingError = errorTable({
  NOT_FOUND: { status: 404, message: 'api.notFound' },
  'CLIENT.PROFILE_MISSING': { status: 409, message: 'psychometrics.api.profileMissing' },
});

const clientMatchesRoute = defineRoute({
  method: 'get',
  path: '/api/clients/{id}/matches',
  tags: ['Clients'],
  summary: "The dealership's available advisors, best match for this client first",
  description:
    'Available: advisor licence, completed test, heartbeat younger than 2 minutes (on site when the dealership configured its network), no sale in progress. Advisors who speak the client’s language come first, then by score, then least recently assigned.',
  action: 'clients.matches.read',
  request: { params: IdParams },
  success: {
    description: 'The ranking (empty when nobody is available)',
    schema: z.array(MatchSchema),
  },
  errors: [404, 409],
});

export const makeMatchingRoutes = (deps: { getClientMatches: GetClientMatches }) =>
  createApiRouter().openapi(clientMatchesRoute, async (c) => {
    const result = await deps.getClientMatches(c.req.valid('param').id, callerOf(c));
    return result.ok
      ? c.json({ data: result.value.map(toMatchBody) }, 200)
      : matchingError(c, result.error);
  });
