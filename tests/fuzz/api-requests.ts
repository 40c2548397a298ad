import type { Operation, Route, Schema } from '#tests/fixtures/openapi-samples.ts';
import { bodyCases } from './body-cases.ts';
import type { FuzzRequest } from './sender.ts';
import { BAD_IDS, BAD_QUERY_VALUES, HOSTILE_HEADERS, HOSTILE_ORIGINS } from './values.ts';

/** Writes that take no CSRF token: the browser log and the signed webhook. */
const CSRF_EXEMPT = ['/api/logging', '/api/stripe/webhook'];
/**
 * Every request the fuzz suite sends to one operation as one caller
 * (docs/decisions/031-fuzz-suite.md): each body case on the valid URL, then each path parameter
 * and each query parameter replaced by hostile values, then hostile headers.
 */

/** The id to put in a path or query parameter, by `<resource>.<name>` or `?<name>`. */
export type IdOf = (key: string) => string;

const parameterKey = (path: string, name: string, where: string) => {
  if (where === 'query') return `?${name}`;
  const segments = path.split('/');
  return `${segments[segments.indexOf(`{${name}}`) - 1] ?? ''}.${name}`;
};

// A DELETE must not remove what the rest of the run needs (the caller's account, the shared
// client): its valid URL names a record that does not exist.
const THROW_AWAY = 'f3c1c9a0-5b7e-4c1d-9f6e-2a4b8c0d1e2f';

/** The valid URL, with `replace` putting a raw value in one parameter. */
const urlOf = (route: Route, idOf: IdOf, replace?: { name: string; value: string }): string => {
  let path = route.path;
  const query: string[] = [];
  for (const parameter of route.operation.parameters ?? []) {
    const key = parameterKey(route.path, parameter.name, parameter.in);
    const replaced = replace?.name === parameter.name ? replace.value : undefined;
    if (parameter.in === 'path') {
      const id = route.method === 'DELETE' ? THROW_AWAY : idOf(key);
      path = path.replace(`{${parameter.name}}`, replaced ?? encodeURIComponent(id));
    } else if (parameter.in === 'query' && (parameter.required || replaced !== undefined)) {
      query.push(`${parameter.name}=${replaced ?? encodeURIComponent(idOf(key))}`);
    }
  }
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
};

const isWrite = (method: string) => method !== 'GET';

/** The requests of one operation as one caller; `full` false sends the first few only. */
export const requestsFor = (
  route: Route,
  idOf: IdOf,
  resolve: (schema: Schema) => Schema,
  full: boolean,
): FuzzRequest[] => {
  const { method } = route;
  const operation: Operation = route.operation;
  const url = urlOf(route, idOf);
  const bodies = method === 'GET' ? [{ label: 'valid' }] : bodyCases(operation, resolve);
  const requests: FuzzRequest[] = bodies.map((body) => ({ ...body, method, url }));
  if (!full) return requests.filter((request) => !request.page).slice(0, 3);
  const valid = requests[0] ?? { label: 'valid', method, url };
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const values = parameter.in === 'path' ? BAD_IDS : BAD_QUERY_VALUES;
    for (const [label, value] of Object.entries(values)) {
      requests.push({
        ...valid,
        label: `${parameter.name}: ${label}`,
        url: urlOf(route, idOf, { name: parameter.name, value }),
      });
    }
    if (parameter.in === 'query') {
      const twice = `${url}${url.includes('?') ? '&' : '?'}${parameter.name}=a&${parameter.name}=b`;
      requests.push({ ...valid, label: `${parameter.name}: twice`, url: twice });
    }
  }
  if (isWrite(method)) {
    for (const [label, origin] of Object.entries(HOSTILE_ORIGINS)) {
      requests.push({
        ...valid,
        label: `Origin ${label}`,
        headers: { origin },
        // The browser log endpoint takes writes from anywhere (decision 030); the payment
        // provider's webhook is signed instead (decision 069).
        expect: CSRF_EXEMPT.includes(route.path) ? undefined : 'csrf',
      });
    }
    requests.push({ ...valid, label: 'no CSRF token', headers: { 'x-csrf-token': '' } });
  }
  for (const [label, headers] of Object.entries(HOSTILE_HEADERS)) {
    requests.push({ ...valid, label, headers: { ...valid.headers, ...headers } });
  }
  return requests;
};
