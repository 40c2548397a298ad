import { checkNewToken, TOKEN_PREFIX, type TokenInvalid } from '#domain/access/api-tokens.ts';
import type { Actor, Scope } from '#domain/access/policy.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { ApiTokenRecord, ApiTokenStore } from '#application/ports/api-token-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { EmailOutbox } from '#application/ports/email-outbox.port.ts';
import type { TokenService } from '#application/ports/token-service.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';

export type CreateApiTokenDeps = {
  inTransaction: UnitOfWork<{ apiTokens: ApiTokenStore; outbox: EmailOutbox }>;
  tokens: TokenService;
  clock: Clock;
};

/** Where the owner's email leads: their dealership's tokens. */
const OWNER_TOKENS_PAGE = '/owner/settings/api-tokens';

/**
 * POST /api/api-tokens (decision 054): a named token with a role scope at most the caller's and an
 * expiry; the secret is returned once and only its hash is stored (the session tokens' recipe).
 * The owners of the dealerships the token reaches are emailed, in the same transaction.
 */
export const makeCreateApiToken =
  (deps: CreateApiTokenDeps) =>
  async (
    input: { actor: Actor; scope: Scope } & {
      name: string;
      tokenScope: string;
      expiresInDays: number;
    },
  ): Promise<Result<{ token: ApiTokenRecord; secret: string }, TokenInvalid>> => {
    const now = deps.clock.now();
    const checked = checkNewToken({
      creatorRole: input.actor.role,
      name: input.name,
      scope: input.tokenScope,
      expiresInDays: input.expiresInDays,
      now,
    });
    if (!checked.ok) return checked;
    const issued = deps.tokens.issue();
    const { actor } = input;
    const reached = actor.concessionId
      ? [actor.concessionId]
      : actor.role === 'bpm'
        ? actor.assignedConcessionIds
        : [];
    const token = await deps.inTransaction(async ({ apiTokens, outbox }) => {
      const created = await apiTokens.create({
        lookupId: issued.id,
        secretHash: issued.secretHash,
        name: checked.value.name,
        scope: checked.value.scope,
        createdBy: actor.userId,
        concessionId: actor.concessionId,
        createdAt: now,
        expiresAt: checked.value.expiresAt,
      });
      for (const owner of await apiTokens.ownersOf(reached)) {
        await outbox.queue({
          template: 'apiTokenCreated',
          to: owner.email,
          language: owner.language,
          concessionId: owner.concessionId,
          params: {
            name: owner.name ?? owner.email,
            tokenName: created.name,
            scope: created.scope,
            creatorName: created.createdBy.name ?? created.createdBy.email,
            concessionName: owner.concessionName,
            expiresOn: created.expiresAt.toISOString().slice(0, 10),
            link: OWNER_TOKENS_PAGE,
          },
        });
      }
      return created;
    });
    return ok({ token, secret: `${TOKEN_PREFIX}${issued.token}` });
  };
