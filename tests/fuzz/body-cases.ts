import {
  PNG,
  sampleOf,
  typeOf,
  type Operation,
  type Schema,
} from '#tests/fixtures/openapi-samples.ts';
import { TEXTS, NUMBERS, WRONG_TYPES, jsonTypeOf } from './values.ts';

/**
 * The request bodies the fuzz suite sends to one operation (docs/decisions/031-fuzz-suite.md): the
 * sample its schema accepts, then every field mutated on top of it, then bodies that are not what
 * they declare.
 */
export type BodyCase = {
  label: string;
  body?: BodyInit;
  contentType?: string;
  /** A form post, answered as a page (a redirect or HTML), not as the API's JSON. */
  page?: boolean;
};

type Resolve = (schema: Schema) => Schema;
type Json = Record<string, unknown>;

const MISSING = Symbol('missing');

/** A copy of `value` with `path` set (or removed for MISSING). */
const withField = (value: Json, path: readonly string[], field: unknown): Json => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (rest.length === 0) {
    const others = Object.entries(value).filter(([key]) => key !== head);
    return Object.fromEntries(field === MISSING ? others : [...others, [head, field]]);
  }
  const copy: Json = { ...value };
  const inner = copy[head];
  copy[head] = withField(
    inner !== null && typeof inner === 'object' ? (inner as Json) : {},
    rest,
    field,
  );
  return copy;
};

/** The hostile values of one field, by the field's type. */
const fieldValues = (schema: Schema, sample: unknown): [string, unknown][] => {
  const type = typeOf(schema) ?? jsonTypeOf(sample);
  const wrong = Object.entries(WRONG_TYPES).filter(([, value]) => jsonTypeOf(value) !== type);
  const numbers = Object.entries(NUMBERS);
  if (type === 'string') return [...wrong, ...Object.entries(TEXTS)];
  if (type === 'integer' || type === 'number') return [...wrong, ...numbers];
  if (type === 'array') {
    return [
      ...wrong,
      ['array of null', [null]],
      ['array of NUL text', [TEXTS.nul]],
      ['array of lone surrogates', [TEXTS.surrogate]],
      [
        'huge array',
        Array.from({ length: 10_000 }, () => (Array.isArray(sample) ? sample[0] : 'x') ?? 'x'),
      ],
    ];
  }
  if (type === 'object') {
    return [
      ...wrong,
      ['NUL key', { 'a\u0000': 'x' }],
      ['surrogate key', { '\ud800': 'x' }],
      ['hostile values', { a: TEXTS.nul, b: TEXTS.surrogate, c: TEXTS.huge }],
    ];
  }
  return wrong;
};

/** Every field path of a JSON schema, one level into nested objects. */
const fieldsOf = (schema: Schema, resolve: Resolve, prefix: string[] = []): [string[], Schema][] =>
  Object.entries(resolve(schema).properties ?? {}).flatMap(([key, field]) => {
    const path = [...prefix, key];
    const resolved = resolve(field);
    const nested =
      prefix.length === 0 && typeOf(resolved) === 'object' && resolved.properties
        ? fieldsOf(resolved, resolve, path)
        : [];
    return [[path, resolved] as [string[], Schema], ...nested];
  });

const json = (label: string, value: unknown, contentType = 'application/json'): BodyCase => ({
  label,
  body:
    typeof value === 'string'
      ? value
      : value instanceof Uint8Array
        ? new Blob([value as Uint8Array<ArrayBuffer>])
        : JSON.stringify(value),
  contentType,
});

const jsonCases = (schema: Schema, resolve: Resolve): BodyCase[] => {
  const sample = (sampleOf(schema, resolve) ?? {}) as Json;
  const cases: BodyCase[] = [json('valid sample', sample)];
  for (const [path, field] of fieldsOf(schema, resolve)) {
    const name = path.join('.');
    const current = path.reduce<unknown>(
      (value, key) => (value as Json | undefined)?.[key],
      sample,
    );
    if (current !== undefined)
      cases.push(json(`${name}: missing`, withField(sample, path, MISSING)));
    for (const [label, value] of fieldValues(field, current)) {
      cases.push(json(`${name}: ${label}`, withField(sample, path, value)));
    }
  }
  const raw = JSON.stringify(sample);
  return [
    ...cases,
    json('extra field', { ...sample, unexpected: TEXTS.nul }),
    json(
      'prototype pollution',
      `{"__proto__":{"role":"prAdmin"},"constructor":{"prototype":{}},${raw.slice(1)}`,
    ),
    json('malformed JSON', '{"a":'),
    json(
      'invalid UTF-8',
      Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    ),
    json('empty body', ''),
    json('JSON null', 'null'),
    json('JSON array', [sample]),
    json('JSON string', '"x"'),
    json('JSON number', '-1e999'),
    json('deep nesting', '['.repeat(100_000) + ']'.repeat(100_000)),
    json('too large', { ...sample, padding: 'x'.repeat(1_100_000) }),
    json('wrong media type', raw, 'text/plain'),
    json('unknown charset', raw, 'application/json; charset=ebcdic'),
    json('multipart claimed', raw, 'multipart/form-data; boundary=nothing'),
  ];
};

const stringOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A multipart form (fields as strings, binary fields as a small PNG) with `changes` applied. */
const formData = (sample: Json, binaries: Set<string>, changes: Record<string, unknown>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries({ ...sample, ...changes })) {
    if (value === MISSING) continue;
    if (value instanceof Blob) data.append(key, value);
    else if (binaries.has(key) && !(key in changes)) data.append(key, new File([PNG], 'a.png'));
    else data.append(key, stringOf(value));
  }
  return data;
};

const multipartCases = (schema: Schema, resolve: Resolve): BodyCase[] => {
  const resolved = resolve(schema);
  const properties = resolved.properties ?? {};
  const binaries = new Set(
    Object.keys(properties).filter((key) => resolve(properties[key] ?? {}).format === 'binary'),
  );
  const sample = {
    ...((sampleOf({ ...resolved, example: undefined }, resolve) ?? {}) as Json),
    ...((resolved.example ?? {}) as Json),
  };
  const cases: BodyCase[] = [{ label: 'valid sample', body: formData(sample, binaries, {}) }];
  for (const key of Object.keys(properties)) {
    const add = (label: string, value: unknown) =>
      cases.push({ label: `${key}: ${label}`, body: formData(sample, binaries, { [key]: value }) });
    add('missing', MISSING);
    if (binaries.has(key)) {
      add('text instead of a file', 'x');
      add('empty file', new File([], 'empty.png', { type: 'image/png' }));
      add('text named .png', new File(['<?php echo 1; ?>'], 'a.png', { type: 'image/png' }));
      add('NUL file name', new File([PNG], 'a\u0000.png', { type: 'image/png' }));
      add('traversal file name', new File([PNG], '../../../etc/passwd', { type: 'image/png' }));
      add('huge file name', new File([PNG], `${'x'.repeat(5_000)}.png`, { type: 'image/png' }));
    } else {
      for (const [label, value] of Object.entries(TEXTS)) add(label, value);
      add('negative', '-1');
      add('a file', new File([PNG], 'a.png', { type: 'image/png' }));
    }
  }
  const boundary = 'fuzzboundary';
  return [
    ...cases,
    {
      label: 'truncated multipart',
      body: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc`,
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    { label: 'multipart without boundary', body: 'x', contentType: 'multipart/form-data' },
    json('JSON instead of multipart', sample),
  ];
};

/** Form posts (what a page sends) to a route that also takes JSON: answered as a page. */
const formCases = (schema: Schema, resolve: Resolve): BodyCase[] => {
  const sample = (sampleOf(schema, resolve) ?? {}) as Json;
  const form = (label: string, changes: Json) => ({
    label: `form: ${label}`,
    body: new URLSearchParams(
      Object.entries({ ...sample, ...changes }).map(([k, v]) => [k, stringOf(v)]),
    ).toString(),
    contentType: 'application/x-www-form-urlencoded',
    page: true,
  });
  const keys = Object.keys(resolve(schema).properties ?? {});
  return [
    form('valid sample', {}),
    ...keys.flatMap((key) => [
      form(`${key}: NUL`, { [key]: TEXTS.nul }),
      form(`${key}: huge`, { [key]: TEXTS.huge }),
    ]),
    { ...form('bad escape', {}), body: 'a=%&b=%ZZ' },
  ];
};

export const bodyCases = (operation: Operation, resolve: Resolve): BodyCase[] => {
  const content = operation.requestBody?.content ?? {};
  const cases: BodyCase[] = [];
  if (content['application/json'])
    cases.push(...jsonCases(content['application/json'].schema, resolve));
  if (content['multipart/form-data']) {
    cases.push(...multipartCases(content['multipart/form-data'].schema, resolve));
  }
  const form = content['application/x-www-form-urlencoded'];
  if (form) cases.push(...formCases(form.schema, resolve));
  if (cases.length === 0) {
    // No body documented: one arrives anyway.
    cases.push(
      { label: 'no body', body: undefined },
      json('unexpected body', { a: TEXTS.nul }),
      json('malformed body', '{'),
    );
  }
  return cases;
};
