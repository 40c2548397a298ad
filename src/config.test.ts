import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('mail configuration', () => {
  it('keeps emails in the outbox without a Postmark token, and talks to Postmark’s API by default', () => {
    const config = parseConfig({});
    expect(config.POSTMARK_SERVER_TOKEN).toBeUndefined();
    expect(config.POSTMARK_API_URL).toBe('https://api.postmarkapp.com');
  });

  it('refuses a Postmark token without a sender, naming the variable', () => {
    expect(() => parseConfig({ POSTMARK_SERVER_TOKEN: 'token' })).toThrow(ConfigError);
    expect(() => parseConfig({ POSTMARK_SERVER_TOKEN: 'token' })).toThrow('POSTMARK_FROM');
    expect(
      parseConfig({ POSTMARK_SERVER_TOKEN: 'token', POSTMARK_FROM: 'no-reply@bestpairing.test' })
        .POSTMARK_FROM,
    ).toBe('no-reply@bestpairing.test');
  });
});

describe('feedback address', () => {
  it('sends comments to the platform team, by default or where configured', () => {
    expect(parseConfig({}).COMMENTS_EMAIL).toBe('feedback@bestpairing.ca');
    expect(parseConfig({ COMMENTS_EMAIL: '' }).COMMENTS_EMAIL).toBe('feedback@bestpairing.ca');
    expect(parseConfig({ COMMENTS_EMAIL: 'team@dealer.test' }).COMMENTS_EMAIL).toBe(
      'team@dealer.test',
    );
    expect(() => parseConfig({ COMMENTS_EMAIL: 'not an address' })).toThrow('COMMENTS_EMAIL');
  });
});

describe('demo data', () => {
  const SERVER = 'postgres://postgres@127.0.0.1:5432/best_pairing';

  it('is created on the embedded database, not on a PostgreSQL server, unless told', () => {
    expect(parseConfig({}).SEED_DEMO).toBe(true);
    expect(parseConfig({ DATABASE_URL: SERVER }).SEED_DEMO).toBe(false);
    expect(parseConfig({ DATABASE_URL: SERVER, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(parseConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('does not follow NODE_ENV, which only picks the libraries’ production builds', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production', DATABASE_URL: SERVER }).SEED_DEMO).toBe(false);
  });
});

describe('timeouts (docs/decisions/042-timeouts.md)', () => {
  it('bound statements, locks, the pool wait and requests by default', () => {
    const config = parseConfig({});
    expect(config.DATABASE_STATEMENT_TIMEOUT_MS).toBe(10_000);
    expect(config.DATABASE_LOCK_TIMEOUT_MS).toBe(5_000);
    expect(config.DATABASE_POOL_WAIT_MS).toBe(5_000);
    expect(config.REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('take milliseconds from the environment and refuse a bound under 100 ms, naming it', () => {
    expect(parseConfig({ DATABASE_LOCK_TIMEOUT_MS: '300' }).DATABASE_LOCK_TIMEOUT_MS).toBe(300);
    expect(() => parseConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow('REQUEST_TIMEOUT_MS');
    expect(() => parseConfig({ DATABASE_POOL_WAIT_MS: 'soon' })).toThrow('DATABASE_POOL_WAIT_MS');
  });
});

describe('the pool size (docs/decisions/132-pool-sized-to-the-cores.md)', () => {
  it('is left to the database adapter when unset, taken from the environment when set', () => {
    expect(parseConfig({}).DATABASE_POOL_SIZE).toBeUndefined();
    expect(parseConfig({ DATABASE_POOL_SIZE: '6' }).DATABASE_POOL_SIZE).toBe(6);
  });

  it('refuses no connection at all, a fraction or a word, naming the variable', () => {
    expect(() => parseConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE');
    expect(() => parseConfig({ DATABASE_POOL_SIZE: '2.5' })).toThrow('DATABASE_POOL_SIZE');
    expect(() => parseConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow('DATABASE_POOL_SIZE');
  });
});
