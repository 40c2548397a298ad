import { describe, expect, it } from 'vitest';
import { requestLogLevel } from './request-log.ts';

describe('requestLogLevel', () => {
  it('logs static files at debug: hashed assets, uploaded pictures, the icon', () => {
    expect(requestLogLevel('/assets/seller-Bx12.js', 200)).toBe('debug');
    expect(requestLogLevel('/assets/missing.css', 404)).toBe('debug');
    expect(requestLogLevel('/uploads/photos/u1.jpg', 200)).toBe('debug');
    expect(requestLogLevel('/favicon.svg', 200)).toBe('debug');
  });

  it('logs pages and API calls at info, and any 5xx at error', () => {
    expect(requestLogLevel('/seller/home', 200)).toBe('info');
    expect(requestLogLevel('/api/clients', 404)).toBe('info');
    expect(requestLogLevel('/assets-list', 200)).toBe('info');
    expect(requestLogLevel('/api/clients', 503)).toBe('error');
  });
});
