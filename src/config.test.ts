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
