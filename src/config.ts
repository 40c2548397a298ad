import { z } from 'zod';
import { parseLicenceLinks } from '#domain/billing/provider-items.ts';

// Every setting the product reads from its environment, parsed once at start-up. A bad value stops
// the process with a message naming the variable, instead of failing later in a request.
const optionalSecret = z
  .string()
  .trim()
  .min(1)
  .optional()
  .or(z.literal('').transform(() => undefined));

const storeUrl = z
  .url({ protocol: /^https$/ })
  .optional()
  .or(z.literal('').transform(() => undefined));

const milliseconds = z.coerce.number().int().min(100).max(3_600_000);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  RUN_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  // A job worker that has not beaten for this long is dead: its jobs are released (decision 039).
  WORKER_STALE_AFTER_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  // Bounds on waits (docs/decisions/042-timeouts.md): a statement, a lock, a pooled connection, and
  // a request as a whole (above the first three, so a request's own wait answers first).
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds.default(10_000),
  DATABASE_LOCK_TIMEOUT_MS: milliseconds.default(5_000),
  DATABASE_POOL_WAIT_MS: milliseconds.default(5_000),
  // The requests' connections to a PostgreSQL server; unset, twice this machine's cores
  // (docs/decisions/132-pool-sized-to-the-cores.md).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  REQUEST_TIMEOUT_MS: milliseconds.default(30_000),
  // Demo accounts have a known password. Left unset: on the embedded database (a try-out), not on a
  // PostgreSQL server (a deployment); NODE_ENV has no say (docs/decisions/034-production-rendering.md).
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  // How many reverse proxies of ours append to X-Forwarded-For: `true` is one, `false` or 0 none
  // (the header is then ignored: clients could forge it). Decision 040.
  TRUST_PROXY: z
    .union([z.enum(['true', 'false']), z.string().regex(/^\d$/)])
    .default('false')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
  // docs/spec/decisions.md section 8: an `incomplete` payment counts as active when validation is skipped.
  SKIP_PAYMENT_VALIDATION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  STRIPE_SECRET_KEY: optionalSecret,
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  // Stripe's API; the local fake in tests (docs/decisions/069).
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  // The catalogue prices the Stripe billing portal offers, linked to our licence kinds:
  // `price_or_product_id=seller|supplementarySeller`, comma-separated (docs/decisions/103).
  STRIPE_LICENCE_PRICES: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const links = parseLicenceLinks(value);
      if (links === null) {
        ctx.addIssue({ code: 'custom', message: 'expected id=seller|supplementarySeller pairs' });
        return z.NEVER;
      }
      return links;
    }),
  // Without a token, emails stay in the local outbox (docs/spec/decisions.md section 10).
  POSTMARK_SERVER_TOKEN: optionalSecret,
  POSTMARK_FROM: z.email().optional(),
  // Postmark's API; a local fake in tests and staging.
  POSTMARK_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.postmarkapp.com'),
  // Where feedback from the apps goes (the "comment email", docs/spec/product-spec.md section 7).
  COMMENTS_EMAIL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.email().default('feedback@bestpairing.ca'),
  ),
  // Where support tickets go (the "support email", docs/decisions/071).
  SUPPORT_EMAIL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.email().default('support@bestpairing.ca'),
  ),
  // The app's store pages, sent by SMS with the download links (docs/decisions/097); unset, the
  // message links the product's sign-in page.
  APP_STORE_URL: storeUrl,
  GOOGLE_PLAY_URL: storeUrl,
  TWILIO_ACCOUNT_SID: optionalSecret,
  TWILIO_AUTH_TOKEN: optionalSecret,
  TWILIO_FROM: optionalSecret,
  // Twilio's API; a local fake in tests and staging.
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
});

export type Config = Omit<z.infer<typeof configSchema>, 'SEED_DEMO'> & {
  SEED_DEMO: boolean;
  publicUrl: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const parseConfig = (env: Record<string, string | undefined>): Config => {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.POSTMARK_SERVER_TOKEN && !config.POSTMARK_FROM) {
    throw new ConfigError(
      'Invalid configuration:\n  POSTMARK_FROM: required with POSTMARK_SERVER_TOKEN (the sender)',
    );
  }
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return { ...config, SEED_DEMO: config.SEED_DEMO ?? !config.DATABASE_URL, publicUrl };
};

const loadConfig = (): Config => parseConfig(process.env);

/** Entry points read the configuration here: a bad value ends the process with its message. */
export const loadConfigOrExit = (): Config => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
};
