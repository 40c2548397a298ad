import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createJsonLogger } from '#adapters/logging/json-logger.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { makeOnError } from '#adapters/http/error-handlers.ts';
import { makePageRenderer } from '#adapters/http/pages/render.ts';
import { requestTimeout } from './request-timeout.ts';

/** A handler slower than the bound, an API call, a page and an upload (docs/decisions/042-timeouts.md). */
const app = new Hono<AppEnv>();
const slow = () => new Promise((resolve) => setTimeout(resolve, 300));
app.use(requestTimeout(50));
app.get('/api/slow', async (c) => {
  await slow();
  return c.json({ data: 'late' });
});
app.get('/slow-page', async (c) => {
  await slow();
  return c.text('late');
});
app.post('/api/upload', async (c) => {
  await slow();
  return c.json({ data: 'stored' });
});
app.onError(
  makeOnError(
    makePageRenderer({ styles: [], scriptFor: () => undefined }),
    createJsonLogger({ level: 'silent' }),
  ),
);

describe('the request timeout', () => {
  it('answers an API call 503 TIMEOUT in the caller’s language, with Retry-After', async () => {
    const response = await app.request('/api/slow', { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      message: 'The service took too long to answer. Try again in a moment.',
      code: 'TIMEOUT',
    });
  });

  it('answers a page with the busy page, status 503', async () => {
    const response = await app.request('/slow-page', { headers: { 'accept-language': 'fr' } });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Erreur 503');
  });

  it('leaves uploads (multipart bodies) to the server’s own bound', async () => {
    const body = new FormData();
    body.set('file', new Blob(['bytes']), 'a.mp4');
    const response = await app.request('/api/upload', { method: 'POST', body });
    expect(response.status).toBe(200);
  });
});
