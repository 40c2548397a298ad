/**
 * The hostile values the fuzz suite (docs/decisions/031-fuzz-suite.md) puts in every field, query
 * parameter and path parameter: text PostgreSQL cannot store, text that is hard to display, text
 * that attacks a query or a page, numbers out of any range, and values of the wrong type.
 */
export const TEXTS: Readonly<Record<string, string>> = {
  empty: '',
  blank: '   ',
  huge: 'x'.repeat(100_000),
  nul: 'a\u0000b',
  surrogate: 'a\ud800b',
  rtl: '\u202Eevil\u202C مرحبا שלום',
  emoji: '👩‍👩‍👧‍👦🚗💨',
  sql: "x'; drop table users; --",
  html: '<script>alert(1)</script><img src=x onerror=alert(1)>',
  path: '../../../etc/passwd',
  badId: 'not-an-id',
};

export const NUMBERS: Readonly<Record<string, number>> = {
  negative: -1,
  huge: 1e308,
  unsafe: 2 ** 63,
  fraction: 0.5,
};

export const WRONG_TYPES: Readonly<Record<string, unknown>> = {
  null: null,
  number: 42,
  text: '42',
  boolean: true,
  object: { nested: 'x' },
  array: ['x'],
};

/** The JSON type a wrong-type value has, to skip the one that is not wrong. */
export const jsonTypeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** What a path parameter (an id) is replaced with; already URL-encoded where needed. */
export const BAD_IDS: Readonly<Record<string, string>> = {
  'not an id': 'not-an-id',
  'nil uuid': '00000000-0000-0000-0000-000000000000',
  'unknown uuid': 'f3c1c9a0-5b7e-4c1d-9f6e-2a4b8c0d1e2f',
  sql: encodeURIComponent("1' or '1'='1"),
  nul: '%00',
  'bad escape': '%E0%A4%A',
  'lone surrogate': '%ED%A0%80',
  emoji: encodeURIComponent('🚗'),
  long: 'a'.repeat(2_000),
  negative: '-1',
  traversal: '..%2F..%2Fetc%2Fpasswd',
};

/** What a query parameter's value is replaced with, raw (percent-encoding included). */
export const BAD_QUERY_VALUES: Readonly<Record<string, string>> = {
  empty: '',
  nul: '%00',
  'bad escape': '%',
  'lone surrogate': '%ED%A0%80',
  huge: 'x'.repeat(5_000),
  negative: '-1',
  'huge number': '1e309',
  'not a number': 'NaN',
  sql: encodeURIComponent("1' or '1'='1"),
  html: encodeURIComponent('<script>alert(1)</script>'),
  'not an id': 'not-an-id',
};

/** Headers a write may carry that are not ours: each must be refused (403 CSRF), never a 500. */
export const HOSTILE_ORIGINS: Readonly<Record<string, string>> = {
  null: 'null',
  foreign: 'https://evil.example',
  'not a URL': 'not a url',
  'other scheme': 'file://localhost',
};

/** Forwarded addresses and other headers the server reads: ignored when they make no sense. */
export const HOSTILE_HEADERS: Readonly<Record<string, Record<string, string>>> = {
  'forwarded garbage': { 'x-forwarded-for': "unknown'); drop table users; --" },
  'forwarded huge': { 'x-forwarded-for': '1'.repeat(4_000) },
  'forwarded list': { 'x-forwarded-for': ', , ::ffff:999.1.1.1, 1.2.3.4' },
  'accept-language garbage': { 'accept-language': 'xx-;q=abc,,*;q=-1' },
  'session cookie garbage': { cookie: 'bp_session=%00%ZZ; bp_csrf=' + 'x'.repeat(3_000) },
};
