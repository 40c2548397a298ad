import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression } from './compression.ts';

/** A JSON answer big enough to compress, a small one with its own Vary, and an image (decision 109). */
const big = { data: 'x'.repeat(4000) };
const app = new Hono();
app.use(compression());
app.get('/big', (c) => c.json(big));
app.get('/varied', (c) => {
  c.header('Vary', 'Cookie');
  return c.json({ data: 1 });
});
app.get('/image', (c) => c.body(new Uint8Array([1, 2, 3]), 200, { 'Content-Type': 'image/png' }));

describe('compression', () => {
  it('gzips a compressible answer for a client that accepts gzip', async () => {
    const response = await app.request('/big', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(JSON.parse(body)).toEqual(big);
  });

  it('sends a client that accepts no encoding the answer as made, with the same Vary', async () => {
    const response = await app.request('/big');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.json()).toEqual(big);
  });

  it('adds Accept-Encoding to the Vary an answer already has, once', async () => {
    const response = await app.request('/varied', { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
  });

  it('leaves an answer that is not compressible without Vary', async () => {
    const response = await app.request('/image');
    expect(response.headers.get('vary')).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});
