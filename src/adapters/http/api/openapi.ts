import { createRoute, OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi';

type Responses = RouteConfig['responses'];
import type { Context } from 'hono';
import type { Action } from '#domain/access/policy.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { authorize, type AuthorizeOptions } from '#adapters/http/middleware/authorize.ts';
import { issueMessage } from '#adapters/http/validation/issue-message.ts';
import { invalidFields, type ErrorStatus } from './errors.ts';
import { IdParams } from './params.ts';
import { operationIdOf, securityOf } from './openapi-contract.ts';

export const ErrorSchema = z
  .object({
    message: z.string().openapi({ example: 'The requested resource does not exist.' }),
    code: z.string().openapi({ example: 'NOT_FOUND' }),
  })
  .openapi('Error');

export const ValidationErrorSchema = z
  .object({
    message: z.string(),
    code: z.literal('VALIDATION_ERROR'),
    issues: z.array(
      z.object({
        path: z.string().openapi({ example: 'body.email' }),
        message: z.string(),
      }),
    ),
  })
  .openapi('ValidationError');

const errorDescriptions: Record<ErrorStatus, string> = {
  400: 'The request does not match the schema',
  401: 'Not signed in',
  403: 'Not allowed for this account',
  404: 'Not found (or belongs to another dealership)',
  409: 'Not allowed in the current state',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Refused by a business rule',
  429: 'Too many requests',
  500: 'Unexpected server error',
  503: 'Not ready (`NOT_READY`), or out of time (`DATABASE.BUSY`, `TIMEOUT`; decision 042)',
};

const json = <S extends z.ZodType>(schema: S) => ({ 'application/json': { schema } });

/** The success body of every /api route: `{ data }` (docs/spec/product-spec.md section 7). */
const dataEnvelope = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

export type RouteInput = Omit<RouteConfig, 'responses'> & {
  /** The policy table's action: adds the 401/403 answers, the check itself and `x-action`. */
  action?: Action;
  authorization?: AuthorizeOptions;
  /** Auth.js-shaped endpoints answer their own bodies, without the `{ data }` envelope. */
  envelope?: false;
  success:
    | { status?: 200 | 201; description: string; schema: z.ZodType }
    | { status: 204; description: string };
  /** Error statuses this route can answer besides 400 (validation), 500 and 503, always declared. */
  errors?: readonly Exclude<ErrorStatus, 400 | 500>[];
};

/**
 * Declares a route with every response it can give, so the OpenAPI document is complete: the success
 * body in its `{ data }` envelope, the validation error, the listed business errors, the 500 and the
 * 503 (the database or the request out of time).
 */
const defineRoute = <const R extends RouteInput>({
  success,
  errors = [],
  action,
  authorization,
  envelope,
  ...config
}: R) => {
  const responses: Responses = {
    400: { description: errorDescriptions[400], content: json(ValidationErrorSchema) },
  };
  responses[success.status ?? 200] =
    'schema' in success
      ? {
          description: success.description,
          content: json(envelope === false ? success.schema : dataEnvelope(success.schema)),
        }
      : { description: success.description };
  const statuses: ErrorStatus[] = action ? [...errors, 401, 403, 500, 503] : [...errors, 500, 503];
  for (const status of statuses) {
    responses[status] = { description: errorDescriptions[status], content: json(ErrorSchema) };
  }
  const rest = config as Omit<R, 'success' | 'errors' | 'action' | 'authorization' | 'envelope'>;
  return createRoute({
    operationId: operationIdOf(config.method, config.path),
    security: securityOf(config.method, action),
    ...rest,
    middleware: action ? authorize(action, authorization) : undefined,
    'x-action': action,
    responses,
  });
};

/**
 * What zod refused, in that shape: each issue at `target.path`, its message from our catalogues
 * (issueMessage, the one error map); `input` is what was validated.
 */
export const validationError = (
  c: Context<AppEnv>,
  error: z.ZodError,
  target: string,
  input: unknown,
) =>
  invalidFields(
    c,
    error.issues.map((issue) => ({
      path: [target, ...issue.path.map(String)].join('.'),
      message: issueMessage(c.get('t'), issue, input),
    })),
  );

/** Every API router starts here so the validation hook is the same everywhere. */
export const createApiRouter = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      // The validator hands the value it checked as `data` (absent from its types); without it, a
      // missing field would read as one of the wrong type.
      const input = 'data' in result ? result.data : undefined;
      if (!result.success) return validationError(c, result.error, result.target, input);
      return undefined;
    },
  });

/** A path with the one `{id}` parameter of the API. */
type IdPath = `${string}{id}${string}`;

/** What a route of `apiRoutes` declares besides its method, path, tag and action. */
type TaggedInput = Omit<RouteInput, 'method' | 'path' | 'tags' | 'action'>;

type RequestOf<R> = R extends { request: infer Q } ? Q : object;

/** The request of a route of `apiRoutes`: a path with `{id}` takes `IdParams`. */
type TaggedRequest<P extends string, R> = P extends IdPath
  ? { params: typeof IdParams } & RequestOf<R>
  : RequestOf<R>;

/**
 * The routes of one OpenAPI tag (one module router): `routes.get(path, action, route)` and likewise
 * for post, put and delete, `action` the policy table's (or `'public'` for a route anyone may call);
 * `defaults` holds what all of them declare alike (the Auth.js-shaped bodies of /api/auth).
 * Every `{id}` is `IdParams` (docs/ARCHITECTURE.md, "Requests"), so a path with `{id}` takes it
 * and may answer 404 without saying so.
 */
export const apiRoutes = (tag: string, defaults: Pick<RouteInput, 'envelope'> = {}) => {
  const tags = [tag];
  const method =
    <const M extends 'get' | 'post' | 'put' | 'delete'>(verb: M) =>
    <const P extends string, const R extends TaggedInput>(
      path: P,
      action: Action | 'public',
      { request, errors = [], ...route }: R,
    ) => {
      const byId = path.includes('{id}');
      const params = byId ? { params: IdParams, ...request } : request;
      return defineRoute({
        method: verb,
        path,
        tags,
        ...defaults,
        ...(route as Omit<R, 'request' | 'errors'>),
        action: action === 'public' ? undefined : action,
        request: params as TaggedRequest<P, R>,
        errors: byId && !errors.includes(404) ? [...errors, 404] : errors,
      });
    };
  return { get: method('get'), post: method('post'), put: method('put'), delete: method('delete') };
};
