import { PNG } from '#tests/fixtures/openapi-samples.ts';
import type { FuzzRequest } from './sender.ts';
import { BAD_IDS, HOSTILE_ORIGINS, TEXTS } from './values.ts';

/**
 * The page forms the fuzz suite posts to (docs/decisions/031-fuzz-suite.md): every POST route of
 * the app outside /api, with the fields its own page renders (read from the page's HTML), each
 * field mutated, and bodies that are not what they declare.
 */
export type PageForm = { fields: Map<string, string>; files: Set<string>; multipart: boolean };

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');

/** The forms of a page posting to `action`, merged: field names, their values, file fields. */
export const formsOf = (html: string, pagePath: string, action: string): PageForm => {
  const form: PageForm = { fields: new Map(), files: new Set(), multipart: false };
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const [, head = '', inner = ''] = match;
    const target = (attribute(head, 'action') ?? pagePath).split('?')[0];
    if (target !== action || !/method="post"/i.test(head)) continue;
    form.multipart ||= /multipart\/form-data/i.test(head);
    for (const [tag] of inner.matchAll(/<(input|select|textarea|button)\b[^>]*>/gi)) {
      const name = attribute(tag, 'name');
      if (!name || name === 'csrfToken') continue;
      if (attribute(tag, 'type') === 'file') form.files.add(name);
      else if (!form.fields.has(name)) form.fields.set(name, attribute(tag, 'value') ?? '');
    }
  }
  return form;
};

/** The path with its parameters filled: `ids` by parameter name, `part-1` for a part. */
export const fillPath = (path: string, idOf: (name: string) => string) =>
  path.replace(/:(\w+)(\{[^/]*\})?/g, (_all, name: string, pattern?: string) =>
    pattern?.startsWith('{part') ? 'part-1' : idOf(name),
  );

const FIELD_VALUES: Record<string, string | undefined> = {
  NUL: TEXTS.nul,
  huge: TEXTS.huge,
  'RTL and emoji': `${TEXTS.rtl ?? ''}${TEXTS.emoji ?? ''}`,
  injection: `${TEXTS.sql ?? ''}${TEXTS.html ?? ''}`,
  empty: '',
  missing: undefined,
};

/**
 * The fields tried on a form the crawl did not see (the page shows it only in another state: a
 * questionnaire not yet answered, a visit in progress): names the pages' forms use.
 */
const FALLBACK_FIELDS = ['accept', 'sequence', 'clientId', 'confirm', 'seller', 'message'];

const body = (form: PageForm, changes: Record<string, string | Blob | undefined>) => {
  const entries = [...form.fields].map(([key, value]) => [key, value] as [string, string | Blob]);
  for (const name of form.files)
    entries.push([name, new File([PNG], 'a.png', { type: 'image/png' })]);
  const values = new Map<string, string | Blob | undefined>([
    ...entries,
    ...Object.entries(changes),
  ]);
  if (form.multipart) {
    const data = new FormData();
    for (const [key, value] of values) if (value !== undefined) data.append(key, value);
    return { body: data };
  }
  const data = new URLSearchParams();
  for (const [key, value] of values) if (typeof value === 'string') data.append(key, value);
  return { body: data.toString(), contentType: 'application/x-www-form-urlencoded' };
};

/** Every request posted to one page form at `url` (its parameters filled). */
export const pageRequests = (
  route: string,
  url: string,
  form: PageForm,
  idOf: (name: string) => string,
): FuzzRequest[] => {
  const post = (label: string, changes: Record<string, string | Blob | undefined>) => ({
    label,
    method: 'POST',
    url,
    page: true,
    ...body(form, changes),
  });
  const requests: FuzzRequest[] = [post('valid', {})];
  const names = [...form.fields.keys()];
  for (const name of names.length > 0 ? names : FALLBACK_FIELDS) {
    for (const [label, value] of Object.entries(FIELD_VALUES)) {
      requests.push(post(`${name}: ${label}`, { [name]: value }));
    }
  }
  for (const name of form.files) {
    requests.push(
      post(`${name}: text named .png`, {
        [name]: new File(['<?php'], 'a.png', { type: 'image/png' }),
      }),
      post(`${name}: NUL file name`, {
        [name]: new File([PNG], 'a\u0000.png', { type: 'image/png' }),
      }),
      post(`${name}: over 2 MB`, {
        [name]: new File([new Uint8Array(2_200_000)], 'big.png', { type: 'image/png' }),
      }),
      post(`${name}: a text field`, { [name]: 'x' }),
    );
  }
  for (const [label, id] of Object.entries(BAD_IDS).slice(0, 6)) {
    if (!route.includes(':id')) break;
    requests.push({
      ...post(`id: ${label}`, {}),
      url: fillPath(route, (name) => (name === 'id' ? id : idOf(name))),
    });
  }
  const boundary = 'fuzzboundary';
  const valid = post('valid', {});
  requests.push(
    {
      ...valid,
      label: 'truncated multipart',
      body: `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc`,
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    {
      ...valid,
      label: 'malformed form',
      body: 'a=%&b=%ZZ&%00=1',
      contentType: 'application/x-www-form-urlencoded',
    },
    { ...valid, label: 'JSON body', body: '{"a":', contentType: 'application/json' },
    { ...valid, label: 'text body', body: 'x', contentType: 'text/plain' },
    {
      ...valid,
      label: 'too large',
      body: `a=${'x'.repeat(1_100_000)}`,
      contentType: 'application/x-www-form-urlencoded',
    },
    { ...valid, label: 'no CSRF token', headers: { 'x-csrf-token': '' } },
    ...Object.entries(HOSTILE_ORIGINS).map(([label, origin]) => ({
      ...valid,
      label: `Origin ${label}`,
      headers: { origin },
      expect: 'csrf' as const,
    })),
  );
  return requests;
};
